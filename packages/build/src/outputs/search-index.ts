import { escapeHtml, routeHref, searchIndexPath } from '@docwright/theme';
import { createIndex } from 'pagefind';
import type { SiteSnapshot } from '../site.ts';
import { cutElements } from './cut-elements.ts';
import { siteIndex } from './indexing.ts';

/**
 * Request and response examples repeat the reference in many languages and JSON: they would swell
 * the index and drown real matches. A schema's nested child attributes (collapsed on the page)
 * are half the text of a large API and halve the indexing time when left out; their parent field
 * and the section still match. Anchor links and tab labels are chrome.
 */
const excludeSelectors = [
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
 * The largest of those parts, cut from the page before it reaches Pagefind: sending Stripe's pages
 * whole made indexing the slowest stage of the build and doubled its memory.
 */
const cutOpenings = [
  '<div class="dw-endpoint-examples"',
  '<div class="dw-example"',
  '<div class="dw-request-example">',
  '<div class="dw-response-example">',
  '<details class="dw-expandable"><summary>Show child attributes</summary>',
  '<details class="dw-playground"',
  '<template data-dw-auth-playground',
];

/** The index's folder in the output, site-relative. */
export const searchIndexFolder = searchIndexPath.slice(1);

/** Pagefind's own UI bundles: the theme's search client replaces them. */
const unusedBundle = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** Pages sent to Pagefind's service at once: enough to keep it busy, bounded in memory. */
const BATCH = 16;

/**
 * The Pagefind index of the site's indexed pages (per `seo.indexing`, `noindex` and `searchable`), as output
 * path -> bytes under `searchIndexPath`. Each page is indexed from its rendered content in memory,
 * without the sidebar and header every page shares.
 */
export async function createSearchIndex(snapshot: SiteSnapshot): Promise<Map<string, Uint8Array>> {
  const routes = siteIndex(snapshot).searchRoutes;
  // Made a batch at a time: all of a large API's documents at once would double the build's memory.
  const recordsOf = (batch: readonly string[]) =>
    batch.flatMap((route) => {
      const html = searchDocument(snapshot, route);
      return html === undefined ? [] : [{ url: routeHref(route), content: html }];
    });
  const created = await createIndex({ forceLanguage: 'en', excludeSelectors });
  const index = created.index;
  if (!index) throw new Error(`Pagefind could not start: ${created.errors.join('; ')}`);
  try {
    for (let i = 0; i < routes.length; i += BATCH) {
      const added = await Promise.all(
        recordsOf(routes.slice(i, i + BATCH)).map((record) => index.addHTMLFile(record)),
      );
      const errors = added.flatMap((response) => response.errors);
      if (errors.length > 0) throw new Error(errors.join('; '));
    }
    const { files, errors } = await index.getFiles();
    if (errors.length > 0) throw new Error(errors.join('; '));
    return new Map(
      files
        .filter((file) => !unusedBundle.test(file.path))
        .map((file) => [`${searchIndexFolder}${file.path}`, file.content]),
    );
  } finally {
    await index.deleteIndex();
  }
}

/** What Pagefind reads for one route: its title, endpoint, lead and content, nothing else. */
function searchDocument(snapshot: SiteSnapshot, route: string): string | undefined {
  const entry = snapshot.graph.routes.get(route);
  const page = snapshot.pages.get(route);
  if (!entry || !page) return undefined;
  const endpoint = entry.binding
    ? `<p data-pagefind-meta="endpoint">${escapeHtml(entry.binding.key)}</p>`
    : '';
  const lead = entry.lead !== undefined ? `<p>${escapeHtml(entry.lead)}</p>` : '';
  return `<html lang="en"><body><h1 data-pagefind-meta="title">${escapeHtml(entry.title)}</h1>${endpoint}${lead}<div>${withoutFieldAnchors(separateInlineCells(cutElements(page.contentHtml, cutOpenings)))}</div></body></html>`;
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
