// The OS sandbox by itself (bubblewrap, with Node's permission model left out), holding a
// hostile Node program to what issue 31 asks: what Node's own documentation says its permission
// model cannot stop (symbolic links, signals, native memory, the network) the kernel stops here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sandboxedCommand } from '../../packages/server/src/sandbox/bubblewrap.ts';
import { cliBundleFiles, repoRoot } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';

let root: string;
let job: string;
let secretFile: string;
let listener: Server;
let hits = 0;

beforeAll(async () => {
  root = await tempDir('os-sandbox');
  job = join(root, 'job');
  mkdirSync(job);
  secretFile = join(root, 'server-config.json');
  writeFileSync(secretFile, '{"DOCWRIGHT_SECRET":"pepper"}');
  listener = createServer((_req, res) => {
    hits++;
    res.end('reached');
  });
  await new Promise<void>((r) => listener.listen(0, '127.0.0.1', r));
});
afterAll(() => {
  listener?.close();
});

/** Runs `script` with plain Node in the sandbox a build gets, and returns what it printed as JSON. */
function runHostile(script: string, limits = { memoryMb: 512, cpuSeconds: 60, fileSizeMb: 256 }) {
  const [file, ...args] = sandboxedCommand(
    {
      readOnly: [process.execPath, join(repoRoot, 'node_modules')],
      mounts: [{ source: job, target: '/job', writable: true }],
      network: false,
      systemConfig: false,
      cwd: '/job',
      limits,
    },
    [process.execPath, '--input-type=module', '-e', script],
  );
  const run = spawnSync(file, args, { encoding: 'utf8', env: { PATH: '/usr/bin:/bin' } });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

const attempt = `const attempt = async (action) => { try { const value = await action(); return 'done: ' + String(value).slice(0, 80); } catch (error) { return 'refused: ' + (error.code ?? error.cause?.code ?? error.message); } };`;

it("reads nothing of the server's: its environment, its files, /etc/shadow, even through a link to /", () => {
  const result = runHostile(`
    import fs from 'node:fs';
    ${attempt}
    fs.symlinkSync('/', 'escape');
    console.log(JSON.stringify({
      environ: await attempt(() => fs.readFileSync('/proc/${process.pid}/environ', 'utf8')),
      capabilities: /CapEff:\\s*(\\w+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1],
      config: await attempt(() => fs.readFileSync(${JSON.stringify(secretFile)}, 'utf8')),
      viaLink: await attempt(() => fs.readFileSync('escape' + ${JSON.stringify(secretFile)}, 'utf8')),
      shadow: await attempt(() => fs.readFileSync('escape/etc/shadow', 'utf8')),
      processes: fs.readdirSync('/proc').filter((name) => /^\\d+$/.test(name)).length,
    }));
  `);
  expect(result.environ).toMatch(/^refused: ENOENT/);
  expect(result.config).toMatch(/^refused: ENOENT/);
  expect(result.viaLink).toMatch(/^refused: ENOENT/);
  expect(result.shadow).toMatch(/^refused: ENOENT/);
  // Run as root or not, it has no capability: file permissions apply to it.
  expect(result.capabilities).toBe('0000000000000000');
  expect(result.processes).toBeLessThanOrEqual(3);
});

it("writes nothing outside its job, Docwright's own code least of all", () => {
  const bundle = cliBundleFiles()[0] ?? join(repoRoot, 'node_modules/.modules.yaml');
  const result = runHostile(`
    import fs from 'node:fs';
    ${attempt}
    console.log(JSON.stringify({
      code: await attempt(() => fs.appendFileSync(${JSON.stringify(bundle)}, 'globalThis.pwned = 1;')),
      system: await attempt(() => fs.writeFileSync('/usr/bin/pwned', '')),
      // The sandbox's own root and /dev are in memory, which no limit counts: read-only too.
      sandboxRoot: await attempt(() => fs.writeFileSync('/pwned', '')),
      sharedMemory: await attempt(() => fs.writeFileSync('/dev/shm/pwned', Buffer.alloc(1024 ** 2))),
      root: await attempt(() => fs.writeFileSync(${JSON.stringify(join(root, 'pwned'))}, '')),
      job: await attempt(() => fs.writeFileSync('/job/ok', 'fine')),
    }));
  `);
  expect(result.code).toMatch(/^refused: (EROFS|EACCES)/);
  expect(result.system).toMatch(/^refused: (EROFS|EACCES)/);
  expect(result.sandboxRoot).toMatch(/^refused: (EROFS|EACCES)/);
  expect(result.sharedMemory).toMatch(/^refused: (EROFS|EACCES|ENOENT)/);
  expect(result.root).toMatch(/^refused: (ENOENT|EROFS|EACCES)/);
  expect(existsSync(join(root, 'pwned'))).toBe(false);
  expect(result.job).toBe('done: undefined');
  expect(existsSync(join(job, 'ok'))).toBe(true);
});

it('cannot signal the server or anything outside the sandbox', () => {
  const result = runHostile(`
    ${attempt}
    console.log(JSON.stringify({
      server: await attempt(() => process.kill(${process.pid}, 'SIGTERM')),
      everyone: await attempt(() => process.kill(-1, 'SIGKILL')),
    }));
  `);
  expect(result.server).toMatch(/^refused: ESRCH/);
  // kill(-1) reaches only the sandbox's own processes (none besides itself and its first process).
  expect(result.everyone).toMatch(/^refused: ESRCH/);
});

it('a 2 GB Buffer under a 512 MB limit fails; a 1 GB file under a 256 MB file limit stops at 256 MB', () => {
  const result = runHostile(`
    import fs from 'node:fs';
    ${attempt}
    const chunk = Buffer.alloc(64 * 1024 ** 2, 1);
    console.log(JSON.stringify({
      buffer: await attempt(() => Buffer.alloc(2 * 1024 ** 3, 1).length),
      file: await attempt(() => { for (let i = 0; i < 16; i++) fs.appendFileSync('/job/big.bin', chunk); }),
      size: fs.statSync('/job/big.bin').size,
    }));
  `);
  expect(result.buffer).toMatch(/^refused: .*(allocation failed|ERR_MEMORY_ALLOCATION_FAILED)/i);
  expect(result.file).toMatch(/^refused: EFBIG/);
  expect(result.size).toBe(256 * 1024 ** 2);
});

it("reaches no network, not even the host's loopback", () => {
  const port = (listener.address() as AddressInfo).port;
  const result = runHostile(`
    ${attempt}
    console.log(JSON.stringify({ fetch: await attempt(() => fetch('http://127.0.0.1:${port}/').then((r) => r.text())) }));
  `);
  expect(result.fetch).toMatch(/^refused: (ECONNREFUSED|fetch failed)/);
  expect(hits).toBe(0);
});

it('a read-only file inside a folder that a writable mount covers stays visible and read-only', () => {
  // An agent script under /tmp while the job's own /tmp is mounted: the deeper bind must come last.
  const tools = join(root, 'tools');
  const jobTmp = join(root, 'job-tmp');
  mkdirSync(tools, { recursive: true });
  mkdirSync(jobTmp, { recursive: true });
  const script = join(tools, 'agent.mjs');
  writeFileSync(script, 'console.log("ran");');
  const runUnderMount = (...command: string[]) => {
    const [file, ...args] = sandboxedCommand(
      {
        readOnly: [process.execPath, script],
        mounts: [{ source: jobTmp, target: tools, writable: true }],
        network: false,
        systemConfig: false,
        cwd: tools,
        limits: { memoryMb: 512, cpuSeconds: 60, fileSizeMb: 16 },
      },
      [process.execPath, ...command],
    );
    const run = spawnSync(file, args, { encoding: 'utf8', env: { PATH: '/usr/bin:/bin' } });
    expect(run.status, run.stderr).toBe(0);
    return run.stdout.trim();
  };
  expect(runUnderMount(script)).toBe('ran');
  const overwrite = `try { require('node:fs').writeFileSync(${JSON.stringify(script)}, 'changed'); console.log('done'); } catch (error) { console.log('refused: ' + error.code); }`;
  expect(runUnderMount('-e', overwrite)).toMatch(/^refused: (EROFS|EACCES|EPERM|EBUSY)/);
});
