// An update's build may start worker threads inside the OS sandbox (its render workers), and Node's
// permission model does not bind a worker started with flags of its own: a page that starts one
// with `execArgv: []` sheds that layer. What holds it is bubblewrap. Each case builds a hostile
// page with `buildInIsolation`, as `docs serve` does, and reads what the page's worker saw.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cliUpdateBuilder } from '../../packages/cli/src/update-builder.ts';
import { buildInIsolation, osSandboxAvailability } from '../../packages/server/src/index.ts';
import { workerExecArgv } from '../../packages/site-builder/src/workers/node-bundle.ts';
import { cliBundleFiles, repoRoot } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';

const canary = 'canary-SECRET-beside-the-job';
let root: string;
let secretFile: string;
let listener: Server;
let listenerHits = 0;

beforeAll(async () => {
  expect(await osSandboxAvailability()).toEqual({ available: true });
  root = await tempDir('update-worker-threads');
  secretFile = join(root, 'server-secret.txt');
  await writeFile(secretFile, canary);
  listener = createServer((_req, res) => {
    listenerHits++;
    res.end('reached');
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
});
afterAll(() => listener?.close());

/** What the page's worker thread tries, each result a string: the page shows them as JSON. */
function workerCode(): string {
  const port = (listener.address() as AddressInfo).port;
  const installFile = cliBundleFiles()[0] ?? '';
  return `
const { parentPort } = require('node:worker_threads');
const fs = require('node:fs');
const attempt = (f) => { try { return String(f()); } catch (e) { return 'refused ' + (e.code ?? e.message); } };
(async () => {
  const seen = {
    secret: attempt(() => fs.readFileSync(${JSON.stringify(secretFile)}, 'utf8')),
    linked: attempt(() => { fs.symlinkSync('/', 'made'); return fs.readFileSync('made' + ${JSON.stringify(secretFile)}, 'utf8'); }),
    environment: JSON.stringify(process.env),
    parentEnvironment: attempt(() => fs.readFileSync('/proc/1/environ', 'utf8')),
    root: attempt(() => fs.readdirSync('/').join('\\n')),
    program: attempt(() => require('node:child_process').execFileSync('/bin/ls', ['-a', '/']).toString()),
    spawned: await new Promise((resolve) => { try { const c = require('node:child_process').spawn('/bin/sh', ['-c', 'echo ran']); c.on('error', (e) => resolve('refused ' + e.code)); c.on('exit', (code) => resolve('exited ' + code)); } catch (e) { resolve('refused ' + e.code); } }),
    threads: await new Promise((resolve) => { const { Worker } = require('node:worker_threads'); const w = new Worker('require("node:worker_threads").parentPort.postMessage(6 * 7)', { eval: true, execArgv: [] }); w.once('message', (m) => { resolve(String(m)); w.terminate(); }); w.once('error', (e) => resolve('refused ' + e.message)); }),
    install: attempt(() => { fs.appendFileSync(${JSON.stringify(installFile)}, '// pwned'); return 'written'; }),
    network: await fetch('http://127.0.0.1:${port}/').then((r) => r.text(), (e) => 'refused ' + (e.cause?.code ?? e.message)),
  };
  parentPort.postMessage(seen);
})();
`;
}

/** Builds a site whose page starts `workerCode()` in a thread with no permission flags. */
async function buildHostile(isolation: 'os-sandbox' | 'permissions-only'): Promise<Record<string, string>> {
  const jobDir = join(root, `job-${isolation}`);
  const siteDir = join(jobDir, 'site');
  await mkdir(siteDir, { recursive: true });
  await writeFile(
    join(siteDir, 'docs.json'),
    JSON.stringify({ name: 'Acme', navigation: { pages: ['index'] } }),
  );
  await writeFile(
    join(siteDir, 'index.mdx'),
    [
      '---\ntitle: Home\ndescription: A hostile page.\n---\n',
      "export const seen = await new Promise((resolve) => { try { const { Worker } = globalThis.process.getBuiltinModule('node:worker_threads');",
      `  const worker = new Worker(${JSON.stringify(workerCode())}, { eval: true, execArgv: [] });`,
      "  worker.once('message', resolve); worker.once('error', (e) => resolve({ error: String(e) }));",
      '} catch (e) { resolve({ started: "refused " + e.code }); } });',
      '',
      '<pre id="seen">{JSON.stringify(seen)}</pre>',
      '',
    ].join('\n'),
  );
  const before = cliBundleFiles().map((file) => [file, readFileSync(file, 'utf8')] as const);
  const outcome = await buildInIsolation(
    cliUpdateBuilder(),
    { timeoutSeconds: 120, memoryMb: 1024, diskMb: 256 },
    { jobDir, siteDir, outDir: join(jobDir, 'out') },
    new AbortController().signal,
    isolation,
  );
  expect(outcome.kind, JSON.stringify(outcome)).toBe('built');
  for (const [file, text] of before) expect(readFileSync(file, 'utf8')).toBe(text);
  const html = readFileSync(join(jobDir, 'out/index.html'), 'utf8');
  expect(html).not.toContain(canary);
  const shown = /<pre id="seen">([^<]*)<\/pre>/.exec(html)?.[1] ?? '';
  return JSON.parse(shown.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&'));
}

it('in the OS sandbox, a page whose worker sheds Node permissions reaches nothing of the server', async () => {
  const seen = await buildHostile('os-sandbox');
  // The thread ran without Node's permission model: it could start threads of its own, but the
  // kernel refused every new process (the sandbox's seccomp filter), so no fork bomb either.
  expect(seen.threads).toBe('42');
  expect(seen.program).toBe('refused EAGAIN');
  expect(seen.spawned).toBe('refused EAGAIN');
  // It reads the sandbox's root: the system's programs, Docwright's install, the job, no more.
  const installTop = repoRoot.split('/')[1];
  const entries = seen.root?.split('\n').filter((name) => name !== '' && name !== '.' && name !== '..');
  expect(
    entries?.filter((name) => !/^(bin|dev|job|lib\w*|proc|sbin|usr)$/.test(name) && name !== installTop),
  ).toEqual([]);
  expect(entries).toContain('job');
  expect(seen.secret).toBe('refused ENOENT');
  expect(seen.linked).toBe('refused ENOENT');
  expect(seen.install).toMatch(/^refused (EROFS|EACCES)/);
  expect(seen.network).toMatch(/^refused /);
  expect(listenerHits).toBe(0);
  for (const environment of [seen.environment, seen.parentEnvironment]) {
    expect(environment).not.toContain(canary);
    expect(environment).not.toMatch(/SECRET|TOKEN|DOCWRIGHT_(?!BUILD_CHANNEL)/);
  }
});

it('with Node permissions alone (trusted repositories), a page cannot start a thread', async () => {
  const seen = await buildHostile('permissions-only');
  expect(seen).toEqual({ started: 'refused ERR_ACCESS_DENIED' });
});

it("the build's own workers keep its permission flags, and nothing else of its command line", () => {
  expect(
    workerExecArgv([
      '--experimental-permission',
      '--allow-fs-read=/usr/lib/docwright/',
      '--allow-fs-read=/job/',
      '--allow-fs-write=/job/',
      '--allow-worker',
      '--max-old-space-size=1536',
      '--no-warnings',
      '--import',
      'tsx',
      '--cpu-prof-dir',
      '/tmp/prof',
    ]),
  ).toEqual([
    '--experimental-permission',
    '--allow-fs-read=/usr/lib/docwright/',
    '--allow-fs-read=/job/',
    '--allow-fs-write=/job/',
    '--no-warnings',
    '--cpu-prof-dir=/tmp/prof',
  ]);
  expect(workerExecArgv(['--permission', '--allow-child-process', '--allow-addons'])).toEqual([
    '--permission',
  ]);
});
