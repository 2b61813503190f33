import type { ApiSpec } from '@docwright/api-model';
import {
  type ConfigMount,
  type DocsConfig,
  divisionContainers,
  divisionKindOf,
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
import type { NavDivisionStep, NavItem, NavSection } from '@docwright/page-model';
import type { PageSource } from '../load/discover.ts';
import { specSourceIds } from '../load/spec-sources.ts';
import { divisionTitle, hasContent } from './divisions.ts';
import {
  contentNavItem,
  countListedEndpoints,
  firstRoute,
  globalLinkItems,
  normalizePageEntry,
} from './navigation-entries.ts';
import { lookupOperation, parseEndpointReference } from './operation-lookup.ts';
import { externalUrl } from './page-layout.ts';
import { type Placement, RoutePlacer, type SpecContext } from './route-placer.ts';
import type { ExternalLink, SiteGraph } from './routes.ts';

interface PlanInput {
  readonly config: DocsConfig;
  /** docs.json and the files it `$ref`s, to locate navigation problems in the right file. */
  readonly configMounts: readonly ConfigMount[];
  /** Every page of the site, by route. */
  readonly pages: ReadonlyMap<string, PageSource>;
  /** Every loaded spec, by id. */
  readonly specs: ReadonlyMap<string, ApiSpec>;
  /** Pages `.mintignore` leaves out, by route, with the line that does. */
  readonly ignoredPages?: ReadonlyMap<
    string,
    { readonly line: number; readonly pattern: string; readonly file: string }
  >;
}

interface WalkContext extends Placement {
  readonly path: readonly PathSegment[];
}

const defaultDirectory = 'api-reference';

/** Turns the config's navigation, the pages and the specs into routes and sidebars. */
export function planSite(input: PlanInput): SiteGraph {
  return new Planner(input).plan();
}

class Planner {
  readonly #routes: RoutePlacer;
  readonly #diagnostics: Diagnostic[] = [];
  readonly #externalLinks: ExternalLink[] = [];
  /** Contexts naming a spec that did not load (its own diagnostic says why: a remote one offline, say). */
  readonly #unloaded = new WeakSet<SpecContext>();

  constructor(private readonly input: PlanInput) {
    this.#routes = new RoutePlacer(input.pages, input.specs);
    this.#diagnostics.push(...this.#routes.diagnostics);
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
    this.#routes.addHiddenPages();
    return {
      routes: this.#routes.table.routes,
      navigationOrder: this.#routes.table.order,
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
    const api = { specs, directory: directory ?? inherited.directory };
    if (specs.length < ids.length) this.#unloaded.add(api);
    return api;
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
      items.push(
        ...this.#routes.generateChannelGroups(this.specContext(container.asyncapi, context.api), context),
      );
    }
    if (container.openapi !== undefined && endpointsSeen === 0) {
      items.push(
        ...this.#routes.generateEndpointGroups(
          this.specContext(container.openapi, context.api),
          context,
          true,
        ),
      );
      items.push(...this.modelGroups(this.specContext(container.openapi, context.api), context));
    }
    return items;
  }

  /** docs.json `api.models`: each spec's "Models" group, after its endpoints. */
  private modelGroups(api: SpecContext, context: WalkContext): NavItem[] {
    return this.input.config.api.models === true ? this.#routes.generateModelGroups(api, context) : [];
  }

  /** A group's sidebar item; a `hidden: true` group places its pages and shows none. */
  private walkGroup(group: NavGroup, context: WalkContext): NavItem | undefined {
    const api = this.specContext(group.openapi, context.api);
    const child = {
      ...context,
      api,
      breadcrumbs: [...context.breadcrumbs, group.group],
      ...(group.hidden === true && { hidden: true }),
      ...(group.public !== undefined && { public: group.public }),
    };
    const items = group.pages
      ? this.walkPages(group.pages, { ...child, path: [...context.path, 'pages'] })
      : [];
    if (group.asyncapi !== undefined) {
      items.push(...this.#routes.generateChannelGroups(this.specContext(group.asyncapi, context.api), child));
    }
    if (group.openapi !== undefined && countListedEndpoints(group, this.input.pages) === 0) {
      items.push(...this.#routes.generateEndpointGroups(api, child));
      items.push(...this.modelGroups(api, child));
    }
    if (child.hidden) return undefined;
    return {
      kind: 'group',
      title: group.group,
      ...(group.icon !== undefined && { icon: group.icon }),
      ...(group.expanded === true && { expanded: true }),
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
          // Left out, like the pages bound to it: the spec that did not load is reported once.
          if (this.#unloaded.has(context.api)) return;
          this.report(
            context.api.specs.length === 0 && this.input.specs.size === 0
              ? 'nav/endpoint-without-spec'
              : 'nav/endpoint-not-found',
            path,
            `Navigation entry "${entry}": ${result.reason}.`,
          );
          return;
        }
        const item = this.#routes.placeOperation(result.spec, result.operation, context);
        if (item) items.push(item);
        return;
      }
      const route = normalizePageEntry(entry);
      const page = this.input.pages.get(route);
      const ignored = this.input.ignoredPages?.get(route);
      if (!page && ignored) {
        this.report(
          'nav/page-ignored',
          path,
          `Navigation names the page "${entry}", but .mintignore line ${ignored.line} ("${ignored.pattern}") leaves ${ignored.file} out of the site; the entry is not shown.`,
        );
        return;
      }
      if (!page) {
        this.report(
          'nav/page-not-found',
          path,
          `Navigation names the page "${entry}", but there is no ${route || 'index'}.mdx or ${route || 'index'}.md in the site folder.`,
        );
        return;
      }
      // `url:` front matter: the sidebar entry links out, and the page is out of the reading order
      // (no previous/next link leads to it, search and llms.txt leave it out).
      const url = externalUrl(page.frontmatter);
      const placed = this.#routes.placePage(page, url === undefined ? context : { ...context, hidden: true });
      // `hidden: true` front matter: built and reachable by URL, but not in the sidebar.
      if (page.frontmatter.hidden === true || (!placed.inNavigation && url === undefined)) return;
      items.push(contentNavItem(placed, page, this.input.specs));
    });
    return items;
  }

  private report(
    code: 'nav/page-not-found' | 'nav/page-ignored' | 'nav/endpoint-not-found' | 'nav/endpoint-without-spec',
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
