/**
 * The stages of a build, in order. `runStages` (`run-stages.ts`) runs them, each through
 * `runStage`, which tells the caller's listener how long it took: for `buildSite` (so `docs build`
 * and `docs check`), `docs dev`'s rebuild (its outputs kept in memory) and `bench/stages.mjs`.
 */
export const buildStages = [
  'load inputs',
  'plan routes',
  'find stale routes',
  'render routes',
  'check links',
  'write outputs',
] as const;

export type BuildStage = (typeof buildStages)[number];

/** Told each stage's name and wall time once it ends (a failed stage too). */
export type StageListener = (stage: BuildStage, milliseconds: number) => void;

/** Runs one stage and reports its time. */
export async function runStage<T>(
  stage: BuildStage,
  listener: StageListener | undefined,
  work: () => T | Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    listener?.(stage, performance.now() - started);
  }
}
