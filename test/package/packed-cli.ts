// The published package as a user gets it: packed by `pnpm run pack`, installed with npm into a
// project folder outside the repository, run through the bins npm links.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '../helpers/cli.ts';

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
export async function runIn(cwd: string, command: string, args: readonly string[]): Promise<Ran> {
  try {
    const { stdout, stderr } = await run(command, [...args], {
      cwd,
      env: { ...process.env, CI: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

export interface Running {
  readonly url: string;
  stop(): Promise<void>;
}

/** Starts a long-lived command (`docs dev`) and resolves with the address `banner` captures. */
export async function startServer(
  cwd: string,
  command: string,
  args: readonly string[],
  banner: RegExp,
): Promise<Running> {
  const child: ChildProcess = spawn(command, [...args], { cwd, env: { ...process.env, CI: '1' } });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = banner.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
