import { renderSearchDocument, routeHref, searchExcludeSelectors, searchIndexPath } from '@docwright/theme';
import type { BuildServices, SearchIndexService } from '../isolation/build-services.ts';
import { maxAudienceSearchIndexes } from '../isolation/search-audiences.ts';
import type { SiteGraph } from '../plan/routes.ts';
import type { RenderObserver } from '../render/render-observer.ts';
import type { RenderedPage } from '../render/render-page.ts';
import { isRestricted, siteIndex } from './indexing.ts';
import { localBuildServices } from './local-build-services.ts';
import { audienceId } from './reader-visibility.ts';
import type { RestrictedPages } from './restricted-pages.ts';
import type { SiteSnapshot } from './site-snapshot.ts';

/** The index's folder in the output, site-relative. */
export const searchIndexFolder = searchIndexPath.slice(1);

/** The site-relative folder of the search index of one audience's pages (`audienceOfSearchFile` reads it back). */
export const audienceSearchFolder = (audience: string) => `${searchIndexFolder}readers/${audience}/`;

/** Pagefind's own UI bundles: the theme's search client replaces them. */
const unusedBundle = /^pagefind-(ui|modular-ui|component-ui|highlight)\./;

/** Documents sent to Pagefind's service and not yet answered: enough to keep it busy, bounded in memory. */
const IN_FLIGHT = 16;

/**
 * The Pagefind index of a site, fed page by page as a build renders them, so that Pagefind's own
 * process indexes on the other core meanwhile instead of after the last page. Pages go in the
 * search order (`siteIndex`) whatever order they render in: Pagefind's output depends on it.
 */
export interface SearchIndexer extends RenderObserver {
  /** The site as planned: which routes are searched, and in which order. Comes before `rendered`. */
  planned(site: Pick<SiteSnapshot, 'graph' | 'config'>): void;
  /**
   * Routes outside the search are left out; pages restricted to reader groups go to an index of
   * their audience's own (`audienceSearchFolder`), which `docs serve` serves only to that audience.
   */
  rendered(route: string, page: RenderedPage): void;
  /** Output path -> bytes under `searchIndexPath`, once every route added so far is indexed. */
  files(): Promise<Map<string, Uint8Array>>;
  /** Drops the index (a build that failed). */
  discard(): Promise<void>;
}

/** Starts Pagefind's service at once: it is ready by the time the first page renders. */
export function startSearchIndex(services: BuildServices = localBuildServices, basePath = ''): SearchIndexer {
  return new StreamingSearchIndex(services, basePath);
}

/**
 * The index of the site's searched pages (per `seo.indexing`, `noindex` and `searchable`), as
 * output path -> bytes under `searchIndexPath`. Each page is indexed from its rendered content in
 * memory, without the sidebar and header every page shares.
 */
export async function createSearchIndex(snapshot: SiteSnapshot): Promise<Map<string, Uint8Array>> {
  const indexer = startSearchIndex();
  indexer.planned(snapshot);
  for (const [route, page] of snapshot.pages) indexer.rendered(route, page);
  return await indexer.files();
}

/**
 * The audiences whose group-only pages have a search index (as `SearchIndexer` makes them): the
 * indexes a page lists for search to merge, each for its own readers. `left` counts the audiences
 * past `maxAudienceSearchIndexes`, whose pages no search finds.
 */
export function searchedAudiences(
  site: Pick<SiteSnapshot, 'graph' | 'config' | 'pages'>,
  restricted: RestrictedPages,
): { indexed: string[]; left: number } {
  if (restricted.audiences.size === 0) return { indexed: [], left: 0 };
  const audiences = new Set<string>();
  for (const route of siteIndex({ graph: site.graph, config: site.config }).searchRoutes) {
    const audience = site.pages.has(route) ? restricted.audienceOf(route) : undefined;
    if (audience !== undefined) audiences.add(audience);
  }
  const sorted = [...audiences].sort();
  return {
    indexed: sorted.slice(0, maxAudienceSearchIndexes),
    left: Math.max(0, sorted.length - maxAudienceSearchIndexes),
  };
}

interface SearchRecord {
  readonly url: string;
  readonly content: string;
}

class StreamingSearchIndex implements SearchIndexer {
  readonly #services: BuildServices;
  readonly #index: Promise<SearchIndexService>;
  /** Group-only pages' documents by audience, in search order: indexed once the site's index is done. */
  readonly #restricted = new Map<string, SearchRecord[]>();
  #graph: SiteGraph | undefined;
  #order: readonly string[] = [];
  #searched: ReadonlySet<string> = new Set();
  /** Rendered pages not yet sent because a route before them in the search order has not rendered. */
  readonly #arrived = new Map<string, RenderedPage>();
  /** Position in `#order` of the next route to send. */
  #next = 0;
  /** Routes whose turn came, waiting for a free slot. */
  readonly #ready: { route: string; page: RenderedPage }[] = [];
  #inFlight = 0;
  readonly #answers: Promise<readonly string[]>[] = [];

  /** Put before each page's address: the site's base path (`/docs`), or `''`. */
  readonly #basePath: string;

  constructor(services: BuildServices, basePath: string) {
    this.#services = services;
    this.#basePath = basePath;
    this.#index = createIndex(services);
    this.#index.catch(() => undefined);
  }

  planned(site: Pick<SiteSnapshot, 'graph' | 'config'>): void {
    this.#graph = site.graph;
    this.#order = siteIndex(site).searchRoutes;
    this.#searched = new Set(this.#order);
  }

  rendered(route: string, page: RenderedPage): void {
    if (!this.#searched.has(route)) return;
    this.#arrived.set(route, page);
    while (this.#next < this.#order.length) {
      const next = this.#order[this.#next] as string;
      const arrived = this.#arrived.get(next);
      if (!arrived) break;
      this.#arrived.delete(next);
      this.#next++;
      this.#ready.push({ route: next, page: arrived });
    }
    this.#send();
  }

  async files(): Promise<Map<string, Uint8Array>> {
    // Routes that never rendered are skipped; the others go in order.
    for (const route of this.#order.slice(this.#next)) {
      const page = this.#arrived.get(route);
      if (page) this.#ready.push({ route, page });
    }
    this.#arrived.clear();
    this.#next = this.#order.length;
    this.#send();
    const index = await this.#index;
    let files: Map<string, Uint8Array>;
    try {
      // An answer frees a slot and sends the next document: wait until nothing more was sent.
      let errors: string[] = [];
      for (let answered = -1; answered !== this.#answers.length; ) {
        answered = this.#answers.length;
        errors = (await Promise.all(this.#answers)).flat();
      }
      if (errors.length > 0) throw new Error(errors.join('; '));
      files = await indexFiles(index, searchIndexFolder);
    } finally {
      await index.deleteIndex();
    }
    for (const audience of [...this.#restricted.keys()].sort().slice(0, maxAudienceSearchIndexes))
      for (const [path, content] of await this.#audienceFiles(audience)) files.set(path, content);
    return files;
  }

  /**
   * One audience's index, made once the site's is deleted: a build that `docs serve` runs holds one
   * index at a time (`isolated-channel.ts`).
   */
  async #audienceFiles(audience: string): Promise<Map<string, Uint8Array>> {
    const index = await createIndex(this.#services);
    try {
      const records = this.#restricted.get(audience) ?? [];
      for (let at = 0; at < records.length; at += IN_FLIGHT) {
        const answers = await Promise.all(
          records.slice(at, at + IN_FLIGHT).map((record) => index.addHTMLFile(record)),
        );
        const errors = answers.flatMap((answer) => answer.errors);
        if (errors.length > 0) throw new Error(errors.join('; '));
      }
      return await indexFiles(index, audienceSearchFolder(audience));
    } finally {
      await index.deleteIndex();
    }
  }

  async discard(): Promise<void> {
    this.#ready.length = 0;
    this.#arrived.clear();
    this.#restricted.clear();
    const index = await this.#index.catch(() => undefined);
    await Promise.allSettled(this.#answers);
    await index?.deleteIndex();
  }

  #send(): void {
    while (this.#inFlight < IN_FLIGHT && this.#ready.length > 0) {
      const { route, page } = this.#ready.shift() as { route: string; page: RenderedPage };
      const entry = this.#graph?.routes.get(route);
      if (!entry) continue;
      const trail = this.#graph?.sections[entry.sectionIndex]?.trail ?? [];
      const record = {
        url: `${this.#basePath}${routeHref(route)}`,
        content: renderSearchDocument({
          title: entry.title,
          languageCode: trail.find((step) => step.kind === 'language')?.title,
          version: trail.find((step) => step.kind === 'version')?.title,
          endpoint: entry.binding?.key,
          lead: entry.lead,
          search: page.search,
        }),
      };
      if (isRestricted(page)) {
        const audience = audienceId(page.access.groups);
        const records = this.#restricted.get(audience) ?? [];
        records.push(record);
        this.#restricted.set(audience, records);
        continue;
      }
      this.#inFlight++;
      const answer = this.#index
        .then((index) => index.addHTMLFile(record))
        .then((response) => response.errors)
        .finally(() => {
          this.#inFlight--;
          this.#send();
        });
      answer.catch(() => undefined);
      this.#answers.push(answer);
    }
  }
}

async function createIndex(services: BuildServices): Promise<SearchIndexService> {
  // Each page is indexed in its own language (the search document's `<html lang>`), so a
  // language of `navigation.languages` gets its own stemming and its own index.
  const created = await services.createSearchIndex({ excludeSelectors: [...searchExcludeSelectors] });
  if (!created.index) throw new Error(`Pagefind could not start: ${created.errors.join('; ')}`);
  return created.index;
}

/** An index's files under `folder`, without the bundles the theme does not use. */
async function indexFiles(index: SearchIndexService, folder: string): Promise<Map<string, Uint8Array>> {
  const { files, errors } = await index.getFiles();
  if (errors.length > 0) throw new Error(errors.join('; '));
  return new Map(
    files
      .filter((file) => !unusedBundle.test(file.path))
      .map((file) => [`${folder}${file.path}`, file.content]),
  );
}
