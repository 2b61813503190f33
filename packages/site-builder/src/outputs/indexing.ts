import type { NavSection } from '@docwright/page-model';
import type { RouteEntry } from '../plan/routes.ts';
import type { RenderedPage } from '../render/render-page.ts';
import type { SiteSnapshot } from './site-snapshot.ts';

/**
 * What gets indexed (docs/output.md, For AI systems `seo.indexing`), decided once for search, the sitemap and the llms
 * files. `navigable` (the default) indexes the pages the navigation reaches (`hidden: true` front
 * matter takes a page out of it); `all` adds every other page. `noindex: true` pages are never
 * indexed; `searchable: false` pages stay out of the site's search only.
 */
export interface SiteIndex {
  /** Indexed routes: the navigation's in its order, then (with `all`) the others alphabetically by route. */
  readonly routes: readonly string[];
  /** Indexed routes that only `seo.indexing: all` brings in. */
  readonly extraRoutes: readonly string[];
  /** Indexed routes the site's search covers. */
  readonly searchRoutes: readonly string[];
  has(route: string): boolean;
}

/** Only some readers' groups may read the page. */
export const isRestricted = (page: Pick<RenderedPage, 'access'>): boolean =>
  page.access.groups.length > 0 && !page.access.public;

const isIndexable = (entry: RouteEntry | undefined): entry is RouteEntry =>
  entry !== undefined && entry.noindex !== true;

export function siteIndex(
  snapshot: Pick<SiteSnapshot, 'graph' | 'config'> & { readonly pages?: SiteSnapshot['pages'] },
): SiteIndex {
  const { graph, config } = snapshot;
  // Pages only some readers' groups may read stay out of every index: search and the llms files
  // would hand their content to any reader, and search engines should not list them.
  const restricted = (route: string) => {
    const page = snapshot.pages?.get(route);
    return page !== undefined && isRestricted(page);
  };
  const indexable = (entry: RouteEntry | undefined) => isIndexable(entry) && !restricted(entry?.route ?? '');
  const navigable = graph.navigationOrder.filter((route) => indexable(graph.routes.get(route)));
  const inNavigation = new Set(graph.navigationOrder);
  const extraRoutes =
    config.seo.indexing === 'all'
      ? [...graph.routes.keys()]
          .filter((route) => !inNavigation.has(route) && indexable(graph.routes.get(route)))
          .sort()
      : [];
  const routes = [...navigable, ...extraRoutes];
  const set = new Set(routes);
  const searchRoutes = routes.filter((route) => {
    const entry = graph.routes.get(route);
    return entry?.searchable !== false;
  });
  return { routes, extraRoutes, searchRoutes, has: (route) => set.has(route) };
}

/**
 * Sections of the default version and language only (each division marked `default: true`, else
 * its first sibling): the llms files describe one coherent set of docs, not every translation.
 */
export function defaultSections(sections: readonly NavSection[]): NavSection[] {
  return sections.filter((section) =>
    section.trail.every((step) => (step.kind !== 'version' && step.kind !== 'language') || step.default),
  );
}
