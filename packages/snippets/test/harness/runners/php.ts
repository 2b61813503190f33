import { commandProblems, type Runner, requireCommand, runCommand } from '../runner.ts';

export const phpRunner: Runner = {
  mode: 'execute',
  toolchain: 'php with the curl extension (Debian php-cli, php-curl)',
  check: requireCommand('php', 'apt-get install php-cli php-curl', [
    '-r',
    'exit(function_exists("curl_init") ? 0 : 1);',
  ]),
  run: async (snippet) =>
    commandProblems('php', await runCommand('php', [snippet.file], { cwd: snippet.dir })),
};
