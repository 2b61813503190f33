import { commandProblems, type Runner, runCommand } from '../runner.ts';

/** Runs `node fetch.mjs`: an ES module with top-level await and the built-in fetch. */
export const nodeRunner: Runner = {
  mode: 'execute',
  toolchain: 'the Node.js that runs the tests (20)',
  check: async () => {
    const result = await runCommand('node', ['-e', 'process.exit(typeof fetch === "function" ? 0 : 1)']);
    if (result.code !== 0) {
      throw new Error(
        `node with a built-in fetch (Node.js 18+) is not available (apt-get install nodejs): ${result.stderr.trim()}`,
      );
    }
  },
  run: async (snippet) =>
    commandProblems(
      'node',
      await runCommand('node', [snippet.file], { cwd: snippet.dir, timeoutMs: 60_000 }),
    ),
};
