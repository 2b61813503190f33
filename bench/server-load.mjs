// Load benchmark of the admin API (issue 9): `GET /v2/agent/{projectId}/job/{id}` on the embedded
// store, over loopback, for a bounded time. Target: >= 1,000 req/s, p99 <= 20 ms, 0 errors.
//
//   pnpm run bench:server            (node --import tsx bench/server-load.mjs [--seconds 10] [--connections 10])
//
// The server runs in a child process (this same file with --serve) so autocannon does not share
// its event loop; the per-key rate limit is raised for the run, everything else is the default.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    store: { type: 'string', default: 'embedded' },
    // --no-cache: read the embedded database on every request (no write-through cache).
    'no-cache': { type: 'boolean' },
  },
});

if (values.serve) await serve();
else await bench();

async function serve() {
  // From the server package's own dependencies.
  const fromServer = createRequire(new URL('../packages/server/package.json', import.meta.url));
  const { serve: listen } = await import(pathToFileURL(fromServer.resolve('@hono/node-server')).href);
  const { createAdminApp, loadServerSettings, openStore } = await import('../packages/server/src/index.ts');
  const settings = loadServerSettings({ ...process.env, DOCWRIGHT_ADMIN_RATE_LIMIT: '100000000' });
  const store = await openStore(settings, { cache: process.env.BENCH_NO_CACHE !== '1' });
  const { key } = await store.keys.create('bench');
  const job = await store.jobs.create('bench', {
    prompt: 'Document every endpoint',
    repository: 'https://github.com/acme/docs',
    ref: 'main',
    model: 'model',
  });
  const app = createAdminApp({ store, settings });
  listen({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
    console.log(
      JSON.stringify({ url: `http://127.0.0.1:${info.port}`, key, path: `/v2/agent/bench/job/${job.id}` }),
    );
  });
  process.on('SIGTERM', async () => {
    await store.close();
    process.exit(0);
  });
}

async function bench() {
  const autocannon = (await import('autocannon')).default;
  const dataDir = mkdtempSync(join(tmpdir(), 'docwright-bench-'));
  const env = { ...process.env, DOCWRIGHT_DATA_DIR: dataDir };
  if (values.store === 'embedded') delete env.DATABASE_URL;
  if (values['no-cache']) env.BENCH_NO_CACHE = '1';
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const target = await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line));
      });
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const options = {
      url: `${target.url}${target.path}`,
      headers: { authorization: `Bearer ${target.key}` },
      connections: Number(values.connections),
    };
    // Warm-up: JIT, the database's caches.
    await autocannon({ ...options, duration: 2 });
    const result = await autocannon({ ...options, duration: Number(values.seconds) });
    const errors = result.errors + result.timeouts + result.non2xx;
    const figures = {
      store: values.store,
      cache: values.store !== 'embedded' ? 'none (postgres)' : values['no-cache'] ? 'off' : 'on',
      seconds: Number(values.seconds),
      connections: options.connections,
      requests: result.requests.total,
      'req/s (mean)': Math.round(result.requests.average),
      'latency p50 ms': result.latency.p50,
      'latency p90 ms': result.latency.p90,
      'latency p99 ms': result.latency.p99,
      'latency max ms': result.latency.max,
      errors,
    };
    console.table(figures);
    const ok = result.requests.average >= 1000 && result.latency.p99 <= 20 && errors === 0;
    console.log(
      ok
        ? 'PASS: >= 1,000 req/s, p99 <= 20 ms, 0 errors'
        : 'FAIL: target is >= 1,000 req/s, p99 <= 20 ms, 0 errors',
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
