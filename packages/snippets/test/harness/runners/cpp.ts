import { commandProblems, type Runner, runCommand } from '../runner.ts';
import { compileAll, requireTool } from './c.ts';

const built = new Map<string, string[]>();

/** Compiles main.cpp warning-free (`-Wall -Wextra -Werror`, C++17) against libcurl, then runs it. */
export const cppRunner: Runner = {
  mode: 'execute',
  toolchain: 'g++ and libcurl (Debian g++, libcurl4-openssl-dev)',
  check: requireTool('g++', 'apt-get install g++ libcurl4-openssl-dev'),
  // One compiler per core: g++ spends most of its time parsing the standard headers.
  prepare: (cases) =>
    compileAll(
      cases,
      2,
      async (snippet) =>
        commandProblems(
          'g++',
          await runCommand(
            'g++',
            ['-std=c++17', '-Wall', '-Wextra', '-Werror', '-o', 'main', snippet.file, '-lcurl'],
            { cwd: snippet.dir },
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
