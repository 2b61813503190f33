// Where a build's time and memory go: runs the stages of `buildSite` (packages/build/src/build.ts)
// one after the other in this process, on a minimal site around one corpus spec, and prints for
// each stage its wall time, the peak RSS so far, and the live heap after a forced GC (what the
// stage leaves behind). The real build overlaps the Pagefind index with the writing; here they
// run one after the other so each gets its own figures. Keep the stage list in step with build.ts.
// Then it edits one operation's description and times the steps `docs dev` takes to rebuild.
// Usage: node --expose-gc bench/stages.mjs [spec, default stripe/spec3.json]
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../tsconfig.runtime.json', import.meta.url)) });
const build = await import('../packages/build/src/index.ts');
const { loadSpec } = await import('../packages/spec/src/index.ts');

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
const rows = [];
let last = performance.now();
const mark = (stage) => {
  const ms = performance.now() - last;
  const peakRss = process.resourceUsage().maxRSS * 1024;
  globalThis.gc?.();
  const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
  rows.push({ stage, ms, peakRss, heapUsed, rss, external: external + arrayBuffers });
  console.log(
    `${stage.padEnd(44)} ${(ms / 1000).toFixed(2).padStart(7)} s  peak RSS so far ${mb(peakRss).padStart(5)} MB  live heap after GC ${mb(heapUsed).padStart(5)} MB  external ${mb(external + arrayBuffers).padStart(4)} MB`,
  );
  last = performance.now();
};
mark('start (Node, tsx, imports)');
const operations = (await loadSpec(site, name)).spec?.operations.length;
mark(`floor: loadSpec alone (${operations} ops)`);
const instance = new build.Site(site, { outDir: join(work, 'dist') });
await instance.load();
mark('Site.load (config, pages, specs)');
const result = await instance.render();
mark(`Site.render (${instance.snapshot?.graph.routes.size} routes)`);
if (!result.ok) throw new Error('the build failed');
const files = build.createSiteFiles(instance.snapshot, { siteDir: site, baseUrl: 'https://bench.example' });
mark(`createSiteFiles (${files.size} files)`);
files.set(build.snippetGeneratorsPath, await build.snippetGeneratorsBundle());
mark('snippetGeneratorsBundle (esbuild)');
const index = await build.createSearchIndex(instance.snapshot);
mark(`createSearchIndex (Pagefind, ${index.size} files)`);
await build.writeOutput(join(work, 'dist'), files, []);
mark('writeOutput');
let htmlBytes = 0;
for (const [path, content] of files)
  if (path.endsWith('.html'))
    htmlBytes += typeof content === 'string' ? Buffer.byteLength(content) : (content.byteLength ?? 0);
console.log(
  `HTML written: ${mb(htmlBytes)} MB in ${[...files.keys()].filter((p) => p.endsWith('.html')).length} files`,
);

// What `docs dev` does after an edit of one operation's description (cli/src/commands/dev.ts).
console.log('\nOne edit, as docs dev rebuilds it:');
const { readFile } = await import('node:fs/promises');
const text = await readFile(join(site, name), 'utf8');
const edited = text.replace(
  /("description": ")((?:[^"\\]|\\.)*)(",\n\s*"operationId": ")/,
  '$1$2 (edited)$3',
);
if (edited === text) throw new Error('no description to edit');
await writeFile(join(site, name), edited);
last = performance.now();
await instance.update([name]);
mark('Site.update([spec])');
const again = await instance.render();
mark(`Site.render (${again.changedRoutes.length} changed routes)`);
build.createSiteFiles(instance.snapshot, { siteDir: site, baseUrl: 'https://bench.example' });
mark('createSiteFiles (all pages)');
await build.snippetGeneratorsBundle();
mark('snippetGeneratorsBundle');
await rm(work, { recursive: true, force: true });
process.exit(0);
