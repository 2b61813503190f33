import { componentAnchor } from '@docwright/api-model';
import { linkOperations } from '@docwright/theme';
import { operationId } from '../plan/page-bindings.ts';
import { type RouteEntry, routeSpecId } from '../plan/routes.ts';
import { contentHtmlBytes } from '../render/page-spool.ts';
import type { RenderedPage } from '../render/render-page.ts';
import { isRestricted, siteIndex } from './indexing.ts';
import type { SiteSnapshot } from './site-snapshot.ts';

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
  /**
   * The content with each linked operation pointed at the route that documents it, in pieces: the
   * UTF-8 bytes a build's spool holds, as they are, between the rewritten links (strings); a page
   * held in memory is one string.
   */
  readonly content: readonly (string | Uint8Array)[];
}

interface SiteWide {
  readonly position: ReadonlyMap<string, number>;
  readonly index: ReturnType<typeof siteIndex>;
  readonly operationRoutes: ReadonlyMap<string, string>;
  /** Spec and `#schema-…` id -> the endpoint pages that list that component's fields, in route order. */
  readonly componentRoutes: ReadonlyMap<string, readonly string[]>;
  /** Spec and `#schema-…` id -> the model page of that component (docs.json `api.models`, `openapi-schema`). */
  readonly modelRoutes: ReadonlyMap<string, string>;
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
      componentRoutes: componentRoutesOf(snapshot),
      modelRoutes: modelRoutesOf(snapshot),
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
  const { position, index, operationRoutes, componentRoutes, modelRoutes } = siteWideOf(snapshot);
  const order = graph.navigationOrder;
  const at = position.get(route);
  const neighbour = (other: string | undefined): PageNeighbour | undefined => {
    const found = other !== undefined ? graph.routes.get(other) : undefined;
    return found ? { title: found.sidebarTitle ?? found.title, route: found.route } : undefined;
  };
  const specId = routeSpecId(entry);
  // A reader of this page who may not open a linked group-only page must not learn its address.
  const reaches = (route: string) => opensFor(page, pages.get(route));
  const stored = contentHtmlBytes(page);
  const targetOf = (key: string, fragment: string | undefined) => {
    if (specId === undefined) return undefined;
    if (key === '') {
      // A link to a component's model page: no operation named, only the component's id.
      if (fragment === undefined) return undefined;
      const model = modelRoutes.get(componentKey(specId, fragment));
      return model !== undefined && reaches(model) ? { route: model, fragment } : undefined;
    }
    const found = operationRoutes.get(operationId({ specId, key }));
    const route = found !== undefined && reaches(found) ? found : undefined;
    if (fragment === undefined) return route === undefined ? undefined : { route };
    // The page chosen to show a component may have cut it (its own field budget): the link goes
    // to a page that does list the fields, and names that page's operation.
    const listing = (componentRoutes.get(componentKey(specId, fragment)) ?? []).filter(reaches);
    if (route !== undefined && listing.includes(route)) return { route, fragment };
    const other = listing.find((candidate) => candidate !== entry.route);
    const otherKey = other === undefined ? undefined : graph.routes.get(other)?.binding?.key;
    if (other !== undefined && otherKey !== undefined) return { route: other, fragment, key: otherKey };
    return route === undefined ? undefined : { route };
  };
  return {
    entry,
    page,
    previous: neighbour(at !== undefined && at > 0 ? order[at - 1] : undefined),
    next: neighbour(at !== undefined ? order[at + 1] : undefined),
    description: entry.description ?? config.seo.metatags?.description,
    noindex: !index.has(route),
    content:
      typeof stored === 'string' ? [linkOperations(stored, targetOf)] : linkOperations(stored, targetOf),
  };
}

const componentKey = (specId: string, id: string) => `${specId}\u0000${id}`;

/** Whether every reader who may open `from` may open `to`: a group-only page is theirs only if they share its groups. */
function opensFor(from: RenderedPage, to: RenderedPage | undefined): boolean {
  if (!to || !isRestricted(to)) return true;
  return isRestricted(from) && from.access.groups.every((group) => to.access.groups.includes(group));
}

/** The model page of each component; a generated one before a page's `openapi-schema`. */
function modelRoutesOf(snapshot: SiteSnapshot): Map<string, string> {
  const found = new Map<string, string>();
  const entries = [...snapshot.graph.routes.values()].filter((entry) => entry.schema !== undefined);
  for (const entry of entries.sort((a, b) => Number(b.kind === 'model') - Number(a.kind === 'model'))) {
    const key = entry.schema && componentKey(entry.schema.specId, componentAnchor(entry.schema.component));
    if (key !== undefined && !found.has(key) && snapshot.pages.has(entry.route)) found.set(key, entry.route);
  }
  return found;
}

/** Which endpoint pages list which components' fields, from the `#schema-…` ids each rendered. */
function componentRoutesOf(snapshot: SiteSnapshot): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const entry of snapshot.graph.routes.values()) {
    const anchors = entry.binding ? snapshot.pages.get(entry.route)?.componentAnchors : undefined;
    if (!entry.binding || anchors === undefined) continue;
    for (const anchor of anchors) {
      const key = componentKey(entry.binding.specId, anchor);
      const routes = found.get(key);
      if (routes) routes.push(entry.route);
      else found.set(key, [entry.route]);
    }
  }
  return found;
}
