import type { DocsConfig } from '@docwright/config';
import { setCacheFolder, setCodeThemes } from '@docwright/mdx';
import { loadedApiSpecs, type SiteInputs } from '../load/load-inputs.ts';
import { type RouteEntry, routeSpecId } from '../plan/routes.ts';
import { decideFailureSeverity } from '../render/failure-severity.ts';
import type { PageSpool } from '../render/page-spool.ts';
import type { ProgressListener, RenderObserver } from '../render/render-observer.ts';
import { prepareRoute, type RenderedPage, renderRoute } from '../render/render-page.ts';
import { boundFingerprint, renderSettings, routeContext } from '../render/route-context.ts';
import type { RenderedRoute, StaleRoutes } from '../render/stale-routes.ts';
import type { RenderAhead } from './render-ahead/render-ahead.ts';
import { renderInOrder } from './render-ahead/render-in-order.ts';
import { minRoutesForWorkers, RenderPool, workerSetup } from './render-pool/pool.ts';

/** How the routes are rendered: the scheduler is chosen from these and the number of routes. */
interface RenderScheduling {
  /** Render worker threads to start when many routes need rendering (0: the main thread only). */
  readonly renderWorkers?: number | undefined;
  /** Workers the caller started; used instead of starting new ones, and left open. */
  readonly renderPool?: RenderPool | undefined;
  /** For the main thread alone: a worker that highlights ahead of it, when the routes are many. */
  readonly renderAhead?: (routes: number) => RenderAhead | undefined;
  readonly cacheFolder: string;
  readonly onProgress?: ProgressListener | undefined;
  readonly observer?: RenderObserver | undefined;
  /** Where each page's large strings go as soon as it renders (a build); without one they stay in memory. */
  readonly spool?: PageSpool | undefined;
}

/**
 * Renders the stale routes: in a pool of worker threads beside the main thread when they are many
 * and workers are allowed, else on the main thread, with a render-ahead worker highlighting code
 * ahead of it when there is one. Resolves with each route's page and input key.
 */
export async function renderRoutes(
  { stale, keyOf }: StaleRoutes,
  inputs: SiteInputs,
  config: DocsConfig,
  scheduling: RenderScheduling,
): Promise<{ readonly rendered: Map<string, RenderedRoute>; readonly highlightedAhead: number }> {
  const rendered = new Map<string, RenderedRoute>();
  const specs = loadedApiSpecs(inputs);
  const { cacheFolder, observer, onProgress, spool } = scheduling;
  setCacheFolder(cacheFolder);
  const settings = renderSettings(inputs.dir, config);
  await setCodeThemes(settings.codeThemes);
  const pageOf = (entry: RouteEntry) => (entry.kind === 'page' ? inputs.pages.get(entry.route) : undefined);
  const specOf = (entry: RouteEntry) => {
    const specId = routeSpecId(entry);
    return specId === undefined ? undefined : specs.get(specId);
  };
  const contextOf = (entry: RouteEntry) => routeContext(entry, settings, pageOf(entry), specOf(entry));
  const renderHere = (entry: RouteEntry) => renderRoute(entry, contextOf(entry));
  const onRendered = (entry: RouteEntry, output: RenderedPage) => {
    const decided = decideFailureSeverity(entry, output);
    // The observer (the search index) may hold the page until its turn: it holds the spooled one.
    const page = spool ? spool.hold(decided) : decided;
    rendered.set(entry.route, { key: keyOf(entry), page });
    observer?.rendered(entry.route, page);
    onProgress?.(rendered.size, stale.length);
  };
  const pool =
    stale.length >= minRoutesForWorkers
      ? (scheduling.renderPool ?? RenderPool.start(scheduling.renderWorkers))
      : undefined;
  let ahead: RenderAhead | undefined;
  let highlightedAhead = 0;
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
      ahead = scheduling.renderAhead?.(stale.length);
      ahead?.useCodeThemes(settings.codeThemes);
      await renderInOrder(stale, {
        contextOf,
        render: renderRoute,
        onRendered,
        ...(ahead && { ahead, prepare: prepareRoute }),
      });
      highlightedAhead = ahead?.stats.highlighted ?? 0;
    }
  } finally {
    if (pool && pool !== scheduling.renderPool) await pool.close();
    await ahead?.close();
  }
  return { rendered, highlightedAhead };
}
