import { commandProblems, type Runner, requireCommand, runCommand } from '../runner.ts';

export const bashRunner: Runner = {
  mode: 'execute',
  toolchain: 'bash and curl (Debian curl)',
  check: requireCommand('curl', 'apt-get install curl'),
  run: async (snippet) =>
    commandProblems('bash', await runCommand('bash', [snippet.file], { cwd: snippet.dir })),
};
