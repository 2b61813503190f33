import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandProblems, type Runner, requireCommand, runCommand, type SnippetCase } from '../runner.ts';

/**
 * Standard library only: no module, no proxy. A build cache that outlives the run makes reruns link
 * in well under a second per snippet; GOFLAGS from the environment (`-mod=mod`...) is cleared.
 */
const goEnv = {
  GOCACHE: process.env.GOCACHE ?? join(tmpdir(), 'docwright-go-build-cache'),
  GOFLAGS: '',
  GOPROXY: 'off',
  CGO_ENABLED: '0',
};

/** Each case's build problems, by folder: filled by `prepare`. */
const builds = new Map<string, string[]>();

const build = async (snippet: SnippetCase) =>
  commandProblems(
    'go build',
    await runCommand('go', ['build', '-o', 'snippet', snippet.file], { cwd: snippet.dir, env: goEnv }),
  );

/** The snippet is what readers copy: it should be in gofmt's layout already. One gofmt for every case. */
async function unformatted(cases: readonly SnippetCase[]): Promise<Set<string>> {
  const paths = cases.map((snippet) => join(snippet.dir, snippet.file));
  const result = await runCommand('gofmt', ['-l', ...paths]);
  if (result.code !== 0) return new Set(paths);
  return new Set(result.stdout.split('\n').filter(Boolean));
}

let badlyFormatted = new Set<string>();

export const goRunner: Runner = {
  mode: 'execute',
  toolchain: 'go build and gofmt (Debian golang-go, Go 1.19)',
  check: requireCommand('go', 'apt-get install golang-go', ['version']),
  // Two builds at a time: each is mostly a link, and CI has two cores.
  prepare: async (cases) => {
    badlyFormatted = await unformatted(cases);
    const queue = [...cases];
    const worker = async () => {
      for (let snippet = queue.shift(); snippet; snippet = queue.shift())
        builds.set(snippet.dir, await build(snippet));
    };
    await Promise.all([worker(), worker()]);
  },
  run: async (snippet) => {
    const path = join(snippet.dir, snippet.file);
    const format = badlyFormatted.has(path) ? [`gofmt would reformat ${path}`] : [];
    const compile = builds.get(snippet.dir) ?? (await build(snippet));
    if (compile.length > 0) return [...compile, ...format];
    const run = await runCommand('./snippet', [], { cwd: snippet.dir, timeoutMs: 30_000 });
    return [...commandProblems('the built snippet', run), ...format];
  },
};
