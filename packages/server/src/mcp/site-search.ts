import { readFile, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { audienceOfSearchFile } from '@docwright/site-builder/serving';
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

/** A loaded index, destroyed once it is evicted and no search is still using it. */
interface LoadedIndex {
  readonly instance: Promise<PagefindInstance | undefined>;
  users: number;
  evicted: boolean;
}

const loaded = new WeakMap<PublishedSite, Map<string, LoadedIndex>>();

/**
 * The site's search as its readers get it: the same Pagefind index and ranking, with the indexes of
 * the group-only pages the reader may open merged in, and only the pages the reader may read.
 */
export async function searchSite(
  view: McpSite,
  query: string,
  limit: number,
): Promise<SearchHit[] | undefined> {
  const index = acquireIndex(view.site, view.audiences);
  try {
    const pagefind = await index.instance;
    return pagefind && (await readableHits(pagefind, view, query, limit));
  } finally {
    releaseIndex(index);
  }
}

async function readableHits(
  pagefind: PagefindInstance,
  view: McpSite,
  query: string,
  limit: number,
): Promise<SearchHit[]> {
  const basePath = view.site.manifest.basePath ?? '';
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

/** The index for these audiences, loaded on first use; the least recently used one is evicted. */
function acquireIndex(site: PublishedSite, audiences: readonly string[]): LoadedIndex {
  let bySite = loaded.get(site);
  if (!bySite) {
    bySite = new Map();
    loaded.set(site, bySite);
  }
  const key = [...audiences].sort().join(' ');
  let index = bySite.get(key);
  if (index) bySite.delete(key);
  else {
    if (bySite.size >= maxLoadedIndexes) {
      const [oldestKey, oldest] = bySite.entries().next().value as [string, LoadedIndex];
      bySite.delete(oldestKey);
      oldest.evicted = true;
      destroyIfUnused(oldest);
    }
    index = { instance: openIndex(site, audiences).catch(() => undefined), users: 0, evicted: false };
  }
  // Map order is insertion order: re-inserted, the index becomes the most recently used.
  bySite.set(key, index);
  index.users++;
  return index;
}

function releaseIndex(index: LoadedIndex): void {
  index.users--;
  destroyIfUnused(index);
}

function destroyIfUnused(index: LoadedIndex): void {
  if (index.evicted && index.users === 0)
    void index.instance.then((instance) => instance?.destroy()).catch(() => undefined);
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
