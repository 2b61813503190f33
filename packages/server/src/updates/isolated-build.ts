// A repository's site built in a child process that sees nothing of the server. Two layers: the
// OS sandbox (bubblewrap: its own namespaces, only Docwright's install read-only and the job folder
// writable, no network, no new process, kernel limits on memory, CPU time and file size) and,
// inside it, Node's permission model (read only the job and Docwright's code, write only the job,
// start no program; threads, for the build's render workers, only inside the OS sandbox). Its
// environment holds nothing of the server's; a time limit ends it. Its MDX may run code, as in any
// MDX tool, but only there. Without the OS sandbox (an operator who trusts
// every repository), Node's permission model is the only layer, and it follows symbolic links.
import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import type { Writable } from 'node:stream';
import { type IsolatedBuildReport, isolatedBuildEnv, serveChannel } from '@docwright/site-builder/isolation';
import { sandboxedCommand } from '../sandbox/bubblewrap.ts';
import { singleProcessFilter } from '../sandbox/single-process-filter.ts';
import type { UpdateBuildSettings } from '../settings/settings.ts';

/** How to run the `docs` CLI in a child process, given by the program that hosts the server. */
export interface UpdateBuilder {
  /** The program and its first arguments: `[node, …/bin/docs.js]`. */
  readonly command: readonly [string, ...string[]];
  /** Files and folders (ending in `/`) the CLI reads to run: its code and its dependencies. */
  readonly readPaths: readonly string[];
}

type IsolatedBuildOutcome =
  | { readonly kind: 'built'; readonly report: IsolatedBuildReport }
  | { readonly kind: 'failed'; readonly cause: string };

const keptErrorOutput = 16 * 1024;
const sandboxJobDir = '/job';
/** After stdin, stdout, stderr and the build-service channel. */
const filterFd = 4;

/**
 * Builds `siteDir` into `outDir` (both inside `jobDir`) in a sandboxed child process, for the site's
 * address when the project names one. Never throws: a crash, a time-out, memory exhaustion or an
 * abort is a `failed` outcome naming its cause.
 */
export async function buildInIsolation(
  builder: UpdateBuilder,
  limits: UpdateBuildSettings,
  paths: { readonly jobDir: string; readonly siteDir: string; readonly outDir: string },
  signal: AbortSignal,
  isolation: 'os-sandbox' | 'permissions-only',
  address: { readonly baseUrl?: string; readonly basePath?: string } = {},
): Promise<IsolatedBuildOutcome> {
  // The build's own services (search index, highlighting: the theme, MDX, Shiki) load with the
  // first update, while the CLI primes, not as the server starts.
  const [{ localBuildServices }] = await Promise.all([
    import('@docwright/site-builder'),
    primeBuilder(builder),
  ]);
  const sandboxed = isolation === 'os-sandbox';
  // Threads (the build's render workers) only where the kernel holds what Node's permission model
  // does not bind: a worker started with its own flags sheds that model (docs/server.md, "What an
  // update's build may do"), so the sandbox also refuses every new process.
  const singleProcess = sandboxed ? singleProcessFilter() : undefined;
  // In the OS sandbox the job folder is `/job`: the build learns nothing of the server's folders.
  const inside = (path: string) => (sandboxed ? join(sandboxJobDir, relative(paths.jobDir, path)) : path);
  const jobDir = inside(paths.jobDir);
  const [program, ...leading] = builder.command;
  const nodeCommand: [string, ...string[]] = [
    program,
    permissionFlag(process.versions.node),
    ...builder.readPaths.map((path) => `--allow-fs-read=${path}`),
    `--allow-fs-read=${jobDir}/`,
    `--allow-fs-write=${jobDir}/`,
    ...(singleProcess ? ['--allow-worker'] : []),
    `--max-old-space-size=${heapMb(limits.memoryMb)}`,
    '--no-warnings',
    ...leading,
    'build',
    inside(paths.siteDir),
    '--out',
    inside(paths.outDir),
    // One argument each (`--x=value`): a value can never be read as an option of its own.
    ...(address.baseUrl !== undefined ? [`--base-url=${address.baseUrl}`] : []),
    ...(address.basePath !== undefined ? [`--base-path=${address.basePath}`] : []),
  ];
  const [file, ...args] = sandboxed
    ? sandboxedCommand(
        {
          readOnly: [program, ...builder.readPaths],
          mounts: [{ source: paths.jobDir, target: sandboxJobDir, writable: true }],
          network: false,
          systemConfig: false,
          cwd: sandboxJobDir,
          limits: { memoryMb: limits.memoryMb, cpuSeconds: limits.timeoutSeconds, fileSizeMb: limits.diskMb },
          ...(singleProcess ? { seccompFd: filterFd } : {}),
        },
        nodeCommand,
      )
    : nodeCommand;
  const child = spawn(file, args, {
    cwd: paths.jobDir,
    env: {
      PATH: sandboxed ? '/usr/local/bin:/usr/bin:/bin' : (process.env.PATH ?? '/usr/bin:/bin'),
      LANG: 'C.UTF-8',
      CI: '1',
      [isolatedBuildEnv]: 'ipc',
    },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc', ...(singleProcess ? (['pipe'] as const) : [])],
    serialization: 'advanced',
    detached: true,
  });
  if (singleProcess) {
    const filterPipe = child.stdio[filterFd] as Writable;
    // A bubblewrap that never starts never reads it: its spawn error is reported below.
    filterPipe.on('error', () => {});
    filterPipe.end(singleProcess);
  }
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
    const served = await Promise.race([
      serveChannel(child, localBuildServices),
      spawnFailed.then(() => ({ kind: 'exited' }) as const),
    ]);
    if (served.kind === 'report') return { kind: 'built', report: served.report };
    if (served.kind === 'violation')
      return { kind: 'failed', cause: `the build broke the build-service protocol: ${served.reason}` };
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

/**
 * Node 20, 22 before 22.13 and 23 before 23.5 call the permission model experimental; later
 * versions take `--permission` (https://nodejs.org/api/permissions.html).
 */
function permissionFlag(version: string): string {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const stable = major > 23 || (major === 23 && minor >= 5) || (major === 22 && minor >= 13);
  return stable ? '--permission' : '--experimental-permission';
}

/**
 * The JavaScript heap's share of the build's memory: the kernel's limit counts the heap with
 * everything else (Buffers, compiled code, native libraries), so the heap stops first and a page
 * too big for it fails with Node's own "heap out of memory".
 */
function heapMb(memoryMb: number): number {
  return Math.max(64, Math.round(memoryMb * 0.75));
}

/** What the child's death means, in a sentence an operator can act on. */
function crashCause(
  code: number | null,
  exitSignal: NodeJS.Signals | null,
  stderr: string,
  limits: UpdateBuildSettings,
): string {
  if (exitSignal === 'SIGXCPU')
    return `the build used more than ${limits.timeoutSeconds} s of CPU time (DOCWRIGHT_BUILD_TIMEOUT)`;
  if (exitSignal === 'SIGXFSZ' || /File size limit exceeded|EFBIG/.test(stderr))
    return `the build wrote a file larger than ${limits.diskMb} MB (DOCWRIGHT_BUILD_DISK)`;
  if (/out of memory|Reached heap limit|Allocation failed|allocation failed/i.test(stderr))
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
 * write one. What runs here is the server's own install, which no sandboxed build or agent can
 * write (the OS sandbox mounts it read-only).
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
