import { readFile, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { audienceOfSearchFile } from '@docwright/site-builder';
import type { PublishedSite } from '../site/published-site.ts';
import { type McpSite, routeOfSitePath } from './mcp-site.ts';
import { loadPagefind, type PagefindInstance } from './pagefind-node.ts';

const indexFolder = '_docwright/search/';
const excerptLength = 30;
/** Loaded indexes kept per site: one per combination of audiences that searched lately. */
const maxLoadedIndexes = 8;

export interface SearchHit {
  readonly title: string;
  readonly url: string;
  /** The page's Markdown twin, what `read_page` returns. */
  readonly markdownUrl: string;
  readonly route: string;
  readonly snippet: string;
  readonly sections: readonly { readonly title: string; readonly url: string }[];
}

const loaded = new WeakMap<PublishedSite, Map<string, Promise<PagefindInstance | undefined>>>();

/**
 * The site's search as its readers get it: the same Pagefind index and ranking, with the indexes of
 * the group-only pages the reader may open merged in, and only the pages the reader may read.
 */
export async function searchSite(
  view: McpSite,
  query: string,
  limit: number,
): Promise<SearchHit[] | undefined> {
  const pagefind = await pagefindFor(view.site, view.audiences);
  const basePath = view.site.manifest.basePath ?? '';
  if (!pagefind) return undefined;
  const found = await pagefind.search(query);
  const hits: SearchHit[] = [];
  // Results the reader may not read are skipped, but each costs a fragment read: a search reads
  // at most a few times as many as it returns.
  for (const result of found.results.slice(0, limit * 4)) {
    if (hits.length >= limit) break;
    const data = await result.data();
    // Pagefind's addresses carry the base path the site was built for.
    const route = routeOfSitePath(new URL(data.url, 'http://site.invalid').pathname, basePath);
    if (route === undefined || !view.mayRead(route)) continue;
    const url = `${view.siteUrl}/${route}`;
    hits.push({
      title: data.meta.title ?? route,
      url,
      markdownUrl: `${view.siteUrl}/${route === '' ? 'index' : route}.md`,
      route,
      snippet: plainExcerpt(data.excerpt),
      sections: (data.sub_results ?? [])
        .filter((sub) => sub.url !== data.url && sub.title)
        .slice(0, 5)
        .map((sub) => ({ title: sub.title, url: `${url}${new URL(sub.url, 'http://site.invalid').hash}` })),
    });
  }
  return hits;
}

/** Pagefind's excerpt as text: its `<mark>` highlights as Markdown bold, entities decoded. */
function plainExcerpt(excerpt: string): string {
  return excerpt
    .replace(/<\/?mark>/g, '**')
    .replace(/<[^>]*>/g, '')
    .replace(/&(lt|gt|quot|#39|#x27|amp);/g, (entity) => entities[entity] ?? entity);
}

const entities: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&amp;': '&',
};

function pagefindFor(
  site: PublishedSite,
  audiences: readonly string[],
): Promise<PagefindInstance | undefined> {
  let bySite = loaded.get(site);
  if (!bySite) {
    bySite = new Map();
    loaded.set(site, bySite);
  }
  const key = [...audiences].sort().join(' ');
  let module = bySite.get(key);
  if (!module) {
    if (bySite.size >= maxLoadedIndexes) {
      const [oldestKey, oldest] = bySite.entries().next().value as [
        string,
        Promise<PagefindInstance | undefined>,
      ];
      bySite.delete(oldestKey);
      void oldest.then((instance) => instance?.destroy()).catch(() => undefined);
    }
    module = openIndex(site, audiences).catch(() => undefined);
    bySite.set(key, module);
  }
  return module;
}

async function openIndex(
  site: PublishedSite,
  audiences: readonly string[],
): Promise<PagefindInstance | undefined> {
  const source = await readSiteFile(site, `${indexFolder}pagefind.js`);
  if (!source) return undefined;
  const allowed = new Set(audiences);
  const options = { baseUrl: '/', excerptLength };
  // Held weakly: a build `docs serve` replaced is not kept alive by its search instances.
  const builtSite = new WeakRef(site);
  const read = async (file: string) => {
    const current = builtSite.deref();
    if (!current || !file.startsWith(indexFolder)) return undefined;
    const audience = audienceOfSearchFile(file);
    if (audience !== undefined && !allowed.has(audience)) return undefined;
    return readSiteFile(current, file);
  };
  const { instance, address } = await loadPagefind(
    new TextDecoder().decode(source),
    read,
    indexFolder,
    options,
  );
  for (const audience of audiences) {
    // An audience past the build's limit has no index of its own: its pages are in no search.
    await instance.mergeIndex(address(`${indexFolder}readers/${audience}/`), options).catch(() => undefined);
  }
  return instance;
}

/** A file of the built folder whose real path stays inside the site's real root. */
async function readSiteFile(site: PublishedSite, file: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (file.split('/').some((segment) => segment === '..' || segment === '') || file.includes('\0'))
    return undefined;
  const real = await realpath(join(site.root, file)).catch(() => undefined);
  if (real === undefined || !real.startsWith(site.realRoot + sep)) return undefined;
  return readFile(real).then(
    (buffer) => new Uint8Array(buffer),
    () => undefined,
  );
}
