import { join, resolve } from 'node:path';
import { fingerprint, type LoadedSpec } from '@docwright/api-model';
import type { DocsConfig, LoadedConfig } from '@docwright/config';
import { type Diagnostic, dedupeDiagnostics, hasErrors, sortDiagnostics } from '@docwright/diagnostics';
import { flushCaches } from '@docwright/mdx';
import { checkLinks } from '../check/check-links.ts';
import { mcpEntriesLeftOut } from '../check/mcp-entries.ts';
import { pageContextualDiagnostics } from '../check/page-contextual.ts';
import type { PageSource } from '../load/discover.ts';
import { loadedApiSpecs, loadInputs, reloadInputs, type SiteInputs } from '../load/load-inputs.ts';
import { withoutLocalSpecTexts } from '../load/spec-texts.ts';
import { redirectDiagnostics } from '../outputs/redirects.ts';
import type { SiteSnapshot } from '../outputs/site-snapshot.ts';
import { operationId } from '../plan/page-bindings.ts';
import { planRoutes } from '../plan/plan-routes.ts';
import type { RouteEntry, SiteGraph } from '../plan/routes.ts';
import { configIconDiagnostics } from '../render/config-icons.ts';
import type { PageSpool } from '../render/page-spool.ts';
import type { ProgressListener, RenderObserver } from '../render/render-observer.ts';
import { generatedSampleSyntaxes } from '../render/request-samples.ts';
import { renderSettings } from '../render/route-context.ts';
import { findStaleRoutes, type RenderedRoute } from '../render/stale-routes.ts';
import { startRenderAheadEarly } from '../workers/render-ahead/early-start.ts';
import { RenderAhead } from '../workers/render-ahead/render-ahead.ts';
import {
  defaultRenderWorkers,
  minRoutesForWorkers,
  type RenderPool,
  workerSetup,
} from '../workers/render-pool/pool.ts';
import { renderRoutes } from '../workers/render-routes.ts';
import { runStage, type StageListener } from './stages.ts';

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
  /** Told each stage's time as it ends. */
  readonly onStage?: StageListener;
  /**
   * Where rendered pages keep their content HTML, Markdown and operation document (a build's
   * spool, open until its outputs are written); without one they stay in memory (`docs dev`).
   */
  readonly spool?: PageSpool;
  /**
   * Whether `load()` drops the texts of the site's spec files once they are loaded, reading the
   * files again to copy them into the output (a build, see `withoutLocalSpecTexts`). `docs dev`
   * keeps them: an edit is compared with the previous text to reload one path item alone.
   */
  readonly rereadSpecFiles?: boolean;
  /**
   * The site's MCP server URL, which the page menu's MCP entries hand out; without one they are
   * left out, each with a located warning (`docs dev` serves no MCP server).
   */
  readonly mcpUrl?: string;
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

/**
 * The site between runs of the stages, for `docs dev` and for a build (a fresh one is a build's empty cache):
 * the inputs and rendered routes of the last run of the stages, so that `update()` reads only
 * the changed inputs again and `render()` re-renders only the routes whose inputs changed.
 */
export class IncrementalSite {
  readonly dir: string;
  #inputs: SiteInputs | undefined;
  #rendered = new Map<string, RenderedRoute>();
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

  /** Told each stage's time as it ends (`runStages` times the last stage with it too). */
  get onStage(): StageListener | undefined {
    return this.options.onStage;
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
    return { config: this.#inputs?.config, specs: [...(this.#inputs?.specs.values() ?? [])] };
  }

  /** Reads every input from disk (the first stage). */
  async load(): Promise<void> {
    const inputs = await runStage('load inputs', this.options.onStage, () =>
      loadInputs(this.dir, {
        outDir: this.options.outDir,
        beforeSpecs: (ids, pages, config) =>
          this.#snapshot ? Promise.resolve() : this.#startRenderAheadEarly(ids, pages, config),
      }),
    );
    this.#inputs = this.options.rereadSpecFiles
      ? { ...inputs, specs: withoutLocalSpecTexts(inputs.specs) }
      : inputs;
    // Workers started early load the specs while the main thread plans the site.
    const config = this.#inputs.config.config;
    if (this.options.renderPool && config)
      this.options.renderPool.prepare(
        workerSetup(renderSettings(this.dir, config), this.#cacheFolder, loadedApiSpecs(this.#inputs)),
      );
  }

  /** Takes note of changed files (absolute or site-relative paths); call `render()` afterwards. */
  async update(changedPaths: readonly string[]): Promise<void> {
    if (!this.#inputs) return this.load();
    const { inputs, changes } = await runStage('load inputs', this.options.onStage, () =>
      reloadInputs(this.#inputs as SiteInputs, changedPaths, { outDir: this.options.outDir }),
    );
    this.#inputs = inputs;
    if (changes.everyPage) this.#rendered.clear();
    // Pages read an image's size (or its absence) when they render.
    for (const file of changes.files)
      for (const [route, { page }] of this.#rendered)
        if (page.images.includes(file)) this.#rendered.delete(route);
  }

  /** Runs the stages from planning to the link check, rendering only the stale routes. */
  async render(onProgress?: ProgressListener, observer?: RenderObserver): Promise<RenderResult> {
    const inputs = this.#inputs;
    const listener = this.options.onStage;
    const diagnostics: Diagnostic[] = [
      ...(inputs?.config.diagnostics ?? []),
      ...(inputs?.boundary.diagnostics ?? []),
      ...(inputs?.ignored.rules.diagnostics ?? []),
    ];
    for (const spec of inputs?.specs.values() ?? []) diagnostics.push(...spec.diagnostics);
    for (const page of inputs?.pages.values() ?? []) diagnostics.push(...page.diagnostics);
    const config = inputs?.config.config;
    if (!inputs || !config || hasErrors(diagnostics)) return this.fail(diagnostics);

    const { graph, diagnostics: planned } = await runStage('plan routes', listener, () =>
      planRoutes(inputs, config),
    );
    diagnostics.push(
      ...planned,
      ...configIconDiagnostics(config, inputs.config.mounts),
      ...redirectDiagnostics(config, inputs.config.mounts, inputs.assets),
      ...(this.options.mcpUrl ? [] : mcpEntriesLeftOut(inputs.config)),
      ...pageContextualDiagnostics(graph, inputs.pages, inputs.specs, Boolean(this.options.mcpUrl)),
    );
    if (hasErrors(diagnostics)) return this.fail(diagnostics);

    observer?.planned({ graph, config, specs: inputs.specs, assets: inputs.assets });
    const stale = await runStage('find stale routes', listener, () =>
      findStaleRoutes(graph, inputs, config, this.#rendered),
    );
    let fresh: Map<string, RenderedRoute>;
    try {
      const result = await runStage('render routes', listener, () =>
        renderRoutes(stale, inputs, config, {
          renderWorkers: this.options.renderWorkers,
          renderPool: this.options.renderPool,
          renderAhead: (routes) => this.#renderAheadFor(routes),
          cacheFolder: this.#cacheFolder,
          spool: this.options.spool,
          onProgress,
          observer,
        }),
      );
      fresh = result.rendered;
      this.#highlightedAhead += result.highlightedAhead;
    } finally {
      await this.#earlyAhead?.close();
      this.#earlyAhead = undefined;
    }
    // New results go to the cache folder in the background (`docs build` awaits them).
    if (stale.stale.length > 0) flushCaches().catch(() => undefined);
    const routes = [...graph.routes.values()];
    for (const { page } of fresh.values()) diagnostics.push(...page.diagnostics);
    for (const entry of routes) {
      const kept = this.#rendered.get(entry.route);
      if (!fresh.has(entry.route) && kept) diagnostics.push(...kept.page.diagnostics);
    }
    if (hasErrors(diagnostics)) return this.fail(diagnostics);

    const next = new Map<string, RenderedRoute>();
    for (const entry of routes) {
      const value = fresh.get(entry.route) ?? this.#rendered.get(entry.route);
      if (value) next.set(entry.route, value);
    }
    this.#rendered = next;
    diagnostics.push(
      ...(await runStage('check links', listener, () => checkLinks(next, graph, inputs, config))),
    );
    const movedRoutes = findMovedRoutes(this.#snapshot?.graph, graph);
    const navigationKey = fingerprint([graph.sections, graph.navigationOrder]);
    const navigationChanged = navigationKey !== this.#navigationKey;
    this.#navigationKey = navigationKey;
    this.#snapshot = {
      config,
      graph,
      pages: new Map([...next].map(([route, value]) => [route, value.page])),
      specs: inputs.specs,
      assets: inputs.assets,
    };
    return {
      ok: true,
      diagnostics: sortDiagnostics(dedupeDiagnostics(diagnostics)),
      changedRoutes: stale.stale.map((entry) => entry.route),
      navigationChanged,
      movedRoutes,
    };
  }

  /** Highlighting and MDX compile results outlive the build there, so unchanged input is not redone. */
  get #cacheFolder(): string {
    return join(this.dir, 'node_modules/.cache/docwright');
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
  async #startRenderAheadEarly(
    ids: readonly string[],
    pages: readonly PageSource[],
    config: DocsConfig | undefined,
  ): Promise<void> {
    const renderWorkers = this.options.renderPool
      ? 1
      : (this.options.renderWorkers ?? defaultRenderWorkers());
    if (this.options.renderAhead === false || renderWorkers > 0 || !config || this.#earlyAhead) return;
    const ahead = await startRenderAheadEarly(this.dir, {
      pages,
      specIds: ids,
      sampleLanguages: ids.length > 0 ? generatedSampleSyntaxes(config.api.examples) : [],
    });
    // Another load may have started one meanwhile: keep the first.
    if (ahead && this.#earlyAhead) await ahead.close();
    else this.#earlyAhead = ahead;
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
