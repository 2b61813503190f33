// Where a build's time and memory go: runs `buildSite` in this process on a minimal site around
// one corpus spec and prints, for each of its stages (`buildStages`, the list the build itself
// runs), its wall time, the peak RSS so far and the live heap after a forced GC (what the stage
// leaves behind). Then it edits one operation's description and prints the stages `docs dev`
// runs to rebuild (`runStages`, as cli/src/commands/dev.ts calls it: loading only the edited spec
// again, rendering only the stale routes, the outputs kept in memory).
// Usage: node --expose-gc bench/stages.mjs [spec, default stripe/spec3.json]
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.runtime.json', import.meta.url)) });
const build = await import('../packages/site-builder/src/index.ts');

const root = fileURLToPath(new URL('..', import.meta.url));
const spec = process.argv[2] ?? 'stripe/spec3.json';
const work = await mkdtemp(join(tmpdir(), 'docwright-stages-'));
const site = join(work, 'site');
const name = basename(spec);
await cp(join(root, '../shared/corpus/openapi', spec), join(site, name));
await writeFile(
  join(site, 'docs.json'),
  JSON.stringify({ name: 'Bench', navigation: { groups: [{ group: 'API', openapi: name }] } }),
);

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
/** Prints a stage's row as it ends; the memory figures are read then. */
const report = (stage, ms) => {
  const peakRss = process.resourceUsage().maxRSS * 1024;
  globalThis.gc?.();
  const { heapUsed, external, arrayBuffers } = process.memoryUsage();
  console.log(
    `${stage.padEnd(20)} ${(ms / 1000).toFixed(2).padStart(7)} s  peak RSS so far ${mb(peakRss).padStart(5)} MB  live heap after GC ${mb(heapUsed).padStart(5)} MB  external ${mb(external + arrayBuffers).padStart(4)} MB`,
  );
};
const seen = [];
const onStage = (stage, ms) => {
  seen.push(stage);
  report(stage, ms);
};

console.log(`docs build of ${spec}, stage by stage:`);
const result = await build.buildSite({ dir: site, outDir: join(work, 'dist'), onStage, renderWorkers: 0 });
if (!result.ok) throw new Error('the build failed');
/** Throws unless the stages since `from` ran once each, in `buildStages` order. */
const ranInOrder = (from) => {
  const ran = seen.slice(from).join(', ');
  if (ran !== build.buildStages.join(', ')) throw new Error(`the stages ran as: ${ran}`);
};
ranInOrder(0);
console.log(`${result.pages} pages, ${result.files} files in ${result.seconds.toFixed(2)} s`);

// What `docs dev` does after an edit of one operation's description (cli/src/commands/dev.ts):
// the same stages, the outputs kept in memory, the search index left to the background.
console.log('\nOne edit, as docs dev rebuilds it:');
const instance = new build.IncrementalSite(site, { outDir: join(work, 'dist'), onStage, renderWorkers: 0 });
const devRun = async (changed) => {
  const from = seen.length;
  const run = await build.runStages(instance, {
    ...(changed && { changed }),
    review: (rendered) => rendered,
    outputs: { siteDir: site, baseUrl: 'http://localhost:3000', search: { files: async () => new Map() } },
    target: (outputs) => build.siteOutputFiles(outputs),
  });
  if (!run.written) throw new Error('the rebuild failed');
  ranInOrder(from);
  return run;
};
await devRun(undefined);
const text = await readFile(join(site, name), 'utf8');
const edited = text.replace(
  /("description": ")((?:[^"\\]|\\.)*)(",\n\s*"operationId": ")/,
  '$1$2 (edited)$3',
);
if (edited === text) throw new Error('no description to edit');
await writeFile(join(site, name), edited);
console.log('(after the edit)');
const again = await devRun([name]);
console.log(`${again.result.changedRoutes.length} routes rendered again`);
await rm(work, { recursive: true, force: true });
process.exit(0);
