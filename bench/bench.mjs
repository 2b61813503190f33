// `pnpm run bench`: Docwright against Redocly's `build-docs` and against the floor, in one run on
// one machine, then the `docs dev` edit-to-reload latency and the page weight, with the verdict on
// each target of issue 10, written to bench/results/latest.md (and latest.json).
//
// Usage: node bench/bench.mjs [--runs 3] [--only stripe,site:] [--no-redocly] [--no-floor]
//                             [--no-reload] [--no-weight] [--edits 5] [--synthetic 100,400,1000]
//                             [--warm] [--workers N] [--out file.md] [--from-json results.json]
// `--only` keeps the targets whose name contains one of the comma-separated words.
// Each run of a target times, back to back, the Docwright build, the Redocly build (specs only)
// and the floor, so the three see the same moment of a shared machine.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { measureDevReload } from './dev-reload.mjs';
import { githubSpec, githubSpecVersion } from './lib/github-spec.mjs';
import { glob } from './lib/glob.mjs';
import { fixed, summarize, timeNode } from './lib/measure.mjs';
import { specLoaderBundle } from './lib/spec-bundle.mjs';
import { loadStripe, syntheticSpec } from './lib/synthetic.mjs';
import { summarizeWeights, weighSite } from './page-weight.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The floor's spec loader, bundled once (lib/spec-bundle.mjs). */
let specBundle;
const corpus = join(root, '../shared/corpus');
const docsBin = join(root, 'packages/cli/bin/docs.js');
const redoclyBin = join(root, 'bench/node_modules/@redocly/cli/bin/cli.js');
const redoclyEnv = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    only: { type: 'string' },
    'no-redocly': { type: 'boolean', default: false },
    'no-floor': { type: 'boolean', default: false },
    workers: { type: 'string' },
    'no-reload': { type: 'boolean', default: false },
    'no-weight': { type: 'boolean', default: false },
    edits: { type: 'string', default: '5' },
    synthetic: { type: 'string', default: '100,400,1000' },
    out: { type: 'string', default: join(root, 'bench/results/latest.md') },
    'from-json': { type: 'string' },
    warm: { type: 'boolean', default: false },
    note: { type: 'string' },
  },
});
const runs = Number(values.runs);
const onlyWords = values.only?.split(',').filter(Boolean);
if (values['from-json']) {
  // Re-renders a report from a run's JSON (after a change to the report's wording or verdicts).
  const saved = JSON.parse(await readFile(values['from-json'], 'utf8'));
  const report = renderReport({
    ...saved,
    note: values.note ?? saved.note,
    started: new Date(saved.started),
    finished: saved.finished ? new Date(saved.finished) : undefined,
  });
  await writeFile(values.out, report);
  console.log(report);
  process.exit(0);
}

const specTargets = [
  ['stripe-json', 'openapi/stripe/spec3.json'],
  ['stripe-yaml', 'openapi/stripe/spec3.yaml'],
  ['plaid', 'openapi/plaid/plaid-2020-09-14.yml'],
  ['twilio-2010', 'openapi/twilio/twilio_api_v2010.json'],
  ['slack', 'openapi/slack/slack_web_openapi_v2.json'],
].map(([name, file]) => ({
  name,
  kind: 'spec',
  file: join(corpus, file),
  label: file.replace('openapi/', ''),
}));
// GitHub's REST API (1,223 operations), fetched from the npm registry into a cache outside the repo.
const githubTarget = {
  name: 'github',
  kind: 'spec',
  resolveFile: githubSpec,
  label: `GitHub REST (@octokit/openapi ${githubSpecVersion})`,
};
const siteTargets = ['firecrawl', 'formal', 'mintlify-starter', 'turso'].map((name) => ({
  name: `site:${name}`,
  kind: 'site',
  dir: join(corpus, 'docs', name),
  label: `docs/${name}`,
}));
const syntheticTargets = values.synthetic
  .split(',')
  .filter(Boolean)
  .map((n) => ({
    name: `synthetic-${n}`,
    kind: 'synthetic',
    operations: Number(n),
    label: `synthetic ${n} ops`,
  }));
// Stripe and the growth series first: a run cut short still answers the main targets.
const targets = [
  specTargets[0],
  githubTarget,
  ...syntheticTargets,
  ...specTargets.slice(1),
  ...siteTargets,
].filter((t) => !onlyWords || onlyWords.some((word) => t.name.includes(word)));

// Two small MDX pages beside every spec, so the sites have a home page and a content page.
const homePage = `---\ntitle: Bench\ndescription: A minimal site around one spec.\n---\n\nThe [guide](/guide) and the API reference.\n`;
const guidePage = `---\ntitle: Guide\ndescription: One content page.\n---\n\n## Authentication\n\nSend your key in the \`Authorization\` header.\n\n\`\`\`bash\ncurl https://api.example.com/v1/things -H "Authorization: Bearer $KEY"\n\`\`\`\n`;

/** A folder holding the target's site (specs are copied, corpus sites copied whole: the corpus is read-only). */
async function prepare(target, work) {
  const site = join(work, target.name.replace(':', '-'), 'site');
  await mkdir(site, { recursive: true });
  let specs;
  if (target.kind === 'site') {
    await cp(target.dir, site, { recursive: true });
    await chmodWritable(site);
    specs = await findSpecs(site);
  } else {
    let name;
    if (target.kind === 'spec') {
      target.file ??= target.resolveFile();
      name = basename(target.file);
      await cp(target.file, join(site, name));
    } else {
      name = `synthetic-${target.operations}.json`;
      stripe ??= loadStripe(join(corpus, 'openapi/stripe/spec3.json'));
      await writeFile(join(site, name), JSON.stringify(syntheticSpec(stripe, target.operations), null, 2));
    }
    target.specFile = join(site, name);
    specs = [name];
    await writeFile(join(site, 'index.mdx'), homePage);
    await writeFile(join(site, 'guide.mdx'), guidePage);
    await writeFile(
      join(site, 'docs.json'),
      JSON.stringify({
        name: 'Bench',
        navigation: {
          groups: [
            { group: 'Get started', pages: ['index', 'guide'] },
            { group: 'API', openapi: name },
          ],
        },
      }),
    );
  }
  return { site, specs, dist: join(site, '..', 'dist'), redoc: join(site, '..', 'redoc.html') };
}
let stripe;

async function chmodWritable(dir) {
  const { chmod } = await import('node:fs/promises');
  const walk = async (path) => {
    await chmod(path, 0o755);
    for (const entry of await readdir(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) await walk(child);
      else await chmod(child, 0o644);
    }
  };
  await walk(dir);
}

/** The OpenAPI, Swagger and AsyncAPI files of a site: JSON/YAML whose first lines name the format. */
async function findSpecs(site) {
  const specs = [];
  for (const file of await glob(site, (p) => /\.(json|ya?ml)$/i.test(p) && !p.endsWith('docs.json'))) {
    const head = (await readFile(join(site, file), 'utf8')).slice(0, 4000);
    if (
      /^\s*["']?(openapi|swagger|asyncapi)["']?\s*:/m.test(head) ||
      /"(openapi|swagger|asyncapi)"\s*:/.test(head)
    )
      specs.push(file);
  }
  return specs;
}

const results = [];
const work = await mkdtemp(join(tmpdir(), 'docwright-bench-'));
const started = new Date();
console.log(`Benchmark in ${work}: ${targets.map((t) => t.name).join(', ')}; ${runs} runs each`);
let starterWeight;
if (!values['no-weight'] && (!onlyWords || onlyWords.some((w) => 'starter'.includes(w) || w === 'weight'))) {
  // The template `docs init` writes, built once for its page weight.
  const site = join(work, 'starter-template');
  await cp(join(root, 'templates/starter'), site, { recursive: true });
  await timeNode([
    docsBin,
    'build',
    site,
    '--out',
    join(work, 'starter-dist'),
    '--base-url',
    'https://bench.example',
  ]);
  starterWeight = summarizeWeights(await weighSite(join(work, 'starter-dist')));
}

let reload;
if (
  !values['no-reload'] &&
  (!onlyWords || onlyWords.some((w) => 'stripe-json'.includes(w) || w === 'reload'))
) {
  reload = await measureDevReload({ edits: Number(values.edits) });
}

const save = async (finished) => {
  const note = values.note;
  const report = renderReport({ results, starterWeight, reload, runs, started, finished, note });
  await writeFile(values.out, report);
  await writeFile(
    values.out.replace(/\.md$/, '.json'),
    `${JSON.stringify({ started, finished, runs, note, results, starterWeight, reload }, null, 2)}\n`,
  );
  return report;
};
await save(undefined);
// The CLI's first run after a source change bundles it (packages/cli/bin/cli-bundle.js): not timed.
await timeNode([docsBin, '--help']);
for (const target of targets) {
  try {
    await benchTarget(target);
  } catch (error) {
    // One failing target (a build error, a crash) is reported and the run goes on.
    console.error(`${target.name}: ${error.message}`);
    results.push({
      target: target.name,
      label: target.label,
      kind: target.kind,
      error: `${error.message.split('\n')[0]}${/heap out of memory/.test(error.message) ? ' JavaScript heap out of memory' : ''}`,
    });
  }
  await save(undefined);
}

async function benchTarget(target) {
  const prepared = await prepare(target, work);
  const samples = { docwright: [], redocly: [], floor: [] };
  let pages;
  let floorDetail;
  // --warm: one untimed build fills the highlight cache, which every timed run then reuses.
  if (values.warm)
    await timeNode([
      docsBin,
      'build',
      prepared.site,
      '--out',
      prepared.dist,
      '--base-url',
      'https://bench.example',
    ]);
  for (let run = 0; run < runs; run++) {
    // Cold: the highlight cache the build keeps in the site's node_modules/.cache is removed first.
    if (!values.warm) await rm(join(prepared.site, 'node_modules'), { recursive: true, force: true });
    const build = await timeNode([
      docsBin,
      'build',
      prepared.site,
      '--out',
      prepared.dist,
      '--base-url',
      'https://bench.example',
      ...(values.workers === undefined ? [] : ['--workers', values.workers]),
    ]);
    samples.docwright.push(build);
    const built = /Built (\d+) pages \((\d+) endpoints\)/.exec(build.stdout);
    pages = Number(built?.[1]);
    target.endpoints = Number(built?.[2]);
    if (target.kind !== 'site' && !values['no-redocly']) {
      samples.redocly.push(
        await timeNode([redoclyBin, 'build-docs', target.specFile, '-o', prepared.redoc], {
          env: redoclyEnv,
        }),
      );
    }
    if (!values['no-floor']) {
      specBundle ??= await specLoaderBundle();
      const floor = await timeNode(
        [
          join(root, 'bench/floor.mjs'),
          prepared.site,
          String(pages),
          join(prepared.site, '..', 'floor-out'),
          ...prepared.specs,
        ],
        { env: { DOCWRIGHT_SPEC_BUNDLE: specBundle } },
      );
      floorDetail = JSON.parse(floor.stdout.trim().split('\n').pop());
      samples.floor.push({ ...floor, ...floorDetail });
    }
    const line = (label, list) => {
      const s = list.at(-1);
      return s
        ? ` ${label} ${s.seconds.toFixed(2)}s/${s.rssMb.toFixed(0)}MB (tree ${s.treeRssMb.toFixed(0)}MB)`
        : '';
    };
    console.log(
      `${target.name} run ${run + 1}/${runs}:${line('docwright', samples.docwright)}${line('redocly', samples.redocly)}${line('floor', samples.floor)}`,
    );
  }
  const row = {
    target: target.name,
    label: target.label,
    kind: target.kind,
    pages,
    endpoints: target.endpoints,
    // The 1-minute load average as the target ends: how busy the shared machine was.
    load: loadavg()[0],
  };
  for (const tool of ['docwright', 'redocly', 'floor']) {
    if (samples[tool].length === 0) continue;
    row[tool] = {
      seconds: summarize(samples[tool].map((s) => s.seconds)),
      rssMb: Math.max(...samples[tool].map((s) => s.rssMb)),
      treeRssMb: Math.max(...samples[tool].map((s) => s.treeRssMb)),
    };
  }
  if (samples.floor.length > 0) {
    row.floor.parseMs = summarize(samples.floor.map((s) => s.parseMs)).median;
    row.floor.writeMs = summarize(samples.floor.map((s) => s.writeMs)).median;
  }
  if (target.kind === 'synthetic') row.operations = target.operations;
  if (!values['no-weight'] && (target.name === 'stripe-json' || target.name === 'site:mintlify-starter'))
    row.weight = summarizeWeights(await weighSite(prepared.dist));
  results.push(row);
}

const report = await save(new Date());
console.log(`\n${report}`);
await rm(work, { recursive: true, force: true });

function renderReport({ results, starterWeight, reload, runs, started, finished, note }) {
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const loads = results.flatMap((r) => (r.load === undefined ? [] : [r.load]));
  const lines = [
    `# Benchmark results`,
    '',
    ...(note ? [note, ''] : []),
    ...(loads.length > 0
      ? [
          `Machine: ${cpus().length} cores; 1-minute load average at the end of each target ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} (above ${cpus().length} means other processes were competing for the CPU).`,
          '',
        ]
      : []),
    `Run ${started.toISOString().replace(/\.\d+Z$/, 'Z')} to ${finished ? finished.toISOString().replace(/\.\d+Z$/, 'Z') : '(still running: partial results)'}, ` +
      `Node ${process.version}, ${runs} runs per build, \`@redocly/cli\` 2.77.0. ` +
      'Wall time is process start to exit (median, min, max); peak RSS is the largest process of the run (GNU time), worst run. ' +
      (values.warm
        ? 'Docwright builds are warm (`--warm`: the highlight cache of an untimed first build is reused). '
        : 'Docwright builds are cold (the highlight cache is removed before each run). ') +
      'Redocly writes one HTML file; Docwright writes a page, a Markdown twin and search records per route.',
    '',
    '## Builds',
    '',
    '| target | pages | Docwright median s (min–max) | RSS MB | tree RSS MB | Redocly median s (min–max) | RSS MB | Docwright / Redocly | floor median s | floor RSS MB | Docwright / floor |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of results.filter((r) => r.error)) lines.push(`| ${r.label} | failed: ${r.error} ||||||||||`);
  for (const r of results.filter((r) => !r.error)) {
    const t = (m) =>
      m ? `${fixed(m.seconds.median)} (${fixed(m.seconds.min)}–${fixed(m.seconds.max)})` : '—';
    const ratio = (a, b) => (a && b ? `${(a.seconds.median / b.seconds.median).toFixed(2)}x` : '—');
    lines.push(
      `| ${r.label} | ${r.pages} | ${t(r.docwright)} | ${fixed(r.docwright?.rssMb, 0)} | ${fixed(r.docwright?.treeRssMb, 0)} | ${t(r.redocly)} | ${fixed(r.redocly?.rssMb, 0)} | ${ratio(r.docwright, r.redocly)} | ${fixed(r.floor?.seconds.median)} | ${fixed(r.floor?.rssMb, 0)} | ${ratio(r.docwright, r.floor)} |`,
    );
  }
  const floors = results.filter((r) => r.floor);
  if (floors.length > 0) {
    lines.push(
      '',
      "Floor = a Node process, started from a bundle as the CLI is, that loads every spec of the site with `loadSpec` (the build's parser, schema check and endpoint model) and writes as many empty `index.html` files as the build writes pages. Inside it:",
      '',
      '| target | specs | operations | load specs ms | write N empty files ms |',
      '|---|---|---|---|---|',
      ...floors.map(
        (r) =>
          `| ${r.label} | ${r.kind === 'site' ? 'all in the site' : 1} | ${r.endpoints} | ${fixed(r.floor.parseMs, 0)} | ${fixed(r.floor.writeMs, 0)} |`,
      ),
    );
  }
  const synthetic = results
    .filter((r) => r.kind === 'synthetic' && r.docwright)
    .sort((a, b) => a.operations - b.operations);
  let linear;
  if (synthetic.length >= 3) {
    const slopes = [];
    for (let i = 1; i < synthetic.length; i++) {
      const a = synthetic[i - 1];
      const b = synthetic[i];
      const ops = b.operations - a.operations;
      slopes.push({
        from: a.operations,
        to: b.operations,
        msPerOp: ((b.docwright.seconds.median - a.docwright.seconds.median) * 1000) / ops,
        mbPerOp: (b.docwright.rssMb - a.docwright.rssMb) / ops,
        redoclyMsPerOp:
          a.redocly && b.redocly
            ? ((b.redocly.seconds.median - a.redocly.seconds.median) * 1000) / ops
            : undefined,
      });
    }
    const first = slopes[0];
    const last = slopes.at(-1);
    linear = {
      slopes,
      timeOk: last.msPerOp <= first.msPerOp * 1.25,
      rssOk: last.mbPerOp <= first.mbPerOp * 1.25,
      timeFactor: last.msPerOp / first.msPerOp,
      rssFactor: last.mbPerOp / first.mbPerOp,
    };
    lines.push(
      '',
      '## Growth with operations (synthetic specs from Stripe)',
      '',
      'Marginal cost of one more operation between two synthetic specs (median build times, worst-run RSS):',
      '',
      '| from → to ops | Docwright ms/op | Docwright RSS MB/op | Redocly ms/op |',
      '|---|---|---|---|',
      ...slopes.map(
        (s) =>
          `| ${s.from} → ${s.to} | ${fixed(s.msPerOp, 1)} | ${fixed(s.mbPerOp, 2)} | ${fixed(s.redoclyMsPerOp, 1)} |`,
      ),
      '',
      "Growth counts as linear when the last interval's cost per operation (time, and separately peak RSS) is at most 1.25x the first's: a superlinear build costs more per operation as the spec grows. A large fixed cost makes the first interval look dear, so the time rule is lenient; the RSS rule is the sharper one.",
    );
  }

  let perOperation;
  if (synthetic.length >= 2) {
    // Issue 34: the whole build's time divided by its operations, at each size.
    const rows = synthetic.map((r) => ({
      operations: r.operations,
      seconds: r.docwright.seconds.median,
      msPerOp: (r.docwright.seconds.median * 1000) / r.operations,
      rssMb: r.docwright.rssMb,
      treeRssMb: r.docwright.treeRssMb,
      runs: r.docwright.seconds.n,
    }));
    const msPerOps = rows.map((r) => r.msPerOp);
    const largest = rows.at(-1);
    perOperation = {
      rows,
      // A size that failed (out of memory, say) fails the goal whatever the others measured.
      failed: results.filter((r) => r.kind === 'synthetic' && r.error),
      spread: Math.max(...msPerOps) / Math.min(...msPerOps),
      largest,
      largestPeakMb: Math.max(largest.rssMb, largest.treeRssMb || 0),
    };
    lines.push(
      '',
      '### Time per operation (issue 34)',
      '',
      'The whole build (median wall time) divided by its operations, and the peak memory: of the largest process (GNU time) and of the whole process tree (Node and Pagefind summed, sampled every 50 ms).',
      '',
      '| operations | runs | median s | ms per operation | peak RSS MB (largest process) | peak RSS MB (tree) |',
      '|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.operations} | ${r.runs} | ${fixed(r.seconds)} | ${fixed(r.msPerOp, 1)} | ${fixed(r.rssMb, 0)} | ${fixed(r.treeRssMb, 0)} |`,
      ),
      '',
      `Largest ms/op over smallest: ${fixed(perOperation.spread)}x (issue 34 asks at most 1.20x).`,
      ...perOperation.failed.map((r) => `\n${r.label} failed: ${r.error}`),
    );
  }

  const weightTables = [];
  const addWeights = (title, weights) => {
    if (!weights) return;
    weightTables.push(
      '',
      `### ${title}`,
      '',
      '| page type | pages | median total KB gz | median HTML KB gz | heaviest page | its HTML KB (raw / gz) | its total KB gz | largest HTML (raw KB) |',
      '|---|---|---|---|---|---|---|---|',
      ...weights.map(
        (w) =>
          `| ${w.type} | ${w.pages} | ${kb(w.medianTotalGz)} | ${kb(w.medianHtmlGz)} | /${w.heaviest.route} | ${kb(w.heaviest.htmlBytes)} / ${kb(w.heaviest.htmlGz)} | ${kb(w.heaviest.totalGz)} | /${w.largestHtml.route} (${kb(w.largestHtml.htmlBytes)}) |`,
      ),
    );
  };
  addWeights(
    'Stripe site (spec3.json, a home page and a guide)',
    results.find((r) => r.target === 'stripe-json')?.weight,
  );
  addWeights('Starter template (`templates/starter`, what `docs init` writes)', starterWeight);
  addWeights(
    'Corpus mintlify-starter site',
    results.find((r) => r.target === 'site:mintlify-starter')?.weight,
  );
  if (weightTables.length > 0)
    lines.push(
      '',
      '## Page weight',
      '',
      "Gzipped bytes (zlib level 6, each file on its own) of the HTML plus the stylesheets and scripts it loads before any interaction (`<link rel=stylesheet>`, `<script src>`, module scripts' static imports), without the playground island, Pagefind and fonts, which load on demand.",
      ...weightTables,
    );

  if (reload)
    lines.push(
      '',
      '## `docs dev` edit-to-reload',
      '',
      `Stripe site (spec3.json, 417 operations). Time from the start of the file write to the \`reload\` event on \`/_docwright/events\` (an EventSource-style client), ${reload.edits} edits per kind, ${reload.pauseMs} ms apart; then the time to fetch the changed page.`,
      '',
      '| edit | edits | median ms | min ms | max ms | reload scope | then page fetched, median ms | failure events before the reload |',
      '|---|---|---|---|---|---|---|---|',
      ...reload.kinds.map(
        (k) =>
          `| ${k.label} | ${k.samples.length} | ${fixed(k.ms.median, 0)} | ${fixed(k.ms.min, 0)} | ${fixed(k.ms.max, 0)} | ${k.scope} | ${fixed(k.fetchMs?.median, 0)} | ${k.failures?.length ? `${k.failures.length}: ${k.failures[0].replaceAll('|', '/')}` : 0} |`,
      ),
    );

  // Verdicts on issue 10's targets.
  const verdict = (ok) => (ok === undefined ? 'not measured' : ok ? '**met**' : '**not met**');
  const stripeRow = results.find((r) => r.target === 'stripe-json');
  const stripeRatio =
    stripeRow?.docwright && stripeRow.redocly
      ? stripeRow.docwright.seconds.median / stripeRow.redocly.seconds.median
      : undefined;
  const thousand = results.find((r) => r.target === 'synthetic-1000');
  const stripeEndpoint = stripeRow?.weight?.find((w) => w.type === 'endpoint');
  const reloadWorst = reload ? Math.max(...reload.kinds.map((k) => k.ms.median)) : undefined;
  const githubRow = results.find((r) => r.target === 'github');
  const ratioOf = (row) =>
    row?.docwright && row.redocly ? row.docwright.seconds.median / row.redocly.seconds.median : undefined;
  const githubRatio = ratioOf(githubRow);
  const githubPeak = githubRow?.docwright
    ? Math.max(githubRow.docwright.rssMb, githubRow.docwright.treeRssMb || 0)
    : undefined;
  const firstPage = reload?.firstPage;
  lines.push(
    '',
    '## Issue 34 targets',
    '',
    '| goal | measured | verdict |',
    '|---|---|---|',
    `| 1. Stripe ≤ 1.5x Redocly | ${stripeRatio ? `${stripeRatio.toFixed(2)}x (${fixed(stripeRow.docwright.seconds.median)} s vs ${fixed(stripeRow.redocly.seconds.median)} s)` : '—'} | ${verdict(stripeRatio === undefined ? undefined : stripeRatio <= 1.5)} |`,
    `| 2. GitHub REST (${githubRow?.endpoints ?? 1223} ops) ≤ 2x Redocly | ${githubRatio ? `${githubRatio.toFixed(2)}x (${fixed(githubRow.docwright.seconds.median)} s vs ${fixed(githubRow.redocly.seconds.median)} s)` : '—'} | ${verdict(githubRatio === undefined ? undefined : githubRatio <= 2)} |`,
    `| 2. GitHub REST peak RSS ≤ 600 MB | ${githubPeak ? `${fixed(githubPeak, 0)} MB (largest process ${fixed(githubRow.docwright.rssMb, 0)}, tree ${fixed(githubRow.docwright.treeRssMb, 0)})` : '—'} | ${verdict(githubPeak === undefined ? undefined : githubPeak <= 600)} |`,
    `| 3. Time per operation within 20% across the synthetic sizes | ${perOperation ? `${perOperation.rows.map((r) => `${r.operations}: ${fixed(r.msPerOp, 1)} ms/op`).join('; ')} (${fixed(perOperation.spread)}x)${perOperation.failed.map((r) => `; ${r.label}: failed`).join('')}` : '—'} | ${verdict(perOperation ? perOperation.spread <= 1.2 && perOperation.failed.length === 0 : undefined)} |`,
    `| 3. Peak RSS ≤ 2 GB at 10,000 operations | ${perOperation ? `${fixed(perOperation.largestPeakMb, 0)} MB at ${perOperation.largest.operations} ops${perOperation.failed.map((r) => `; ${r.label}: failed`).join('')}` : '—'} | ${verdict(perOperation?.failed.some((r) => Number(r.target.split('-')[1]) >= 10000) ? false : perOperation && perOperation.largest.operations >= 10000 ? perOperation.largestPeakMb <= 2048 : undefined)} |`,
    `| 5. \`docs dev\` Stripe one-operation edit reloads ≤ 300 ms | ${reload ? reload.kinds.map((k) => `${k.label}: ${fixed(k.ms.median, 0)} ms`).join('; ') : '—'} | ${verdict(reloadWorst === undefined ? undefined : reloadWorst <= 300)} |`,
    `| 5. \`docs dev\` serves Stripe's first page before the whole site is rendered | ${firstPage ? `first page ${fixed(firstPage.firstPageSeconds)} s after start, whole site rendered at ${fixed(firstPage.builtSeconds)} s` : '—'} | ${verdict(firstPage ? firstPage.firstPageSeconds < firstPage.builtSeconds : undefined)} |`,
    '',
    'Goal 4 (sandboxed update within 1.2x of the local build) is measured by `bench/sandboxed-update.mjs`.',
    '',
    '## Issue 10 targets',
    '',
    '| target | measured | verdict |',
    '|---|---|---|',
    `| Stripe (417 ops, 8 default languages) ≤ 2x Redocly | ${stripeRatio ? `${stripeRatio.toFixed(2)}x (${fixed(stripeRow.docwright.seconds.median)} s vs ${fixed(stripeRow.redocly.seconds.median)} s)` : '—'} | ${verdict(stripeRatio === undefined ? undefined : stripeRatio <= 2)} |`,
    `| Stripe peak RSS ≤ 1 GB (1024 MB) | ${stripeRow?.docwright ? `${fixed(stripeRow.docwright.rssMb, 0)} MB` : '—'} | ${verdict(stripeRow?.docwright ? stripeRow.docwright.rssMb <= 1024 : undefined)} |`,
    `| 1,000-operation spec ≤ 10 s on 2 cores | ${thousand?.docwright ? `${fixed(thousand.docwright.seconds.median)} s` : '—'} | ${verdict(thousand?.docwright ? thousand.docwright.seconds.median <= 10 : undefined)} |`,
    `| Linear growth with operations: time | ${linear ? `${linear.slopes.map((s) => `${s.from}→${s.to}: ${fixed(s.msPerOp, 1)} ms/op`).join('; ')} (last/first ${fixed(linear.timeFactor)}x)` : '—'} | ${verdict(linear?.timeOk)} |`,
    `| Linear growth with operations: peak RSS | ${linear ? `${linear.slopes.map((s) => `${s.from}→${s.to}: ${fixed(s.mbPerOp)} MB/op`).join('; ')} (last/first ${fixed(linear.rssFactor)}x)` : '—'} | ${verdict(linear?.rssOk)} |`,
    `| \`docs dev\` edit-to-reload ≤ 300 ms median | ${reload ? reload.kinds.map((k) => `${k.label}: ${fixed(k.ms.median, 0)} ms`).join('; ') : '—'} | ${verdict(reloadWorst === undefined ? undefined : reloadWorst <= 300)} |`,
    `| Endpoint page ≤ 60 KB gz before the playground loads (Stripe, every endpoint page) | ${stripeEndpoint ? `median ${kb(stripeEndpoint.medianTotalGz)} KB, heaviest ${kb(stripeEndpoint.heaviest.totalGz)} KB (/${stripeEndpoint.heaviest.route})` : '—'} | ${verdict(stripeEndpoint ? stripeEndpoint.heaviest.totalGz <= 60 * 1024 : undefined)} |`,
    '',
  );
  return lines.join('\n');
}
