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
  return new Worker(url, { execArgv: workerExecArgv(), resourceLimits: { maxOldGenerationSizeMb: heapMb } });
}

/**
 * The parent's permission flags (Node's permission model does not carry over to a worker given
 * its own `execArgv`: a sandboxed build's workers keep its limits) and `--cpu-prof` flags but
 * `--cpu-prof-name` (every thread would write the same file).
 */
function workerExecArgv() {
  return process.execArgv.filter((flag) =>
    /^--cpu-prof(?:$|-dir=|-interval=)|^--(?:experimental-)?permission$|^--allow-fs-(?:read|write)=|^--no-warnings$/.test(
      flag,
    ),
  );
}

export async function bundleForNode() {
  throw new Error('bundleForNode compiles the repository sources; the docwright package ships compiled code');
}
