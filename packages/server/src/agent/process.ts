// Runs one program (never through a shell) in its own process group, with input, a time limit
// and line-by-line output; on time-out or abort the whole group is killed.
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

interface RunOptions {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** Written to standard input, which is then closed. */
  readonly input?: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
  /** Each line of output as it comes (the last one even without a newline). */
  readonly onLine?: (stream: 'stdout' | 'stderr', line: string) => void;
  /** End the program and everything it started when this process dies, even by SIGKILL (Linux). */
  readonly dieWithParent?: boolean;
}

interface RunResult {
  /** Exit code, or null when killed by a signal. */
  readonly code: number | null;
  readonly timedOut: boolean;
  readonly aborted: boolean;
  /** The first 64 KiB of standard output, for commands whose answer is read. */
  readonly stdout: string;
  /** Could not start at all (no such program...). */
  readonly spawnError: string | null;
}

const keptOutput = 64 * 1024;

export function runProcess(file: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  if (options.dieWithParent && orphanGuard) {
    if (!isExecutable(file, options.env.PATH))
      return Promise.resolve({
        code: null,
        timedOut: false,
        aborted: false,
        stdout: '',
        spawnError: 'ENOENT',
      });
    const [guard, ...guardArgs] = orphanGuard;
    return spawnAndWait(guard, [...guardArgs, file, ...args], options);
  }
  return spawnAndWait(file, args, options);
}

/**
 * `setpriv` asks the kernel to send SIGTERM to the shell it starts when this process dies (by
 * SIGKILL too); the shell then ends its whole process group: the program and what it started,
 * with two seconds for them to stop cleanly. Without setpriv (not Linux) programs outlive a
 * killed server.
 */
const orphanGuard: [string, ...string[]] | undefined = existsSync('/usr/bin/setpriv')
  ? [
      '/usr/bin/setpriv',
      '--pdeathsig',
      'SIGTERM',
      '--',
      '/bin/sh',
      '-c',
      `trap 'trap "" TERM; kill -TERM 0; sleep 2; kill -KILL 0' TERM; exec 3<&0; "$@" <&3 3<&- & wait $!`,
      'docwright-job',
    ]
  : undefined;

/** Whether `file` names a program that can run: a path, or a name found on `PATH`. */
function isExecutable(file: string, path: string | undefined): boolean {
  return findProgram(file, path) !== undefined;
}

/** The program `file` names: itself when it has a slash, else the first match on `path`. */
export function findProgram(file: string, path: string | undefined): string | undefined {
  const candidates = file.includes('/')
    ? [file]
    : (path ?? '').split(delimiter).map((dir) => join(dir, file));
  return candidates.find((candidate) => {
    try {
      accessSync(candidate, constants.X_OK);
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

function spawnAndWait(file: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(file, [...args], {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let timedOut = false;
    let aborted = false;
    let spawnError: string | null = null;
    let killTimer: NodeJS.Timeout | undefined;

    const killGroup = (signal: NodeJS.Signals) => {
      if (child.pid === undefined) return;
      try {
        process.kill(-child.pid, signal);
      } catch {}
    };
    const stop = () => {
      killGroup('SIGTERM');
      killTimer ??= setTimeout(() => killGroup('SIGKILL'), 2000);
    };
    const timer = setTimeout(() => {
      timedOut = true;
      stop();
    }, options.timeoutMs);
    const onAbort = () => {
      aborted = true;
      stop();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    if (options.signal?.aborted) onAbort();

    for (const stream of ['stdout', 'stderr'] as const) {
      let pending = '';
      child[stream].setEncoding('utf8');
      child[stream].on('data', (chunk: string) => {
        if (stream === 'stdout' && stdout.length < keptOutput)
          stdout += chunk.slice(0, keptOutput - stdout.length);
        pending += chunk;
        const lines = pending.split(/\r?\n/);
        pending = lines.pop() ?? '';
        for (const line of lines) options.onLine?.(stream, line);
      });
      child[stream].on('end', () => {
        if (pending !== '') options.onLine?.(stream, pending);
        pending = '';
      });
    }
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input ?? '');

    child.on('error', (error) => {
      spawnError = (error as NodeJS.ErrnoException).code ?? 'spawn failed';
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      // Stragglers the command left in its group go too.
      killGroup('SIGKILL');
      if (killTimer) clearTimeout(killTimer);
      options.signal?.removeEventListener('abort', onAbort);
      resolve({ code, timedOut, aborted, stdout, spawnError });
    });
  });
}
