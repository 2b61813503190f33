import {
  type ConfigMount,
  type DocsConfig,
  locateInMounts,
  type NavContainer,
  type NavGroup,
  type NavPageEntry,
  type SpecSource,
} from '@docwright/config';
import {
  createCodeFrame,
  createDiagnostic,
  type Diagnostic,
  formatJsonPath,
  type PathSegment,
} from '@docwright/diagnostics';
import { type ApiSpec, type AsyncChannel, channelKey, type Operation } from '@docwright/spec';
import type { NavDivisionStep, NavItem, NavSection } from '@docwright/theme';
import type { PageSource } from './discover.ts';
import {
  channelEntry,
  channelRouteBase,
  operationEntry,
  operationRouteBase,
  tagGroupPath,
  tagPath,
} from './generated-routes.ts';
import {
  countListedEndpoints,
  divisionContainers,
  divisionKindOf,
  divisionTitle,
  endpointNavItem,
  firstRoute,
  globalLinkItems,
  hasContent,
  normalizePageEntry,
  specSourceIds,
} from './navigation-entries.ts';
import { lookupOperation, parseEndpointReference } from './operation-lookup.ts';
import { bindPages, operationId } from './page-bindings.ts';
import { describePage, frontmatterMetatags } from './page-metadata.ts';
import { RouteTable } from './route-table.ts';
import type { ContentRoute, EndpointRoute, ExternalLink, OperationRef, SiteGraph } from './routes.ts';
import { groupByTags } from './tag-groups.ts';

export interface PlanInput {
  readonly config: DocsConfig;
  /** docs.json and the files it `$ref`s, to locate navigation problems in the right file. */
  readonly configMounts: readonly ConfigMount[];
  /** Every page of the site, by route. */
  readonly pages: ReadonlyMap<string, PageSource>;
  /** Every loaded spec, by id. */
  readonly specs: ReadonlyMap<string, ApiSpec>;
}

interface SpecContext {
  readonly specs: readonly ApiSpec[];
  /** Folder generated endpoint routes go under. */
  readonly directory: string;
}

interface WalkContext {
  /** Inside a `hidden: true` group or division: pages are built but kept out of the navigation. */
  readonly hidden?: boolean;
  readonly sectionIndex: number;
  readonly breadcrumbs: readonly string[];
  readonly api: SpecContext;
  readonly path: readonly PathSegment[];
}

const defaultDirectory = 'api-reference';

/** Turns the config's navigation, the pages and the specs into routes and sidebars. */
export function planSite(input: PlanInput): SiteGraph {
  return new Planner(input).plan();
}

class Planner {
  readonly #table: RouteTable;
  readonly #diagnostics: Diagnostic[] = [];
  readonly #externalLinks: ExternalLink[] = [];
  /** Operation id -> route of the hand-written page bound to it. */
  readonly #boundPages: ReadonlyMap<string, string>;
  /** Page route -> the operation its front matter binds it to. */
  readonly #pageBindings: ReadonlyMap<string, OperationRef>;

  constructor(private readonly input: PlanInput) {
    this.#table = new RouteTable(input.pages.keys());
    const bindings = bindPages(input.pages.values(), [...input.specs.values()]);
    this.#pageBindings = bindings.byPage;
    this.#boundPages = new Map([...bindings.byPage].map(([route, ref]) => [operationId(ref), route]));
    this.#diagnostics.push(...bindings.diagnostics);
  }

  plan(): SiteGraph {
    const { navigation } = this.input.config;
    const rootApi = this.specContext(this.input.config.api.openapi, {
      specs: [],
      directory: defaultDirectory,
    });
    const root: WalkContext = { sectionIndex: 0, breadcrumbs: [], api: rootApi, path: ['navigation'] };
    const globalLinks = globalLinkItems(navigation.global);
    for (const link of globalLinks) this.#externalLinks.push({ title: link.title, href: link.href });
    const sections: NavSection[] = [];
    this.collectSections(navigation, root, [], sections);
    const withLinks = sections.map((section) => ({
      ...section,
      href: `/${firstRoute(section.items) ?? ''}`,
      items: globalLinks.length > 0 ? [...globalLinks, ...section.items] : section.items,
    }));
    this.addHiddenPages();
    return {
      routes: this.#table.routes,
      navigationOrder: this.#table.order,
      sections: withLinks,
      externalLinks: this.#externalLinks,
      diagnostics: this.#diagnostics,
    };
  }

  /**
   * Descends the division tree (versions, tabs, anchors...) down to the containers that hold
   * groups and pages: each of those is a section with its own sidebar. Groups and pages beside
   * divisions form a section of their own, named after the site.
   */
  private collectSections(
    container: NavContainer,
    context: WalkContext,
    trail: readonly NavDivisionStep[],
    sections: NavSection[],
  ): void {
    const kind = divisionContainers.find((k) => (container[k]?.length ?? 0) > 0);
    if (!kind) {
      const items = this.walkContainer(container, { ...context, sectionIndex: sections.length });
      if (items.length > 0 || trail.length > 0 || sections.length === 0)
        sections.push({ title: trail.at(-1)?.title ?? this.input.config.name, href: '', trail, items });
      return;
    }
    const restIndex = sections.length;
    const rest = this.walkContainer(
      { ...container, ...Object.fromEntries(divisionContainers.map((k) => [k, undefined])) },
      { ...context, sectionIndex: restIndex },
    );
    if (rest.length > 0) sections.push({ title: this.input.config.name, href: '', trail, items: rest });
    const divisions = container[kind] ?? [];
    const defaultIndex = Math.max(
      0,
      divisions.findIndex((division) => division.default === true),
    );
    divisions.forEach((division, index) => {
      if (division.hidden === true) {
        this.placeHiddenDivision(division, {
          ...context,
          hidden: true,
          api: this.specContext(division.openapi, context.api),
          path: [...context.path, kind, index],
        });
        return;
      }
      const title = divisionTitle(division);
      if (division.href && !hasContent(division)) {
        this.#externalLinks.push({ title, href: division.href });
        return;
      }
      const step: NavDivisionStep = {
        kind: divisionKindOf[kind],
        title,
        ...(division.icon !== undefined && { icon: division.icon }),
        ...(index === defaultIndex && { default: true }),
      };
      this.collectSections(
        division,
        {
          ...context,
          api: this.specContext(division.openapi, context.api),
          path: [...context.path, kind, index],
        },
        [...trail, step],
        sections,
      );
    });
  }

  /** A `hidden: true` division's pages, nested divisions included, placed outside the navigation. */
  private placeHiddenDivision(container: NavContainer, context: WalkContext): void {
    this.walkContainer(container, context);
    for (const kind of divisionContainers)
      (container[kind] ?? []).forEach((division, index) => {
        this.placeHiddenDivision(division, {
          ...context,
          api: this.specContext(division.openapi, context.api),
          path: [...context.path, kind, index],
        });
      });
  }

  private specContext(source: SpecSource | undefined, inherited: SpecContext): SpecContext {
    const { ids, directory } = specSourceIds(source);
    if (ids.length === 0) return inherited;
    const specs = ids.flatMap((id) => {
      const spec = this.input.specs.get(id);
      return spec ? [spec] : [];
    });
    return { specs, directory: directory ?? inherited.directory };
  }

  private walkContainer(container: NavContainer, context: WalkContext): NavItem[] {
    const items: NavItem[] = [];
    const endpointsSeen = countListedEndpoints(container, this.input.pages);
    (container.groups ?? []).forEach((group, index) => {
      const item = this.walkGroup(group, { ...context, path: [...context.path, 'groups', index] });
      if (item) items.push(item);
    });
    if (container.pages)
      items.push(...this.walkPages(container.pages, { ...context, path: [...context.path, 'pages'] }));
    if (container.asyncapi !== undefined) {
      items.push(...this.generateChannelGroups(this.specContext(container.asyncapi, context.api), context));
    }
    if (container.openapi !== undefined && endpointsSeen === 0) {
      items.push(...this.generateEndpointGroups(this.specContext(container.openapi, context.api), context));
    }
    return items;
  }

  /** A group's sidebar item; a `hidden: true` group places its pages and shows none. */
  private walkGroup(group: NavGroup, context: WalkContext): NavItem | undefined {
    const api = this.specContext(group.openapi, context.api);
    const child = {
      ...context,
      api,
      breadcrumbs: [...context.breadcrumbs, group.group],
      ...(group.hidden === true && { hidden: true }),
    };
    const items = group.pages
      ? this.walkPages(group.pages, { ...child, path: [...context.path, 'pages'] })
      : [];
    if (group.asyncapi !== undefined) {
      items.push(...this.generateChannelGroups(this.specContext(group.asyncapi, context.api), child));
    }
    if (group.openapi !== undefined && countListedEndpoints(group, this.input.pages) === 0) {
      items.push(...this.generateEndpointGroups(api, child));
    }
    if (child.hidden) return undefined;
    return {
      kind: 'group',
      title: group.group,
      ...(group.icon !== undefined && { icon: group.icon }),
      items,
    };
  }

  private walkPages(entries: readonly NavPageEntry[], context: WalkContext): NavItem[] {
    const items: NavItem[] = [];
    entries.forEach((entry, index) => {
      const path = [...context.path, index];
      if (typeof entry !== 'string') {
        const item = this.walkGroup(entry, { ...context, path });
        if (item) items.push(item);
        return;
      }
      const endpoint = parseEndpointReference(entry);
      if (endpoint && !this.input.pages.has(normalizePageEntry(entry))) {
        const result = lookupOperation(
          endpoint,
          context.api.specs.length > 0 ? context.api.specs : [...this.input.specs.values()],
        );
        if (!result.ok) {
          this.report(
            context.api.specs.length === 0 && this.input.specs.size === 0
              ? 'nav/endpoint-without-spec'
              : 'nav/endpoint-not-found',
            path,
            `Navigation entry "${entry}": ${result.reason}.`,
          );
          return;
        }
        const item = this.placeOperation(result.spec, result.operation, context);
        if (item) items.push(item);
        return;
      }
      const route = normalizePageEntry(entry);
      const page = this.input.pages.get(route);
      if (!page) {
        this.report(
          'nav/page-not-found',
          path,
          `Navigation names the page "${entry}", but there is no ${route || 'index'}.mdx or ${route || 'index'}.md in the site folder.`,
        );
        return;
      }
      const placed = this.placePage(page, context);
      // `hidden: true` front matter: built and reachable by URL, but not in the sidebar.
      if (!placed.inNavigation) return;
      items.push({
        kind: 'page',
        title: placed.sidebarTitle ?? placed.title,
        route: placed.route,
        ...(placed.icon !== undefined && { icon: placed.icon }),
      });
    });
    return items;
  }

  private placePage(page: PageSource, context: WalkContext): ContentRoute {
    const existing = this.#table.routes.get(page.route);
    if (existing?.kind === 'page') return existing;
    const entry = this.contentRoute(page, {
      inNavigation: page.frontmatter.hidden !== true && context.hidden !== true,
      sectionIndex: context.sectionIndex,
      breadcrumbs: context.breadcrumbs,
    });
    this.#table.add(entry);
    return entry;
  }

  private contentRoute(
    page: PageSource,
    place: Pick<ContentRoute, 'inNavigation' | 'sectionIndex' | 'breadcrumbs'>,
  ): ContentRoute {
    const binding = this.#pageBindings.get(page.route);
    const spec = binding ? this.input.specs.get(binding.specId) : undefined;
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
      ...(binding && { binding }),
    };
  }

  private placeOperation(spec: ApiSpec, operation: Operation, context: WalkContext): NavItem | undefined {
    if (operation.excluded) return undefined;
    const ref = { specId: spec.id, key: operation.key };
    const bound = this.#boundPages.get(operationId(ref));
    if (bound !== undefined) {
      const page = this.input.pages.get(bound);
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
    context: WalkContext,
    inNavigation: boolean,
  ): EndpointRoute {
    const place = { inNavigation, sectionIndex: context.sectionIndex, breadcrumbs: context.breadcrumbs };
    return this.#table.addGenerated(
      { specId: spec.id, key: operation.key },
      operationRouteBase(context.api.directory, operation),
      (route) => operationEntry(spec, operation, route, place),
    );
  }

  private channelRoute(spec: ApiSpec, channel: AsyncChannel, context: WalkContext): EndpointRoute {
    const place = {
      inNavigation: context.hidden !== true,
      sectionIndex: context.sectionIndex,
      breadcrumbs: context.breadcrumbs,
    };
    return this.#table.addGenerated(
      { specId: spec.id, key: channelKey(channel.id) },
      channelRouteBase(context.api.directory, spec, channel),
      (route) => channelEntry(spec, channel, route, place),
    );
  }

  /**
   * One group per tag (spec tag order, then first use), nested per OpenAPI 3.2 `parent` or
   * named by `x-group`; untagged operations under the spec's title, webhooks under "Webhooks".
   */
  private generateEndpointGroups(api: SpecContext, context: WalkContext): NavItem[] {
    return api.specs.flatMap((spec) =>
      groupByTags(
        spec.tags
          .filter((tag) => tag.kind === undefined || tag.kind === 'nav')
          .map((tag) => tagPath(spec, tag.name)),
        spec.operations.flatMap((operation) => {
          const item = this.placeOperation(spec, operation, context);
          return item ? [{ path: tagGroupPath(spec, operation), item }] : [];
        }),
      ),
    );
  }

  /** One page per AsyncAPI channel, in document order, under the spec's title. */
  private generateChannelGroups(api: SpecContext, context: WalkContext): NavItem[] {
    return api.specs.flatMap((spec) => {
      const items: NavItem[] = spec.channels.flatMap((channel) => {
        const ref = { specId: spec.id, key: channelKey(channel.id) };
        const bound = this.#boundPages.get(operationId(ref));
        const page = bound !== undefined ? this.input.pages.get(bound) : undefined;
        const placed = page ? this.placePage(page, context) : this.channelRoute(spec, channel, context);
        return [{ kind: 'page' as const, title: placed.sidebarTitle ?? placed.title, route: placed.route }];
      });
      return items.length > 0 ? [{ kind: 'group' as const, title: spec.title, items }] : [];
    });
  }

  private addHiddenPages(): void {
    for (const page of this.input.pages.values()) {
      if (this.#table.routes.has(page.route)) continue;
      this.#table.add(this.contentRoute(page, { inNavigation: false, sectionIndex: 0, breadcrumbs: [] }));
    }
  }

  private report(
    code: 'nav/page-not-found' | 'nav/endpoint-not-found' | 'nav/endpoint-without-spec',
    path: readonly PathSegment[],
    message: string,
  ): void {
    const { file, source, position } = locateInMounts(this.input.configMounts, path);
    this.#diagnostics.push(
      createDiagnostic(code, {
        file,
        jsonPath: formatJsonPath(path),
        message,
        ...(position && {
          line: position.line,
          column: position.column,
          frame: createCodeFrame(source, position.line, position.column),
        }),
      }),
    );
  }
}
