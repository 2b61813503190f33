// A throwaway PostgreSQL cluster for the tests: Debian's binaries, a temp folder, a free port,
// run as the `postgres` user when the tests run as root (initdb refuses root).
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

export interface PostgresCluster {
  readonly port: number;
  /** A new empty database on the cluster; returns its URL. */
  createDatabase(): Promise<string>;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const dir = join(root, version, 'bin');
    if (existsSync(join(dir, 'initdb'))) return dir;
  }
  throw new Error(
    'PostgreSQL is not installed (Debian package "postgresql"; scripts/ensure-test-tools.mjs installs it)',
  );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

export async function startPostgres(): Promise<PostgresCluster> {
  const bin = binDir();
  const dir = mkdtempSync(join(tmpdir(), 'docwright-pg-'));
  const asRoot = process.getuid?.() === 0;
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  // initdb and the start take seconds on a busy host: the worker's event loop keeps answering vitest meanwhile.
  const run = async (command: string, args: string[]) => {
    try {
      await promisify(execFile)(...commandLine(command, args), { encoding: 'utf8' });
    } catch (error) {
      const failed = error as { stderr?: string; stdout?: string; message: string };
      throw new Error(`${command} failed: ${failed.stderr || failed.stdout || failed.message}`);
    }
  };
  // Stopping happens on process exit too, where only synchronous work runs.
  const runNow = (command: string, args: string[]) => {
    const result = spawnSync(...commandLine(command, args), { encoding: 'utf8', timeout: 120_000 });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()), -1);
  const data = join(dir, 'data');
  await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  await run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'log'),
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`,
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      runNow(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A test process that dies without its afterAll hooks still stops its cluster.
  process.once('exit', stop);
  let count = 0;
  const admin = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    async createDatabase() {
      const name = `t${process.pid}_${++count}`;
      const client = new pg.Client(admin);
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
