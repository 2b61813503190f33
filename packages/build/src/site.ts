import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { type DocsConfig, type LoadedConfig, loadConfig } from '@docwright/config';
import { type Diagnostic, dedupeDiagnostics, hasErrors, sortDiagnostics } from '@docwright/diagnostics';
import { flushCaches, setCacheFolder } from '@docwright/mdx';
import { type ApiSpec, fingerprint, type LoadedSpec, type LoadSpecOptions, loadSpec } from '@docwright/spec';
import { configIconDiagnostics } from './config-icons.ts';
import {
  listAssetFiles,
  listPageFiles,
  listSpecFiles,
  type PageSource,
  readPage,
  routeOfFile,
} from './discover.ts';
import { findBrokenLinks } from './link-check.ts';
import { specSourceIds } from './navigation-entries.ts';
import { operationId } from './page-bindings.ts';
import { startRenderAheadEarly } from './render-ahead/early-start.ts';
import { RenderAhead } from './render-ahead/render-ahead.ts';
import { renderInOrder } from './render-ahead/render-in-order.ts';
import type { ProgressListener, RenderObserver } from './render-observer.ts';
import { prepareRoute, type RenderedPage, renderRoute } from './render-page.ts';
import { defaultRenderWorkers, minRoutesForWorkers, RenderPool, workerSetup } from './render-pool/pool.ts';
import { generatedSampleSyntaxes } from './request-samples.ts';
import { boundFingerprint, documentingKey, renderSettings, routeContext } from './route-context.ts';
import type { RouteEntry, SiteGraph } from './routes.ts';
import { type SiteBoundary, scanSiteBoundary, withinBoundary } from './site-boundary.ts';
import { planSite } from './site-graph.ts';

// `docs dev` shows errors alone after an edit: the schema check (40 ms on Stripe) would be unseen.
const reloadOptions: LoadSpecOptions = { schemaCheck: false };

export interface SiteOptions {
  readonly outDir?: string;
  /**
   * Worker threads that render routes beside the main thread when many routes need rendering
   * (a build, the first render of `docs dev`); 0 renders on the main thread only. Defaults to
   * one per core beyond the first, at most three.
   */
  readonly renderWorkers?: number;
  /**
   * Workers started earlier by the caller (see `RenderPool`), used instead of starting new ones;
   * the caller closes them.
   */
  readonly renderPool?: RenderPool;
  /**
   * Whether a worker thread may highlight request examples ahead of the main thread when it
   * renders many routes alone (default true); see `RenderAhead`.
   */
  readonly renderAhead?: boolean;
}

export interface RenderResult {
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  /** Routes whose content changed since the previous render (all of them the first time). */
  readonly changedRoutes: readonly string[];
  /** True when titles, order or routes changed, so every page's sidebar changed too. */
  readonly navigationChanged: boolean;
  /** Old route -> new route of generated pages whose route changed (a summary was edited, say). */
  readonly movedRoutes: Readonly<Record<string, string>>;
}

/** A consistent view of the site after a successful render. */
export interface SiteSnapshot {
  readonly config: DocsConfig;
  readonly graph: SiteGraph;
  readonly pages: ReadonlyMap<string, RenderedPage>;
  readonly specs: ReadonlyMap<string, LoadedSpec>;
  readonly assets: readonly string[];
}

/**
 * The site in memory: inputs, the site graph and rendered pages. `update()` reloads only the
 * changed inputs and `render()` re-renders only the routes whose inputs changed, which is what
 * keeps `docs dev` fast; `docs build` uses the same object once.
 */
export class Site {
  readonly dir: string;
  #config: LoadedConfig | undefined;
  #pages = new Map<string, PageSource>();
  #specs = new Map<string, LoadedSpec>();
  #assets: string[] = [];
  #boundary: SiteBoundary | undefined;
  #rendered = new Map<string, { key: string; page: RenderedPage }>();
  #navigationKey = '';
  #snapshot: SiteSnapshot | undefined;
  #highlightedAhead = 0;
  /** A render-ahead worker started while loading, for the first render to use or close. */
  #earlyAhead: RenderAhead | undefined;

  constructor(
    dir: string,
    private readonly options: SiteOptions = {},
  ) {
    this.dir = resolve(dir);
  }

  /** Code blocks a worker highlighted ahead of this site's renders (see `RenderAhead`). */
  get highlightedAhead(): number {
    return this.#highlightedAhead;
  }

  /** The last successfully rendered state, if any. */
  get snapshot(): SiteSnapshot | undefined {
    return this.#snapshot;
  }

  /** The config and specs as read by `load()`, for commands that need the model without rendering. */
  get inputs(): { readonly config: LoadedConfig | undefined; readonly specs: readonly LoadedSpec[] } {
    return { config: this.#config, specs: [...this.#specs.values()] };
  }

  /** Reads every input from disk. */
  async load(): Promise<void> {
    this.#config = await loadConfig(this.dir);
    this.#boundary = await scanSiteBoundary(this.dir, this.options.outDir);
    const files = await listPageFiles(this.dir, this.options.outDir, this.#boundary);
    this.#pages = new Map(
      (await Promise.all(files.map((file) => readPage(this.dir, file)))).map((p) => [p.route, p]),
    );
    this.#assets = await listAssetFiles(this.dir, this.options.outDir, this.#boundary);
    await this.loadSpecs();
    // Workers started early load the specs while the main thread plans the site.
    const config = this.#config.config;
    if (this.options.renderPool && config)
      this.options.renderPool.prepare(
        workerSetup(renderSettings(this.dir, config), this.#cacheFolder, this.#loadedSpecs()),
      );
  }

  /**
   * Takes note of changed files (absolute or site-relative paths); call `render()` afterwards. An
   * edited spec is reloaded without the OpenAPI schema check, whose findings are warnings only.
   */
  async update(changedPaths: readonly string[]): Promise<void> {
    let reloadAll = false;
    this.#boundary = await scanSiteBoundary(this.dir, this.options.outDir);
    for (const changed of changedPaths) {
      const file = relative(this.dir, resolve(this.dir, changed)).replaceAll('\\', '/');
      if (file === 'docs.json' || file === 'mint.json') reloadAll = true;
      else if (/\.mdx?$/i.test(file)) {
        const route = routeOfFile(file);
        const readable = withinBoundary([file], this.#boundary).length > 0;
        if (readable && existsSync(resolve(this.dir, file)))
          this.#pages.set(route, await readPage(this.dir, file));
        else this.#pages.delete(route);
      } else if (this.#specs.has(file)) {
        this.#specs.set(file, await loadSpec(this.dir, file, reloadOptions));
      } else if ([...this.#specs.values()].some((spec) => spec.externalFiles.includes(file))) {
        for (const [id, spec] of this.#specs) {
          if (spec.externalFiles.includes(file))
            this.#specs.set(id, await loadSpec(this.dir, id, reloadOptions));
        }
      } else if (file.startsWith('snippets/') || file.startsWith('_snippets/')) {
        // Snippets may be imported by any page: re-render them all.
        this.#rendered.clear();
      } else {
        // Pages read an image's size (or its absence) when they render.
        for (const [route, { page }] of this.#rendered)
          if (page.images.includes(file)) this.#rendered.delete(route);
      }
    }
    if (reloadAll) {
      this.#config = await loadConfig(this.dir);
      await this.loadSpecs();
    }
    this.#assets = await listAssetFiles(this.dir, this.options.outDir, this.#boundary);
  }

  /** Plans the site and renders every route whose inputs changed since the last render. */
  async render(onProgress?: ProgressListener, observer?: RenderObserver): Promise<RenderResult> {
    const loaded = this.#config;
    const diagnostics: Diagnostic[] = [
      ...(loaded?.diagnostics ?? []),
      ...(this.#boundary?.diagnostics ?? []),
    ];
    for (const spec of this.#specs.values()) diagnostics.push(...spec.diagnostics);
    for (const page of this.#pages.values()) diagnostics.push(...page.diagnostics);
    const config = loaded?.config;
    if (!loaded || !config || hasErrors(diagnostics)) return this.fail(diagnostics);

    const specs = this.#loadedSpecs();
    const graph = planSite({
      config,
      configMounts: loaded.mounts,
      pages: this.#pages,
      specs,
    });
    diagnostics.push(...graph.diagnostics, ...configIconDiagnostics(config, loaded.mounts));
    if (hasErrors(diagnostics)) return this.fail(diagnostics);

    observer?.planned({ graph, config });
    const { api, icons } = config;
    const configKey = fingerprint([api.url, api.examples, api.playground, icons?.library]);
    const routes = [...graph.routes.values()];
    const stale = routes.filter(
      (entry) => this.#rendered.get(entry.route)?.key !== this.inputKey(entry, configKey),
    );
    const fresh = new Map<string, { key: string; page: RenderedPage }>();
    const cacheFolder = this.#cacheFolder;
    setCacheFolder(cacheFolder);
    const settings = renderSettings(this.dir, config);
    const pageOf = (entry: RouteEntry) => (entry.kind === 'page' ? this.#pages.get(entry.route) : undefined);
    const specOf = (entry: RouteEntry) => (entry.binding ? specs.get(entry.binding.specId) : undefined);
    const contextOf = (entry: RouteEntry) => routeContext(entry, settings, pageOf(entry), specOf(entry));
    const renderHere = (entry: RouteEntry) => renderRoute(entry, contextOf(entry));
    const onRendered = (entry: RouteEntry, page: RenderedPage) => {
      fresh.set(entry.route, { key: this.inputKey(entry, configKey), page });
      observer?.rendered(entry.route, page);
      onProgress?.(fresh.size, stale.length);
    };
    const pool =
      stale.length >= minRoutesForWorkers
        ? (this.options.renderPool ?? RenderPool.start(this.options.renderWorkers))
        : undefined;
    let ahead: RenderAhead | undefined;
    try {
      if (pool) {
        await pool.render(stale, {
          setup: workerSetup(settings, cacheFolder, specs),
          taskOf: (entry) => {
            const page = pageOf(entry);
            const bound = boundFingerprint(entry, specOf(entry));
            return { entry, ...(page && { page }), ...(bound !== undefined && { boundFingerprint: bound }) };
          },
          renderHere,
          onRendered,
        });
      } else {
        ahead = this.#renderAheadFor(stale.length);
        await renderInOrder(stale, {
          contextOf,
          render: renderRoute,
          onRendered,
          ...(ahead && { ahead, prepare: prepareRoute }),
        });
        this.#highlightedAhead += ahead?.stats.highlighted ?? 0;
      }
    } finally {
      if (pool && pool !== this.options.renderPool) await pool.close();
      await Promise.all([ahead?.close(), this.#earlyAhead?.close()]);
      this.#earlyAhead = undefined;
    }
    // New results go to the cache folder in the background (`docs build` awaits them).
    if (stale.length > 0) flushCaches().catch(() => undefined);
    const changedRoutes = stale.map((entry) => entry.route);
    for (const { page } of fresh.values()) diagnostics.push(...page.diagnostics);
    for (const entry of routes) {
      const kept = this.#rendered.get(entry.route);
      if (!fresh.has(entry.route) && kept) diagnostics.push(...kept.page.diagnostics);
    }
    if (hasErrors(diagnostics)) return this.fail(diagnostics);

    const next = new Map<string, { key: string; page: RenderedPage }>();
    for (const entry of routes) {
      const value = fresh.get(entry.route) ?? this.#rendered.get(entry.route);
      if (value) next.set(entry.route, value);
    }
    this.#rendered = next;
    diagnostics.push(
      ...findBrokenLinks(
        [...next.values()].flatMap(({ page }) => page.links),
        {
          routes: graph.routes.keys(),
          files: [...this.#assets, ...this.#specs.keys()],
          siteDir: this.dir,
          redirectSources: config.redirects.map((redirect) => redirect.source),
        },
      ),
    );
    const movedRoutes = findMovedRoutes(this.#snapshot?.graph, graph);
    const navigationKey = fingerprint([graph.sections, graph.navigationOrder]);
    const navigationChanged = navigationKey !== this.#navigationKey;
    this.#navigationKey = navigationKey;
    this.#snapshot = {
      config,
      graph,
      pages: new Map([...next].map(([route, value]) => [route, value.page])),
      specs: this.#specs,
      assets: this.#assets,
    };
    return {
      ok: true,
      diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)),
      changedRoutes,
      navigationChanged,
      movedRoutes,
    };
  }

  /** Highlighting and MDX compile results outlive the build there, so unchanged input is not redone. */
  get #cacheFolder(): string {
    return join(this.dir, 'node_modules/.cache/docwright');
  }

  /** The specs that loaded, by id. */
  #loadedSpecs(): Map<string, ApiSpec> {
    return new Map(
      [...this.#specs].flatMap(([id, loadedSpec]) =>
        loadedSpec.spec ? [[id, loadedSpec.spec] as const] : [],
      ),
    );
  }

  private fail(diagnostics: Diagnostic[]): RenderResult {
    // A worker started for a render that did not happen: the next render starts its own if it needs one.
    this.#earlyAhead?.close().catch(() => undefined);
    this.#earlyAhead = undefined;
    return {
      ok: false,
      diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)),
      changedRoutes: [],
      navigationChanged: false,
      movedRoutes: {},
    };
  }

  /** The render-ahead worker for rendering `routes` routes on the main thread alone, if they are enough. */
  #renderAheadFor(routes: number): RenderAhead | undefined {
    if (this.options.renderAhead === false || routes < minRoutesForWorkers) return undefined;
    const ahead = this.#earlyAhead ?? new RenderAhead();
    this.#earlyAhead = undefined;
    return ahead;
  }

  /** Starts the render-ahead worker before the specs are parsed, when a render will use one. */
  async #startRenderAheadEarly(ids: readonly string[]): Promise<void> {
    const config = this.#config?.config;
    const renderWorkers = this.options.renderPool
      ? 1
      : (this.options.renderWorkers ?? defaultRenderWorkers());
    if (this.options.renderAhead === false || renderWorkers > 0 || !config || this.#earlyAhead) return;
    const ahead = await startRenderAheadEarly(this.dir, {
      pages: [...this.#pages.values()],
      specIds: ids,
      sampleLanguages: ids.length > 0 ? generatedSampleSyntaxes(config.api.examples) : [],
    });
    // Another load may have started one meanwhile: keep the first.
    if (ahead && this.#earlyAhead) await ahead.close();
    else this.#earlyAhead = ahead;
  }

  /** Everything a route's content depends on; when this changes, the route is re-rendered. */
  private inputKey(entry: RouteEntry, configKey: string): string {
    const page = entry.kind === 'page' ? this.#pages.get(entry.route) : undefined;
    const spec = entry.binding ? this.#specs.get(entry.binding.specId)?.spec : undefined;
    return fingerprint([
      configKey,
      entry.kind,
      entry.binding,
      page?.source,
      boundFingerprint(entry, spec),
      spec?.sharedFingerprint,
      // Which operation's page shows each component in full: any page may link there.
      spec && documentingKey(spec),
    ]);
  }

  /** Loads the specs docs.json names, and the site's other OpenAPI files for `openapi:` front matter. */
  private async loadSpecs(): Promise<void> {
    const config = this.#config?.config;
    const ids = new Set<string>();
    if (config) {
      for (const id of specSourceIds(config.api.openapi).ids) ids.add(id);
      for (const id of specSourceIds(config.api.asyncapi).ids) ids.add(id);
      collectNavigationSpecs(config.navigation, ids);
    }
    const named = new Set(ids);
    for (const file of await listSpecFiles(this.dir, this.options.outDir, this.#boundary)) ids.add(file);
    if (!this.#snapshot) await this.#startRenderAheadEarly([...ids]);
    const loaded = await Promise.all([...ids].map(async (id) => [id, await loadSpec(this.dir, id)] as const));
    // A discovered file that is not usable OpenAPI 3 is simply not a spec of this site.
    this.#specs = new Map(loaded.filter(([id, spec]) => named.has(id) || spec.spec !== undefined));
  }
}

function collectNavigationSpecs(node: unknown, ids: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) collectNavigationSpecs(child, ids);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'openapi' || key === 'asyncapi')
      for (const id of specSourceIds(value as never).ids) ids.add(id);
    else if (typeof value === 'object') collectNavigationSpecs(value, ids);
  }
}

/** Generated pages whose operation or channel now lives at another route. */
function findMovedRoutes(previous: SiteGraph | undefined, next: SiteGraph): Record<string, string> {
  if (!previous) return {};
  const key = (entry: RouteEntry) => (entry.kind === 'endpoint' ? operationId(entry.binding) : undefined);
  const before = new Map<string, string>();
  for (const entry of previous.routes.values()) {
    const k = key(entry);
    if (k) before.set(k, entry.route);
  }
  const moved: Record<string, string> = {};
  for (const entry of next.routes.values()) {
    const k = key(entry);
    const old = k ? before.get(k) : undefined;
    if (old !== undefined && old !== entry.route && !next.routes.has(old)) moved[old] = entry.route;
  }
  return moved;
}
