// A repository's site built in a child process that sees nothing of the server: Node's permission
// model lets it read only the job folder and Docwright's own code, write only the job folder,
// start no program and no thread; its environment holds nothing of the server's; a time limit and
// a heap limit end it. Its MDX may run code, as in any MDX tool, but only there.
import { spawn } from 'node:child_process';
import { localBuildServices } from '@docwright/site-builder';
import { type IsolatedBuildReport, isolatedBuildEnv, serveChannel } from '@docwright/site-builder/isolation';
import type { UpdateBuildSettings } from '../settings/settings.ts';

/** How to run the `docs` CLI in a child process, given by the program that hosts the server. */
export interface UpdateBuilder {
  /** The program and its first arguments: `[node, …/bin/docs.js]`. */
  readonly command: readonly [string, ...string[]];
  /** Files and folders (ending in `/`) the CLI reads to run: its code and its dependencies. */
  readonly readPaths: readonly string[];
}

export type IsolatedBuildOutcome =
  | { readonly kind: 'built'; readonly report: IsolatedBuildReport }
  | { readonly kind: 'failed'; readonly cause: string };

const keptErrorOutput = 16 * 1024;

/**
 * Builds `siteDir` into `outDir` (both inside `jobDir`) in a sandboxed child process. Never throws:
 * a crash, a time-out, memory exhaustion or an abort is a `failed` outcome naming its cause.
 */
export async function buildInIsolation(
  builder: UpdateBuilder,
  limits: UpdateBuildSettings,
  paths: { readonly jobDir: string; readonly siteDir: string; readonly outDir: string },
  signal: AbortSignal,
): Promise<IsolatedBuildOutcome> {
  await primeBuilder(builder);
  const { jobDir } = paths;
  const [program, ...leading] = builder.command;
  const args = [
    '--experimental-permission',
    ...builder.readPaths.map((path) => `--allow-fs-read=${path}`),
    `--allow-fs-read=${jobDir}/`,
    `--allow-fs-write=${jobDir}/`,
    `--max-old-space-size=${Math.round(limits.memoryMb)}`,
    '--no-warnings',
    ...leading,
    'build',
    paths.siteDir,
    '--out',
    paths.outDir,
  ];
  const child = spawn(program, args, {
    cwd: jobDir,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      LANG: 'C.UTF-8',
      CI: '1',
      [isolatedBuildEnv]: 'ipc',
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    serialization: 'advanced',
    detached: true,
  });
  let errorOutput = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    errorOutput = (errorOutput + chunk).slice(-keptErrorOutput);
  });
  let ended: string | undefined;
  const kill = (why: string) => {
    ended ??= why;
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  };
  const timer = setTimeout(
    () => kill(`the build did not finish within ${limits.timeoutSeconds} s`),
    limits.timeoutSeconds * 1000,
  );
  const onAbort = () => kill('the server stopped while the site was building');
  signal.addEventListener('abort', onAbort, { once: true });
  if (signal.aborted) onAbort();
  const spawnFailed = new Promise<string>((resolve) =>
    child.once('error', (error) => resolve(error.message)),
  );
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, exitSignal) => resolve({ code, signal: exitSignal })),
  );
  try {
    const report = await Promise.race([
      serveChannel(child, localBuildServices),
      spawnFailed.then(() => undefined),
    ]);
    if (report) return { kind: 'built', report };
    if (ended) return { kind: 'failed', cause: ended };
    const started = await Promise.race([spawnFailed, exited.then(() => undefined)]);
    if (started !== undefined) return { kind: 'failed', cause: `the build could not start (${started})` };
    const { code, signal: exitSignal } = await exited;
    return { kind: 'failed', cause: crashCause(code, exitSignal, errorOutput, limits) };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onAbort);
    kill('done');
  }
}

/** What the child's death means, in a sentence an operator can act on. */
function crashCause(
  code: number | null,
  exitSignal: NodeJS.Signals | null,
  stderr: string,
  limits: UpdateBuildSettings,
): string {
  if (/heap out of memory|Reached heap limit|Allocation failed/.test(stderr))
    return `the build ran out of memory (DOCWRIGHT_BUILD_MEMORY is ${limits.memoryMb} MB)`;
  const denied = /ERR_ACCESS_DENIED[\s\S]*?resource: '([^']*)'/.exec(stderr);
  if (denied)
    return `the site's code tried to read or write outside its folder (${denied[1]}), which updates forbid`;
  const lastLine = stderr
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^at /.test(line))
    .at(-1);
  const how = exitSignal ? `was killed by ${exitSignal}` : `exited with code ${code}`;
  return `the build process ${how}${lastLine ? `: ${lastLine.slice(0, 300)}` : ''}`;
}

/**
 * Runs the CLI with no sandbox (`--help`, a tenth of a second), which makes its bundle of the
 * sources when they changed since the last run: the sandboxed child may read the bundle but not
 * write one.
 */
function primeBuilder(builder: UpdateBuilder): Promise<void> {
  const [program, ...leading] = builder.command;
  return new Promise((resolve) => {
    const child = spawn(program, [...leading, '--help'], {
      stdio: 'ignore',
      env: { PATH: process.env.PATH ?? '' },
    });
    child.once('error', () => resolve());
    child.once('exit', () => resolve());
  });
}
