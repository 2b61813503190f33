import { commandProblems, type Runner, requireCommand, runCommand } from '../runner.ts';

export const pythonRunner: Runner = {
  mode: 'execute',
  toolchain: 'python3 with requests (Debian python3-requests)',
  check: requireCommand('/usr/bin/python3', 'apt-get install python3-requests', ['-c', 'import requests']),
  run: async (snippet) =>
    commandProblems('python3', await runCommand('/usr/bin/python3', [snippet.file], { cwd: snippet.dir })),
};
