import { execFile } from 'node:child_process';
import { commandProblems, type Runner, runCommand, type SnippetCase } from '../runner.ts';

/**
 * A `check` that runs `command args` without writing to its stdin: `runCommand` ends stdin, and a
 * command as quick as `g++ --version` can exit first, which fails the run with EPIPE.
 */
export function requireTool(command: string, hint: string, args: readonly string[] = ['--version']) {
  return () =>
    new Promise<void>((resolve, reject) => {
      execFile(command, args, { timeout: 60_000 }, (error, _stdout, stderr) => {
        if (error)
          reject(new Error(`${command} is not available (${hint}): ${stderr.trim() || error.message}`));
        else resolve();
      });
    });
}

/**
 * Compiles every case with `compile(snippet)`, `jobs` at a time, and keeps the problems by case
 * folder for `run`. A case whose build failed reports the compiler's output instead of running.
 */
export function compileAll(
  cases: readonly SnippetCase[],
  jobs: number,
  compile: (snippet: SnippetCase) => Promise<string[]>,
  into: Map<string, string[]>,
): Promise<void> {
  const queue = [...cases];
  const worker = async () => {
    for (let snippet = queue.shift(); snippet; snippet = queue.shift())
      into.set(snippet.dir, await compile(snippet));
  };
  return Promise.all(Array.from({ length: jobs }, worker)).then(() => undefined);
}

const built = new Map<string, string[]>();

/** Compiles main.c warning-free (`-Wall -Wextra -Werror`, ISO C11, so trigraphs are on) against libcurl, then runs it. */
export const cRunner: Runner = {
  mode: 'execute',
  toolchain: 'gcc and libcurl (Debian gcc, libcurl4-openssl-dev)',
  check: requireTool('gcc', 'apt-get install gcc libcurl4-openssl-dev'),
  prepare: (cases) =>
    compileAll(
      cases,
      2,
      async (snippet) =>
        commandProblems(
          'gcc',
          await runCommand(
            'gcc',
            ['-std=c11', '-Wall', '-Wextra', '-Werror', '-o', 'main', snippet.file, '-lcurl'],
            {
              cwd: snippet.dir,
            },
          ),
        ),
      built,
    ),
  run: async (snippet) => {
    const problems = built.get(snippet.dir) ?? ['not compiled: prepare did not run'];
    if (problems.length > 0) return problems;
    return commandProblems('main', await runCommand('./main', [], { cwd: snippet.dir }));
  },
};
