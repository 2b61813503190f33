import { type SiteOutputOptions, type SiteOutputs, siteOutputs } from '../outputs/site-outputs.ts';
import type { SiteSnapshot } from '../outputs/site-snapshot.ts';
import type { ProgressListener, RenderObserver } from '../render/render-observer.ts';
import type { IncrementalSite, RenderResult } from './incremental-site.ts';
import { runStage } from './stages.ts';

/** One run of the stages, as a command asks for it. */
export interface StageRun<T> {
  /** The files changed since the site's last run (`docs dev`'s watcher); without them every input is read. */
  readonly changed?: readonly string[];
  readonly onProgress?: ProgressListener;
  /** Told each route as it renders (the build's search index). */
  readonly observer?: RenderObserver;
  /**
   * Between the link check and the outputs: the run as the command judges it (diagnostics
   * rewritten or added; `ok` false stops before the outputs). `snapshot` is what was rendered,
   * when the render succeeded.
   */
  readonly review: (
    result: RenderResult,
    snapshot: SiteSnapshot | undefined,
  ) => RenderResult | Promise<RenderResult>;
  /** How the outputs are made (base URL, the dev server's reload client, the search index). */
  readonly outputs: SiteOutputOptions;
  /** Where they go: the output folder (`writeSite`), or the dev server's memory. */
  readonly target: (outputs: SiteOutputs) => Promise<T>;
}

export interface StagesResult<T> {
  /** The render's result as the review left it. */
  readonly result: RenderResult;
  /** The snapshot whose outputs went to the target, and what the target returned; none when the review stopped the run. */
  readonly written?: { readonly snapshot: SiteSnapshot; readonly output: T };
}

/**
 * The one place the stages run, in `buildStages` order: load inputs (or only the changed ones
 * again), then plan routes, find stale routes, render routes and check links
 * (`IncrementalSite.render`), then, once the command's review lets the run go on, write outputs to
 * the command's target. `buildSite` (so `docs build` and `docs check`), `docs dev`'s rebuild and
 * `bench/stages.mjs` all run the stages through here; each stage's time goes to the site's
 * `onStage` listener.
 */
export async function runStages<T>(site: IncrementalSite, run: StageRun<T>): Promise<StagesResult<T>> {
  if (run.changed) await site.update(run.changed);
  else await site.load();
  const rendered = await site.render(run.onProgress, run.observer);
  const result = await run.review(rendered, rendered.ok ? site.snapshot : undefined);
  const snapshot = site.snapshot;
  if (!rendered.ok || !result.ok || !snapshot) return { result };
  const output = await runStage('write outputs', site.onStage, () =>
    run.target(siteOutputs(snapshot, run.outputs)),
  );
  return { result, written: { snapshot, output } };
}
