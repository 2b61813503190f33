import type { Browser } from 'playwright-core';
import { serveStatic } from './static-server.ts';

/** One page Pagefind found: its URL, title, `endpoint` meta (API reference pages) and section URLs. */
export interface SearchHit {
  url: string;
  title: string;
  endpoint?: string;
  sections: string[];
}

/**
 * Serves the built site in `out` and queries its Pagefind index for each word in the browser, with
 * Pagefind's own API, as the site's search dialog does, from the page at `from` (Pagefind searches
 * the index of that page's `<html lang>`).
 */
export async function searchBuiltSite(
  browser: Browser,
  out: string,
  words: readonly string[],
  from = '/',
): Promise<Record<string, SearchHit[]>> {
  const server = await serveStatic(out);
  const tab = await browser.newPage();
  try {
    await tab.goto(`${server.url}${from}`);
    return await tab.evaluate(
      async ({ queries, script }) => {
        // Spelled as a string so the test runner's module transform leaves this import alone.
        const pagefind = await new Function('url', 'return import(url)')(script);
        const hits: Record<string, SearchHit[]> = {};
        for (const query of queries) {
          const found = await pagefind.search(query);
          const pages = await Promise.all(
            found.results.map((r: { data: () => Promise<unknown> }) => r.data()),
          );
          hits[query] = pages.map((data) => {
            const { url, meta, sub_results } = data as {
              url: string;
              meta: Record<string, string>;
              sub_results: { url: string }[];
            };
            return {
              url,
              title: meta.title ?? '',
              ...(meta.endpoint !== undefined && { endpoint: meta.endpoint }),
              sections: sub_results.map((sub) => sub.url),
            };
          });
        }
        return hits;
      },
      { queries: words, script: '/_docwright/search/pagefind.js' },
    );
  } finally {
    await tab.close();
    await server.close();
  }
}
