import { escapeHtml, routeHref, searchIndexPath } from '@docwright/theme';
import { createIndex } from 'pagefind';
import type { SiteSnapshot } from '../site.ts';
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
];

/** The index's folder in the output, site-relative. */
export const searchIndexFolder = searchIndexPath.slice(1);

/** Pagefind's own UI bundles: the theme's search client replaces them. */
const unusedBundle = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** Pages sent to Pagefind's service at once: enough to keep it busy, bounded in memory. */
const BATCH = 32;

/**
 * The Pagefind index of the site's indexed pages (per `seo.indexing`, `noindex` and `searchable`), as output
 * path -> bytes under `searchIndexPath`. Each page is indexed from its rendered content in memory,
 * without the sidebar and header every page shares.
 */
export async function createSearchIndex(snapshot: SiteSnapshot): Promise<Map<string, Uint8Array>> {
  const records = siteIndex(snapshot).searchRoutes.flatMap((route) => {
    const html = searchDocument(snapshot, route);
    return html === undefined ? [] : [{ url: routeHref(route), content: html }];
  });
  const created = await createIndex({ forceLanguage: 'en', excludeSelectors });
  const index = created.index;
  if (!index) throw new Error(`Pagefind could not start: ${created.errors.join('; ')}`);
  try {
    for (let i = 0; i < records.length; i += BATCH) {
      const added = await Promise.all(records.slice(i, i + BATCH).map((record) => index.addHTMLFile(record)));
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
  return `<html lang="en"><body><h1 data-pagefind-meta="title">${escapeHtml(entry.title)}</h1>${endpoint}${lead}<div>${withoutFieldAnchors(separateInlineCells(page.contentHtml))}</div></body></html>`;
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
