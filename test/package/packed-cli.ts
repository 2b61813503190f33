// The published package as a user gets it: packed by `pnpm run pack`, installed with npm into a
// project folder outside the repository, run through the bins npm links.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../helpers/cli.ts';
import { startLongRunning } from '../helpers/dev-server.ts';

const run = promisify(execFile);

export interface Packed {
  readonly tarball: string;
  readonly summary: string;
}

/** Runs `scripts/pack.mjs` (what `pnpm run pack` runs); it prints the tarball's path first. */
export async function packTarball(): Promise<Packed> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'scripts/pack.mjs')], { cwd: repoRoot });
  const [tarball = '', summary = ''] = stdout.trim().split('\n');
  return { tarball, summary };
}

/** A project with only a package.json, then `npm install -D <tarball>` in it. */
export async function installInto(project: string, tarball: string): Promise<void> {
  await writeFile(join(project, 'package.json'), `${JSON.stringify({ name: 'my-docs', private: true })}\n`);
  await run('npm', ['install', '--save-dev', '--no-audit', '--no-fund', tarball], {
    cwd: project,
    maxBuffer: 16 * 1024 * 1024,
  });
}

export interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command in `cwd`, resolving with its exit code and output whatever the code. */
export async function runIn(
  cwd: string,
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<Ran> {
  try {
    const { stdout, stderr } = await run(command, [...args], {
      cwd,
      env: { ...process.env, CI: '1', ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

/** Starts a long-lived command (`docs dev`) and resolves with the address `banner` captures. */
export const startServer = (
  cwd: string,
  command: string,
  args: readonly string[],
  banner: RegExp,
  env: Record<string, string> = {},
) => startLongRunning(command, args, banner, { cwd, env });

/**
 * Another Node release, from npm's `node-<platform>-<arch>` package, installed in its own folder:
 * the binary and an environment whose PATH finds it first, so `npx` and child processes use it.
 */
export async function installNode(
  folder: string,
  version: string,
): Promise<{ node: string; env: Record<string, string> }> {
  await writeFile(join(folder, 'package.json'), `${JSON.stringify({ private: true })}\n`);
  await run(
    'npm',
    ['install', '--no-audit', '--no-fund', `node-${process.platform}-${process.arch}@${version}`],
    {
      cwd: folder,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const bin = join(folder, `node_modules/node-${process.platform}-${process.arch}/bin`);
  return { node: join(bin, 'node'), env: { PATH: `${bin}:${process.env.PATH ?? ''}` } };
}
