import { spawn } from 'node:child_process';

/** One snippet written to its own folder, ready to build and run. */
export interface SnippetCase {
  readonly fixture: string;
  /** The folder holding the snippet (as `file`) and the files it uploads; the working directory when it runs. */
  readonly dir: string;
  /** The snippet's file name inside `dir`. */
  readonly file: string;
  readonly code: string;
}

/** How the harness proves a target: by running its code with the real toolchain, or by parsing it. */
export interface Runner {
  readonly mode: 'execute' | 'parse';
  /** The toolchain it needs, for the README and for the error when it is missing. */
  readonly toolchain: string;
  /** Throws with an install hint when the toolchain is missing. */
  readonly check: () => Promise<void>;
  /** Builds every case at once (for slow compilers); runs before any case executes. */
  readonly prepare?: (cases: readonly SnippetCase[], workDir: string) => Promise<void>;
  /** Executes one case (the echo server is listening), or parses it; returns the problems found. */
  readonly run: (snippet: SnippetCase) => Promise<string[]>;
}

export interface CommandResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command without a shell; never rejects (a failure is a non-zero code). */
export function runCommand(
  command: string,
  args: readonly string[],
  options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number; input?: string } = {},
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 120_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: -1, stdout, stderr: `${stderr}${error.message}` });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    // A child that exits at once closes its stdin first: EPIPE then is not a failure of ours.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

/** The problems of a finished command: none when it exited 0. */
export function commandProblems(step: string, result: CommandResult): string[] {
  if (result.code === 0) return [];
  const output = `${result.stderr}\n${result.stdout}`.trim().split('\n').slice(-15).join('\n');
  return [`${step} exited with ${result.code}:\n${output}`];
}

/** A runner's `check`: the command answers `--version` (or the given args), else a hint names the package. */
export function requireCommand(command: string, hint: string, args: readonly string[] = ['--version']) {
  return async () => {
    const result = await runCommand(command, args, { timeoutMs: 60_000 });
    if (result.code !== 0) throw new Error(`${command} is not available (${hint}): ${result.stderr.trim()}`);
  };
}

/** A runner for interpreted targets: one command per snippet file. */
export function interpreterRunner(
  toolchain: string,
  command: string,
  args: readonly string[] = [],
  hint = toolchain,
): Runner {
  return {
    mode: 'execute',
    toolchain,
    check: requireCommand(command, hint),
    run: async (snippet) =>
      commandProblems(command, await runCommand(command, [...args, snippet.file], { cwd: snippet.dir })),
  };
}
