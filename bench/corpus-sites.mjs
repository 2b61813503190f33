// The corpus docs sites' build times, this checkout against another one (a baseline commit checked
// out with its dependencies installed), alternated run by run so both see the same machine.
//   node bench/corpus-sites.mjs --baseline ../base [--runs 3] [--sites formal,turso]
// Each build is cold (`docs build` in a new process, a copy of the site without any cache).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const corpus = join(root, '../shared/corpus/docs');
const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    runs: { type: 'string', default: '3' },
    sites: { type: 'string', default: 'mintlify-starter,formal,firecrawl,turso,dify,tickdb,trigger-dev' },
  },
});
if (!values.baseline) throw new Error('--baseline <checkout> is required');
const checkouts = { baseline: resolve(values.baseline), current: root };

function buildSeconds(checkout, site) {
  const dir = mkdtempSync(join(tmpdir(), `bench-${site}-`));
  cpSync(join(corpus, site), dir, { recursive: true, filter: (path) => !path.includes('node_modules') });
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [join(checkout, 'packages/cli/bin/docs.js'), 'build', dir, '--out', join(dir, 'dist')],
    { encoding: 'utf8', env: { ...process.env, CI: '1' }, maxBuffer: 256 * 1024 * 1024 },
  );
  const seconds = (performance.now() - started) / 1000;
  rmSync(dir, { recursive: true, force: true });
  return { seconds, status: result.status };
}

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const rows = [];
for (const site of values.sites.split(',')) {
  const times = { baseline: [], current: [] };
  for (let run = 0; run < Number(values.runs); run++) {
    for (const name of run % 2 === 0 ? ['baseline', 'current'] : ['current', 'baseline']) {
      const { seconds, status } = buildSeconds(checkouts[name], site);
      if (status !== 0) throw new Error(`${name} failed to build ${site} (exit ${status})`);
      times[name].push(seconds);
    }
  }
  const [base, now] = [median(times.baseline), median(times.current)];
  rows.push(
    `| ${site} | ${base.toFixed(2)} s | ${now.toFixed(2)} s | ${((now / base - 1) * 100).toFixed(1)}% |`,
  );
  process.stderr.write(`${site}: ${base.toFixed(2)} s -> ${now.toFixed(2)} s\n`);
}
console.log(`| site | baseline (median of ${values.runs}) | current | change |\n|---|---|---|---|`);
for (const row of rows) console.log(row);
