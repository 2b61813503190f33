/**
 * The stages of a build, in order. `buildSite`, `docs dev`'s rebuild (which skips the last),
 * `docs check` (through `buildSite`) and `bench/stages.mjs` run them through `runStage`, which
 * tells the caller's listener how long each took.
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
