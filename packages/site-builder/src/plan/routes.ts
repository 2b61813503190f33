import type { Diagnostic } from '@docwright/diagnostics';
import type { NavSection } from '@docwright/page-model';
import type { PageLayout } from './page-layout.ts';

/** Names one operation of one loaded spec. */
export interface OperationRef {
  readonly specId: string;
  readonly key: string;
}

/** Names one component of `components/schemas` of one loaded spec. */
export interface SchemaRef {
  readonly specId: string;
  readonly component: string;
}

interface BaseRoute {
  /** Without leading slash; `''` is the home page. */
  readonly route: string;
  readonly title: string;
  readonly sidebarTitle?: string;
  readonly description?: string;
  /** The description as written for this page (front matter, `x-docwright`), shown under the title. */
  readonly lead?: string;
  readonly icon?: string;
  /** Reachable from the navigation (and so indexed under `seo.indexing: navigable`). */
  readonly inNavigation: boolean;
  readonly sectionIndex: number;
  /** Titles of the groups that lead to the page. */
  readonly breadcrumbs: readonly string[];
  /** Placed in a `public: true` navigation group: readers need not sign in (see `pageAccess`). */
  readonly public?: true;
}

/** A hand-written page; with `binding` it also shows that operation's reference. */
export interface ContentRoute extends BaseRoute {
  readonly kind: 'page';
  readonly file: string;
  readonly binding?: OperationRef;
  /** `openapi-schema` front matter: the component listed in full after the page's body. */
  readonly schema?: SchemaRef;
  /** Front matter `noindex: true`: built, but kept out of search, llms files and the sitemap. */
  readonly noindex: boolean;
  /** Front matter `searchable: false`: kept out of the site's search only. */
  readonly searchable: boolean;
  /** Meta tags the page's front matter sets (`og:image`, `twitter:title`, `keywords`...), over `seo.metatags`. */
  readonly metatags: Readonly<Record<string, string>>;
  /** Front matter `mode`, `hideFooterPagination`, `deprecated`. */
  readonly layout: PageLayout;
}

/** A virtual page generated for an operation that no hand-written page is bound to. */
export interface EndpointRoute extends BaseRoute {
  readonly kind: 'endpoint';
  readonly binding: OperationRef;
  /** What the operation's `x-mint.metadata` sets, read as a page's front matter is. */
  readonly noindex?: boolean;
  /** `searchable: false`: kept out of the site's search only. */
  readonly searchable?: boolean;
  readonly metatags?: Readonly<Record<string, string>>;
  readonly layout?: PageLayout;
  readonly schema?: undefined;
}

/** A generated model page (docs.json `api.models`): one component listed in full. */
export interface ModelRoute extends BaseRoute {
  readonly kind: 'model';
  readonly schema: SchemaRef;
  readonly binding?: undefined;
  readonly noindex?: undefined;
  readonly searchable?: undefined;
  readonly metatags?: undefined;
  readonly layout?: undefined;
}

export type RouteEntry = ContentRoute | EndpointRoute | ModelRoute;

/** The spec a route shows an operation, channel or component of. */
export const routeSpecId = (entry: RouteEntry): string | undefined =>
  entry.binding?.specId ?? entry.schema?.specId;

export interface ExternalLink {
  readonly title: string;
  readonly href: string;
}

/** Everything the renderer and the outputs need to know about the site's shape. */
export interface SiteGraph {
  readonly routes: ReadonlyMap<string, RouteEntry>;
  /** Routes in navigation order, each once; pages outside the navigation are not listed. */
  readonly navigationOrder: readonly string[];
  readonly sections: readonly NavSection[];
  readonly externalLinks: readonly ExternalLink[];
  readonly diagnostics: readonly Diagnostic[];
}
