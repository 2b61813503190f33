import {
  type ApiSpec,
  type AsyncChannel,
  channelKey,
  type Operation,
  schemaComponents,
} from '@docwright/api-model';
import type { Diagnostic } from '@docwright/diagnostics';
import type { NavItem } from '@docwright/page-model';
import type { PageSource } from '../load/discover.ts';
import {
  channelEntry,
  channelRouteBase,
  operationEntry,
  operationRouteBase,
  tagGroupPath,
  tagPath,
} from './generated-routes.ts';
import { modelEntry, modelRouteBase } from './model-routes.ts';
import { endpointNavItem } from './navigation-entries.ts';
import { bindPages, operationId } from './page-bindings.ts';
import { pageLayout } from './page-layout.ts';
import { describePage, frontmatterMetatags } from './page-metadata.ts';
import { RouteTable } from './route-table.ts';
import type { ContentRoute, EndpointRoute, OperationRef, SchemaRef } from './routes.ts';
import { bindSchemaPages } from './schema-bindings.ts';
import { groupByTags } from './tag-groups.ts';

/** The specs a navigation element's generated endpoints come from. */
export interface SpecContext {
  readonly specs: readonly ApiSpec[];
  /** Folder generated endpoint routes go under. */
  readonly directory: string;
}

/** Where in the navigation a route is placed. */
export interface Placement {
  /** Inside a `hidden: true` group or division: pages are built but kept out of the navigation. */
  readonly hidden?: boolean;
  /** Inside a `public: true` group: the pages placed here are readable without signing in. */
  readonly public?: boolean;
  readonly sectionIndex: number;
  readonly breadcrumbs: readonly string[];
  readonly api: SpecContext;
}

/**
 * Gives pages, operations and channels their routes as the navigation walk meets them: a page
 * bound to an operation (`openapi:` front matter) takes that operation's place, every other
 * operation and channel gets a generated route, and pages the navigation never names are added
 * last, out of it.
 */
export class RoutePlacer {
  readonly table: RouteTable;
  /** Problems with pages' `openapi:`/`asyncapi:` bindings. */
  readonly diagnostics: readonly Diagnostic[];
  /** Operation id -> route of the hand-written page bound to it. */
  readonly #boundPages: ReadonlyMap<string, string>;
  /** Page route -> the operation its front matter binds it to. */
  readonly #pageBindings: ReadonlyMap<string, OperationRef>;
  /** Page route -> the component its `openapi-schema` front matter lists. */
  readonly #schemaBindings: ReadonlyMap<string, SchemaRef>;

  constructor(
    private readonly pages: ReadonlyMap<string, PageSource>,
    private readonly specs: ReadonlyMap<string, ApiSpec>,
  ) {
    this.table = new RouteTable(pages.keys());
    const bindings = bindPages(pages.values(), [...specs.values()]);
    this.#pageBindings = bindings.byPage;
    this.#boundPages = new Map([...bindings.byPage].map(([route, ref]) => [operationId(ref), route]));
    const schemas = bindSchemaPages(pages.values(), [...specs.values()]);
    this.#schemaBindings = schemas.byPage;
    this.diagnostics = [...bindings.diagnostics, ...schemas.diagnostics];
  }

  placePage(page: PageSource, context: Placement): ContentRoute {
    const existing = this.table.routes.get(page.route);
    if (existing?.kind === 'page') return existing;
    const entry = this.contentRoute(page, {
      inNavigation: page.frontmatter.hidden !== true && context.hidden !== true,
      ...placeOf(context),
    });
    this.table.add(entry);
    return entry;
  }

  private contentRoute(
    page: PageSource,
    place: Pick<ContentRoute, 'inNavigation' | 'sectionIndex' | 'breadcrumbs' | 'public'>,
  ): ContentRoute {
    const binding = this.#pageBindings.get(page.route);
    const schema = this.#schemaBindings.get(page.route);
    const spec = binding ? this.specs.get(binding.specId) : undefined;
    const metadata = describePage(page, {
      operation: spec?.operations.find((op) => op.key === binding?.key),
      channel: spec?.channels.find((c) => channelKey(c.id) === binding?.key),
    });
    return {
      kind: 'page',
      route: page.route,
      file: page.file,
      ...metadata,
      ...place,
      noindex: page.frontmatter.noindex === true,
      searchable: page.frontmatter.searchable !== false,
      metatags: frontmatterMetatags(page.frontmatter),
      layout: pageLayout(page.frontmatter),
      ...(binding && { binding }),
      ...(schema && { schema }),
    };
  }

  placeOperation(spec: ApiSpec, operation: Operation, context: Placement): NavItem | undefined {
    if (operation.excluded) return undefined;
    const ref = { specId: spec.id, key: operation.key };
    const bound = this.#boundPages.get(operationId(ref));
    if (bound !== undefined) {
      const page = this.pages.get(bound);
      if (!page) return undefined;
      const placed = this.placePage(page, context);
      return placed.inNavigation ? endpointNavItem(placed, operation) : undefined;
    }
    const shown = !operation.hidden && context.hidden !== true;
    const entry = this.endpointRoute(spec, operation, context, shown);
    return entry && shown ? endpointNavItem(entry, operation) : undefined;
  }

  private endpointRoute(
    spec: ApiSpec,
    operation: Operation,
    context: Placement,
    inNavigation: boolean,
  ): EndpointRoute {
    const place = { inNavigation, ...placeOf(context) };
    return this.table.addGenerated(
      { specId: spec.id, key: operation.key },
      operationRouteBase(context.api.directory, operation),
      (route) => operationEntry(spec, operation, route, place),
    );
  }

  private channelRoute(spec: ApiSpec, channel: AsyncChannel, context: Placement): EndpointRoute {
    const place = { inNavigation: context.hidden !== true, ...placeOf(context) };
    return this.table.addGenerated(
      { specId: spec.id, key: channelKey(channel.id) },
      channelRouteBase(context.api.directory, spec, channel),
      (route) => channelEntry(spec, channel, route, place),
    );
  }

  /**
   * One group per tag (spec tag order, then first use), nested per OpenAPI 3.2 `parent` or
   * named by `x-group`; untagged operations under the spec's title (a spec without tags: one
   * group per resource), webhooks under "Webhooks". `topLevel`: the groups are the sidebar's top
   * level (the navigation's `openapi` outside any group).
   */
  generateEndpointGroups(api: SpecContext, context: Placement, topLevel = false): NavItem[] {
    return api.specs.flatMap((spec) =>
      groupByTags(
        spec.tags
          .filter((tag) => tag.kind === undefined || tag.kind === 'nav')
          .map((tag) => tagPath(spec, tag.name)),
        spec.operations.flatMap((operation) => {
          const item = this.placeOperation(spec, operation, context);
          return item ? [{ path: tagGroupPath(spec, operation, topLevel), item }] : [];
        }),
      ),
    );
  }

  /**
   * docs.json `api.models`: a "Models" group per spec, one page per component of
   * `components/schemas` in the spec's order, collapsed.
   */
  generateModelGroups(api: SpecContext, context: Placement): NavItem[] {
    return api.specs.flatMap((spec) => {
      const inNavigation = context.hidden !== true;
      const items: NavItem[] = schemaComponents(spec).map((component) => {
        const entry = this.table.addGenerated(
          { specId: spec.id, key: `#/components/schemas/${component}` },
          modelRouteBase(context.api.directory, component),
          (route) => modelEntry(spec, component, route, { inNavigation, ...placeOf(context) }),
        );
        return { kind: 'page' as const, title: entry.title, route: entry.route };
      });
      return items.length > 0 && inNavigation ? [{ kind: 'group' as const, title: 'Models', items }] : [];
    });
  }

  /** One page per AsyncAPI channel, in document order, under the spec's title. */
  generateChannelGroups(api: SpecContext, context: Placement): NavItem[] {
    return api.specs.flatMap((spec) => {
      const items: NavItem[] = spec.channels.flatMap((channel) => {
        const ref = { specId: spec.id, key: channelKey(channel.id) };
        const bound = this.#boundPages.get(operationId(ref));
        const page = bound !== undefined ? this.pages.get(bound) : undefined;
        const placed = page ? this.placePage(page, context) : this.channelRoute(spec, channel, context);
        return [{ kind: 'page' as const, title: placed.sidebarTitle ?? placed.title, route: placed.route }];
      });
      return items.length > 0 ? [{ kind: 'group' as const, title: spec.title, items }] : [];
    });
  }

  addHiddenPages(): void {
    for (const page of this.pages.values()) {
      if (this.table.routes.has(page.route)) continue;
      this.table.add(this.contentRoute(page, { inNavigation: false, sectionIndex: 0, breadcrumbs: [] }));
    }
  }
}

/** What a route takes from where the navigation places it, besides whether it is in the navigation. */
function placeOf(context: Placement): Pick<ContentRoute, 'sectionIndex' | 'breadcrumbs' | 'public'> {
  return {
    sectionIndex: context.sectionIndex,
    breadcrumbs: context.breadcrumbs,
    ...(context.public === true && { public: true as const }),
  };
}
