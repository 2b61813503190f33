// Stands in for packages/site-builder/src/workers/node-bundle.ts in the published package: each
// worker thread's module was compiled when the package was made (scripts/pack.mjs), as
// dist/worker-<folder>.js beside the CLI's, so no esbuild runs at run time.
import { basename, dirname } from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * @param {string} entry the worker's TypeScript source path as its caller names it
 *   (dist/site-builder/workers/render-pool/worker.ts)
 * @param {number} heapMb
 */
export async function startBundledWorker(entry, heapMb) {
  // Compiled in place of node-bundle.ts, this code names itself dist/site-builder/workers/node-bundle.ts.
  const url = new URL(`../../worker-${basename(dirname(entry))}.js`, import.meta.url);
  return new Worker(url, { execArgv: profilingFlags(), resourceLimits: { maxOldGenerationSizeMb: heapMb } });
}

/** The parent's `--cpu-prof` flags but `--cpu-prof-name` (every thread would write the same file). */
function profilingFlags() {
  return process.execArgv.filter((flag) => /^--cpu-prof(?:$|-dir=|-interval=)/.test(flag));
}

export async function bundleForNode() {
  throw new Error('bundleForNode compiles the repository sources; the docwright package ships compiled code');
}
