// Times `docs build` on the corpus's largest specs: median, min and max wall time over N runs,
// and peak RSS of the build process.
// Usage: node bench/build-large-specs.mjs [--runs 3] [--examples none,default,all] [spec...]
// `--examples` builds each spec once per variant of `api.examples`: `none` (autogenerate off),
// `default` (the 8 default languages) or `all` (all 18), so their cost is compared in one run.
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const corpus = join(root, '../shared/corpus/openapi');
const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, examples: { type: 'string', default: 'default' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const allLanguages = [
  'bash',
  'python',
  'javascript',
  'node',
  'php',
  'go',
  'java',
  'ruby',
  'powershell',
  'swift',
];
allLanguages.push('csharp', 'dotnet', 'typescript', 'c', 'c++', 'kotlin', 'rust', 'dart');
const exampleVariants = {
  none: { autogenerate: false },
  default: {},
  all: { languages: allLanguages },
};
const variants = values.examples.split(',');
for (const variant of variants) {
  if (!(variant in exampleVariants))
    throw new Error(`--examples: unknown variant "${variant}" (none, default, all)`);
}
const specs =
  positionals.length > 0
    ? positionals
    : [
        'stripe/spec3.json',
        'stripe/spec3.yaml',
        'plaid/plaid-2020-09-14.yml',
        'twilio/twilio_api_v2010.json',
      ];

/** Runs a command under GNU time when available, returning wall seconds and peak RSS in MB. */
function timeCommand(args) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%M', process.execPath, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`build failed (${code}):\n${stderr}`));
      const kb = Number(stderr.trim().split('\n').pop());
      resolve({ seconds, rssMb: Number.isFinite(kb) ? kb / 1024 : Number.NaN });
    });
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
for (const spec of specs)
  for (const variant of variants) {
    const site = await mkdtemp(join(tmpdir(), 'docwright-bench-'));
    const name = basename(spec);
    await copyFile(join(corpus, spec), join(site, name));
    await writeFile(
      join(site, 'docs.json'),
      JSON.stringify({
        name: 'Bench',
        navigation: { groups: [{ group: 'API', openapi: name }] },
        api: { examples: exampleVariants[variant] },
      }),
    );
    const samples = [];
    for (let i = 0; i < runs; i++) {
      samples.push(
        await timeCommand([
          join(root, 'packages/cli/bin/docs.js'),
          'build',
          site,
          '--out',
          join(site, 'dist'),
          '--base-url',
          'https://bench.example',
        ]),
      );
    }
    const seconds = samples.map((s) => s.seconds);
    rows.push({
      spec: variants.length > 1 ? `${spec} (examples: ${variant})` : spec,
      median: median(seconds),
      min: Math.min(...seconds),
      max: Math.max(...seconds),
      rss: Math.max(...samples.map((s) => s.rssMb)),
    });
    console.log(
      `${rows.at(-1).spec}: median ${median(seconds).toFixed(2)}s (min ${Math.min(...seconds).toFixed(2)}, max ${Math.max(...seconds).toFixed(2)}), peak RSS ${rows.at(-1).rss.toFixed(0)} MB`,
    );
    await rm(site, { recursive: true, force: true });
  }
const table = [
  `Docwright \`docs build\`, ${runs} runs each, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}`,
  '',
  '| spec | median s | min s | max s | peak RSS MB |',
  '|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.spec} | ${r.median.toFixed(2)} | ${r.min.toFixed(2)} | ${r.max.toFixed(2)} | ${r.rss.toFixed(0)} |`,
  ),
  '',
].join('\n');
await writeFile(join(root, 'bench/results/latest.md'), table);
console.log(`\n${table}`);
