import { escapeHtml } from '../html.ts';
import { htmlLangOf } from '../layouts/interface-strings.ts';
import { cutElements } from './cut-elements.ts';
import type { SearchContent } from './search-content.ts';

/**
 * What the search index reads of a page's rendered content. Request and response examples repeat
 * the reference in many languages and JSON: they would swell the index and drown real matches. A
 * schema's nested child attributes (collapsed on the page) are half the text of a large API and
 * halve the indexing time when left out; their parent field and the section still match. Anchor
 * links and tab labels are chrome. The theme names its own markup here so that the build never
 * has to: a change of these elements changes this file, beside them.
 */
export const searchExcludeSelectors: readonly string[] = [
  '.dw-endpoint-examples',
  '.dw-request-example',
  '.dw-response-example',
  '.dw-example',
  '.dw-expandable > .dw-fields',
  '.dw-radio-tab-list',
  '.dw-anchor',
  '.katex-mathml',
  '.dw-playground',
];

/**
 * The largest of those parts, cut from markup before it reaches the indexer: sending Stripe's
 * pages whole made indexing the slowest stage of the build and doubled its memory. The reference
 * records what search reads as it renders (`search-content.ts`) and has nothing to cut; a page's
 * MDX can hold examples and field lists of its own.
 */
const cutOpenings = [
  '<div class="dw-endpoint-examples"',
  '<div class="dw-example"',
  '<div class="dw-request-example">',
  '<div class="dw-response-example">',
  '<details class="dw-expandable dw-field-children">',
  '<details class="dw-playground"',
  '<template data-dw-auth-playground',
];

/** A page as the search index records it: its title, the operation it documents, its lead and content. */
export interface SearchDocumentInput {
  readonly title: string;
  /** `GET /pets`: kept as the result's `endpoint` metadata. */
  readonly endpoint?: string | undefined;
  readonly lead?: string | undefined;
  /** What the page's renderer recorded for search (`RenderedPage.search`). */
  readonly search: SearchContent;
  /** The page's `navigation.languages` code (`fr`, `jp`); English without one. */
  readonly languageCode?: string | undefined;
  /** The page's `navigation.versions` version: a filter search ranks by, and the label of results from another version. */
  readonly version?: string | undefined;
}

/** The HTML document the search indexer (Pagefind) reads for one page, and nothing else of it. */
export function renderSearchDocument({
  title,
  endpoint,
  lead,
  search,
  languageCode,
  version,
}: SearchDocumentInput): string {
  const lang = languageCode ? htmlLangOf(languageCode) : 'en';
  const endpointLine =
    endpoint !== undefined ? `<p data-pagefind-meta="endpoint">${escapeHtml(endpoint)}</p>` : '';
  const leadLine = lead !== undefined ? `<p>${escapeHtml(lead)}</p>` : '';
  const versionTag =
    version !== undefined
      ? `<span data-pagefind-ignore data-pagefind-meta="version" data-pagefind-filter="version">${escapeHtml(version)}</span>`
      : '';
  let content = '';
  for (const { heading, html } of search) {
    if (heading) content += `<h2 id="${escapeHtml(heading.id)}">${escapeHtml(heading.text)}</h2>`;
    content += html;
  }
  return `<html lang="${escapeHtml(lang)}"><body><h1 data-pagefind-meta="title">${escapeHtml(title)}</h1>${versionTag}${endpointLine}${leadLine}<div>${content}</div></body></html>`;
}

/**
 * What search reads of content known only as markup (a page's MDX, an AsyncAPI channel): the
 * markup without the parts search leaves out. The reference records its own (`renderEndpoint`).
 */
export function searchContentOfMarkup(html: string): SearchContent {
  const searched = markupSearchHtml(html);
  return searched === '' ? [] : [{ html: searched }];
}

/** `html` without what search leaves out, its ids on headings only, its inline cells spaced apart. */
export function markupSearchHtml(html: string): string {
  return withoutFieldAnchors(separateInlineCells(cutElements(html, cutOpenings)));
}

/**
 * Only headings' ids become sub-results, yet Pagefind records every id it meets; a large API's
 * field lists carry thousands, which made indexing about twice as slow.
 */
function withoutFieldAnchors(html: string): string {
  return html.replace(/(<(?!h[1-6]\b)[a-z][a-z0-9]*\b[^>]*?) id="[^"]*"/g, '$1');
}

/**
 * The reference lays a field's name, type and badges out as adjacent inline elements; without a
 * space between them Pagefind would read `limitintegerrequired` as one word.
 */
function separateInlineCells(html: string): string {
  return html.replace(/<\/(span|code)><(?=span|code)/g, '</$1> <');
}
