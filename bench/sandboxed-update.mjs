// Issue 34, goal 4: a sandboxed update's build against the same build run locally. The site is a
// synthetic spec of 400 operations from Stripe's (402 pages: lib/synthetic.mjs) with a home page
// and a guide. Each run times, back to back and cold (no highlight cache, no previous output):
//   - local: `node packages/cli/bin/docs.js build <site> --out <out>` (workers at their default);
//   - os-sandbox: `buildInIsolation` of @docwright/server, as `docs serve` runs an update: bubblewrap,
//     Node's permission model, worker threads, Pagefind and esbuild served by this process;
//   - permissions-only: the same without bubblewrap (Node's permission model alone, no threads), which splits
//     the sandbox's cost between the OS layer and the rest.
// Needs tsx (the server package is TypeScript): node --import tsx bench/sandboxed-update.mjs
// Usage: [--runs 3] [--operations 400] [--memory 2048] [--json file]
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fixed, sampleTreeCpu, summarize, timeNode } from './lib/measure.mjs';
import { loadStripe, syntheticSpec } from './lib/synthetic.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    operations: { type: 'string', default: '400' },
    memory: { type: 'string', default: '2048' },
    json: { type: 'string' },
  },
});
const { buildInIsolation, osSandboxAvailability } = await import(join(root, 'packages/server/src/index.ts'));
const { cliUpdateBuilder } = await import(join(root, 'packages/cli/src/update-builder.ts'));

const operations = Number(values.operations);
const jobDir = await mkdtemp(join(tmpdir(), 'docwright-update-bench-'));
const siteDir = join(jobDir, 'site');
const outDir = join(jobDir, 'out');
await mkdir(siteDir, { recursive: true });
const stripe = loadStripe(join(root, '../shared/corpus/openapi/stripe/spec3.json'));
await writeFile(join(siteDir, 'api.json'), JSON.stringify(syntheticSpec(stripe, operations), null, 2));
await writeFile(join(siteDir, 'index.mdx'), '---\ntitle: Bench\ndescription: Home.\n---\n\nHome.\n');
await writeFile(
  join(siteDir, 'guide.mdx'),
  '---\ntitle: Guide\ndescription: A guide.\n---\n\n```bash\ncurl https://api.example.com\n```\n',
);
await writeFile(
  join(siteDir, 'docs.json'),
  JSON.stringify({
    name: 'Bench',
    navigation: {
      groups: [
        { group: 'Get started', pages: ['index', 'guide'] },
        { group: 'API', openapi: 'api.json' },
      ],
    },
  }),
);

const builder = cliUpdateBuilder();
const limits = { timeoutSeconds: 900, memoryMb: Number(values.memory), diskMb: 4096 };
const cold = async () => {
  await rm(join(siteDir, 'node_modules'), { recursive: true, force: true });
  await rm(outDir, { recursive: true, force: true });
};
const variants = [
  {
    name: 'local',
    label: '`docs build` (local)',
    run: async () =>
      (await timeNode([join(root, 'packages/cli/bin/docs.js'), 'build', siteDir, '--out', outDir])).seconds,
  },
  ...['os-sandbox', 'permissions-only'].map((isolation) => ({
    name: isolation,
    label:
      isolation === 'os-sandbox'
        ? 'update build, bubblewrap + permissions'
        : 'update build, permissions only',
    run: async () => {
      const started = performance.now();
      const outcome = await buildInIsolation(
        builder,
        limits,
        { jobDir, siteDir, outDir },
        new AbortController().signal,
        isolation,
      );
      if (outcome.kind !== 'built') throw new Error(`${isolation}: ${outcome.cause}`);
      return (performance.now() - started) / 1000;
    },
  })),
];
const sandbox = await osSandboxAvailability();
if (!sandbox.available) throw new Error(`bubblewrap cannot run here: ${JSON.stringify(sandbox)}`);
console.log(`Sandbox: ${JSON.stringify(sandbox)}; site of ${operations} operations in ${jobDir}`);

// The CLI's first run after a source change bundles it: not timed (buildInIsolation primes it too).
await timeNode([join(root, 'packages/cli/bin/docs.js'), '--help']);
const samples = Object.fromEntries(variants.map((v) => [v.name, []]));
const cpuSamples = Object.fromEntries(variants.map((v) => [v.name, []]));
const runs = Number(values.runs);
for (let run = 0; run < runs; run++) {
  // The order turns each run, so no variant always follows the same one.
  const order = variants.map((_, i) => variants[(i + run) % variants.length]);
  const line = [];
  for (const variant of order) {
    await cold();
    const ownBefore = process.cpuUsage();
    const tree = sampleTreeCpu(process.pid);
    const seconds = await variant.run();
    const own = process.cpuUsage(ownBefore);
    const cpu = tree.stop() + (own.user + own.system) / 1e6;
    samples[variant.name].push(seconds);
    cpuSamples[variant.name].push(cpu);
    line.push(`${variant.name} ${seconds.toFixed(2)} s (CPU ${cpu.toFixed(2)} s)`);
  }
  console.log(`run ${run + 1}/${runs}: ${line.join(', ')} (load ${loadavg()[0].toFixed(1)})`);
}
await rm(jobDir, { recursive: true, force: true });

const local = summarize(samples.local);
const localCpu = summarize(cpuSamples.local);
const rows = variants.map((v) => ({
  ...v,
  seconds: summarize(samples[v.name]),
  cpu: summarize(cpuSamples[v.name]),
}));
const lines = [
  `Site: ${operations} operations from Stripe's (lib/synthetic.mjs), a home page and a guide; ${runs} cold runs each, alternated.`,
  '',
  '| build | median s (min–max) | / local | CPU s, user+sys (min–max) | CPU / local |',
  '|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.label} | ${fixed(r.seconds.median)} (${fixed(r.seconds.min)}–${fixed(r.seconds.max)}) | ${(r.seconds.median / local.median).toFixed(2)}x | ${fixed(r.cpu.median)} (${fixed(r.cpu.min)}–${fixed(r.cpu.max)}) | ${(r.cpu.median / localCpu.median).toFixed(2)}x |`,
  ),
  '',
  `Goal 4 (sandboxed ≤ 1.2x local): ${(rows[1].seconds.median / local.median).toFixed(2)}x, ${rows[1].seconds.median / local.median <= 1.2 ? 'met' : 'not met'}.`,
];
console.log(lines.join('\n'));
if (values.json)
  await writeFile(
    values.json,
    `${JSON.stringify({ operations, runs, samples, cpuSamples, sandbox }, null, 2)}\n`,
  );
