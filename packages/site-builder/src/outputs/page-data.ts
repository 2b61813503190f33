import type { SiteSnapshot } from '../pipeline/site.ts';
import { operationId } from '../plan/page-bindings.ts';
import type { RouteEntry } from '../plan/routes.ts';
import type { RenderedPage } from '../render/render-page.ts';
import { siteIndex } from './indexing.ts';
import { linkOperations } from './operation-links.ts';

/** A neighbouring page in the navigation order, for the previous and next links. */
export interface PageNeighbour {
  readonly title: string;
  readonly route: string;
}

/** What a route's document shows around its rendered content, derived from the whole site. */
export interface PageData {
  readonly entry: RouteEntry;
  readonly page: RenderedPage;
  readonly previous: PageNeighbour | undefined;
  readonly next: PageNeighbour | undefined;
  /** The page's description, or the site's `seo.metatags.description`. */
  readonly description: string | undefined;
  /** Outside the site's index (search, sitemap, llms files): the page says `noindex`. */
  readonly noindex: boolean;
  /** The content with each linked operation pointed at the route that documents it. */
  readonly contentHtml: string;
}

interface SiteWide {
  readonly position: ReadonlyMap<string, number>;
  readonly index: ReturnType<typeof siteIndex>;
  readonly operationRoutes: ReadonlyMap<string, string>;
}

const siteWide = new WeakMap<SiteSnapshot, SiteWide>();

/** Indexes computed once per snapshot: any number of routes then cost a lookup each. */
function siteWideOf(snapshot: SiteSnapshot): SiteWide {
  let found = siteWide.get(snapshot);
  if (!found) {
    const operationRoutes = new Map<string, string>();
    for (const entry of snapshot.graph.routes.values())
      if (entry.binding) operationRoutes.set(operationId(entry.binding), entry.route);
    found = {
      position: new Map(snapshot.graph.navigationOrder.map((route, i) => [route, i])),
      index: siteIndex(snapshot),
      operationRoutes,
    };
    siteWide.set(snapshot, found);
  }
  return found;
}

/**
 * The per-page data of `route` in `snapshot` (undefined for a route that did not render): the one
 * place the build's writer, `docs dev` and the tests take a page's neighbours, description,
 * indexing and linked content from. Pure: the same snapshot gives the same data.
 */
export function pageData(route: string, snapshot: SiteSnapshot): PageData | undefined {
  const { graph, pages, config } = snapshot;
  const entry = graph.routes.get(route);
  const page = pages.get(route);
  if (!entry || !page) return undefined;
  const { position, index, operationRoutes } = siteWideOf(snapshot);
  const order = graph.navigationOrder;
  const at = position.get(route);
  const neighbour = (other: string | undefined): PageNeighbour | undefined => {
    const found = other !== undefined ? graph.routes.get(other) : undefined;
    return found ? { title: found.sidebarTitle ?? found.title, route: found.route } : undefined;
  };
  const binding = entry.binding;
  return {
    entry,
    page,
    previous: neighbour(at !== undefined && at > 0 ? order[at - 1] : undefined),
    next: neighbour(at !== undefined ? order[at + 1] : undefined),
    description: entry.description ?? config.seo.metatags?.description,
    noindex: !index.has(route),
    contentHtml: linkOperations(page.contentHtml, (key) =>
      binding ? operationRoutes.get(operationId({ specId: binding.specId, key })) : undefined,
    ),
  };
}
