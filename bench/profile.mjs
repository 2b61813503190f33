// Where a Stripe build's CPU time goes: runs `docs build` under `node --cpu-prof` on a minimal site
// around one corpus spec and sums the profile's self time by package (our packages by name, the
// dependencies by npm name, Node's internals, GC) and by file.
// Worker threads are profiled too (they inherit `--cpu-prof`); their time is summed with the main
// thread's, and printed per thread at the top.
// `--callers name,name` also prints, for each function whose name is one of those, the call paths
// (up to five frames up) that its self time came from: who opens the files, who calls the GC-heavy code.
// `--inclusive` also prints each function's inclusive time (the samples with it anywhere on the
// stack, counted once per sample however deep it recurses), per thread.
// The spec is a path under the shared corpus's openapi/, an absolute path, or `github` (the
// `@octokit/openapi` description that bench.mjs's `github` target builds).
// `--site name` profiles a whole docs site instead: a folder under the shared corpus's docs/ (dify,
// modelcontextprotocol, ...) or an absolute path, copied as it is (no stand-ins for missing components).
// Usage: node bench/profile.mjs [spec, default stripe/spec3.json] [--top 25] [--from-source] [--workers N]
//                               [--callers writeUtf8String,openFileHandle] [--inclusive] [--site dify]
//                               [--keep folder: the .cpuprofile files are left there]
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { githubSpec } from './lib/github-spec.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values, positionals } = parseArgs({
  options: {
    top: { type: 'string', default: '25' },
    'from-source': { type: 'boolean', default: false },
    workers: { type: 'string' },
    callers: { type: 'string' },
    inclusive: { type: 'boolean', default: false },
    site: { type: 'string' },
    keep: { type: 'string' },
  },
  allowPositionals: true,
});
const specArgument = positionals[0] ?? 'stripe/spec3.json';
const spec =
  specArgument === 'github'
    ? githubSpec()
    : isAbsolute(specArgument)
      ? specArgument
      : join(root, '../shared/corpus/openapi', specArgument);
const work = await mkdtemp(join(tmpdir(), 'docwright-profile-'));
const site = join(work, 'site');
if (values.site) {
  const from = isAbsolute(values.site) ? values.site : join(root, '../shared/corpus/docs', values.site);
  await cp(from, site, { recursive: true });
} else {
  const name = basename(spec);
  await cp(spec, join(site, name));
  await writeFile(
    join(site, 'docs.json'),
    JSON.stringify({ name: 'Bench', navigation: { groups: [{ group: 'API', openapi: name }] } }),
  );
}
const profiles = values.keep ?? join(work, 'profiles');
const run = spawnSync(
  process.execPath,
  [
    '--cpu-prof',
    '--cpu-prof-dir',
    profiles,
    join(root, 'packages/cli/bin/docs.js'),
    'build',
    site,
    '--out',
    join(work, 'dist'),
    '--base-url',
    'https://bench.example',
    ...(values.workers !== undefined ? ['--workers', values.workers] : []),
  ],
  // --from-source charges time to the source file it is spent in, but tsx's output runs slower
  // than the CLI bundle (schema views take about 2.5x as long), so the shares differ.
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, ...(values['from-source'] && { DOCWRIGHT_FROM_SOURCE: '1' }) },
  },
);
if (run.status !== 0) throw new Error(`build failed:\n${run.stdout}`);
console.log(run.stdout.split('\n').find((line) => line.startsWith('Built')) ?? run.stdout.trim());

/** A profile node's category: our package, an npm package, Node's internals or a VM state. */
function categoryOf(frame) {
  const url = frame.url ?? '';
  if (!url) return `(${frame.functionName || 'anonymous'})`.replace(/^\(\((.*)\)\)$/, '($1)');
  const ours = /\/packages\/([^/]+)\/src\//.exec(url);
  if (ours) return `@docwright/${ours[1]}`;
  if (url.includes('/.cache/docwright/cli/')) return '@docwright (the CLI bundle)';
  if (url.startsWith('data:')) return '@docwright (a worker thread bundle)';
  const dependency = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (dependency) return dependency[1];
  if (url.startsWith('node:')) return 'node internals';
  return url;
}

/** Where a frame's code lives, shortened: packages/…, node_modules/…, node:… or its category. */
function fileOf(frame) {
  if (frame.url.startsWith('data:') || !frame.url) return categoryOf(frame);
  return frame.url.replace(/^.*\/(packages|node_modules)\//, '$1/').replace(/^file:\/\//, '');
}

const byCategory = new Map();
const byFile = new Map();
const byFunction = new Map();
const callerNames = new Set(values.callers?.split(',').filter(Boolean));
const byCaller = new Map();
const inclusiveByThread = new Map();
let total = 0;
for (const file of (await readdir(profiles)).sort()) {
  const profile = JSON.parse(await readFile(join(profiles, file), 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const busy = profile.samples.reduce(
    (sum, id, i) =>
      nodes.get(id).callFrame.functionName === '(idle)' ? sum : sum + (profile.timeDeltas[i] ?? 0),
    0,
  );
  console.log(`thread ${file}: ${(busy / 1e6).toFixed(2)} s on the CPU`);
  const inclusive = new Map();
  inclusiveByThread.set(file, { busy, inclusive });
  // Self time per node from the samples and their time deltas (microseconds).
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') return;
    total += us;
    const category = categoryOf(frame);
    byCategory.set(category, (byCategory.get(category) ?? 0) + us);
    const where = fileOf(frame);
    byFile.set(where, (byFile.get(where) ?? 0) + us);
    const fn = `${frame.functionName || '(anonymous)'}  ${where}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    if (values.inclusive) {
      const seen = new Set();
      for (let node = nodes.get(id); node; node = parents.get(node.id)) {
        const f = node.callFrame;
        if (!f.url) continue;
        const key = `${f.functionName || '(anonymous)'}  ${fileOf(f)}:${f.lineNumber + 1}`;
        if (seen.has(key)) continue;
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + us);
      }
    }
    if (callerNames.has(frame.functionName)) {
      const path = [];
      for (let node = parents.get(id); node && path.length < 5; node = parents.get(node.id)) {
        const f = node.callFrame;
        path.push(`${f.functionName || '(anonymous)'}:${f.lineNumber + 1}`);
      }
      const key = `${frame.functionName} <- ${path.join(' <- ')}`;
      byCaller.set(key, (byCaller.get(key) ?? 0) + us);
    }
  });
}
const top = Number(values.top);
const print = (title, map) => {
  console.log(`\n${title} (self time, idle excluded; ${(total / 1e6).toFixed(1)} s on the CPU in all)`);
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${((100 * us) / total).toFixed(1).padStart(5)}%  ${(us / 1e6).toFixed(2).padStart(6)} s  ${key}`,
    );
};
print('By package', byCategory);
print('By file', byFile);
print('By function', byFunction);
if (callerNames.size > 0) print('Callers', byCaller);
for (const [file, { busy, inclusive }] of values.inclusive ? inclusiveByThread : []) {
  console.log(`\nInclusive time by function, thread ${file} (${(busy / 1e6).toFixed(1)} s on the CPU)`);
  for (const [key, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${((100 * us) / busy).toFixed(1).padStart(5)}%  ${(us / 1e6).toFixed(2).padStart(6)} s  ${key}`,
    );
}
await rm(work, { recursive: true, force: true });
