// Where a build's time and memory go: runs `buildSite` in this process on a minimal site around
// one corpus spec and prints, for each of its stages (`buildStages`, the list the build itself
// runs), its wall time, the peak RSS so far and the live heap after a forced GC (what the stage
// leaves behind). Then it edits one operation's description and prints the stages `docs dev`
// runs to rebuild (loading only the edited spec again, rendering only the stale routes).
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
const missing = build.buildStages.filter((stage) => !seen.includes(stage));
if (missing.length > 0) throw new Error(`stages that did not run: ${missing.join(', ')}`);
console.log(`${result.pages} pages, ${result.files} files in ${result.seconds.toFixed(2)} s`);

// What `docs dev` does after an edit of one operation's description (cli/src/commands/dev.ts).
console.log('\nOne edit, as docs dev rebuilds it:');
const instance = new build.IncrementalSite(site, { outDir: join(work, 'dist'), onStage, renderWorkers: 0 });
await instance.load();
await instance.render();
const text = await readFile(join(site, name), 'utf8');
const edited = text.replace(
  /("description": ")((?:[^"\\]|\\.)*)(",\n\s*"operationId": ")/,
  '$1$2 (edited)$3',
);
if (edited === text) throw new Error('no description to edit');
await writeFile(join(site, name), edited);
console.log('(after the edit)');
await instance.update([name]);
const again = await instance.render();
console.log(`${again.changedRoutes.length} routes rendered again`);
await rm(work, { recursive: true, force: true });
process.exit(0);
