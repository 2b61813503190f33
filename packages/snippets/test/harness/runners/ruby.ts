import { commandProblems, type Runner, requireCommand, runCommand } from '../runner.ts';

export const rubyRunner: Runner = {
  mode: 'execute',
  toolchain: 'ruby with net/http from its standard library (Debian ruby)',
  check: requireCommand('ruby', 'apt-get install ruby', ['-e', "require 'net/http'"]),
  run: async (snippet) =>
    commandProblems('ruby', await runCommand('ruby', [snippet.file], { cwd: snippet.dir })),
};
