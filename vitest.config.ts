import { defineConfig } from 'vitest/config';
import CorpusFirstSequencer from './test/corpus-first-sequencer.ts';

export default defineConfig({
  plugins: [
    /**
     * Vite resolves packages with the `development` condition outside production builds, and Vitest
     * starts its workers with `--conditions development`: micromark and its extensions then load
     * their debug builds (an assertion and a debug call on every character), about 15 % more CPU for
     * the suites that parse every corpus page. Without it the tests load the builds `docs` loads.
     */
    {
      name: 'docwright:without-development-condition',
      configResolved(config) {
        const resolves = [
          config.resolve,
          config.ssr.resolve,
          ...Object.values(config.environments).map((e) => e.resolve),
        ];
        for (const resolve of resolves)
          resolve.conditions = resolve.conditions.filter(
            (name) => name !== 'development|production' && name !== 'development',
          );
      },
    },
  ],
  test: {
    include: ['packages/*/test/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/event-loop-watch.ts', './test/cpu-per-file.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Three workers on CI's two cores: with two, a quarter of the CPU idled through a whole run
    // (1.47 cores busy: npm and network waits, process starts, browser round trips), and a third
    // file fills those waits (bench/results/2026-11-30-ci-time.md).
    maxWorkers: 3,
    // A larger young generation: the suites that parse every corpus page in-process allocate
    // short-lived trees by the gigabyte, and 16 MB semi-spaces (Node's default) scavenge them
    // several times per page (see bench/results/2026-11-30-ci-time.md).
    execArgv: ['--max-semi-space-size=64'],
    // The corpus-wide files first, so that no worker waits for another's corpus build (see the file).
    sequence: { sequencer: CorpusFirstSequencer },
    reporters: ['default', './test/summary-reporter.ts'],
    // Browser round trips (a request through the playground, a rebuild) can take seconds on a busy
    // 2-core CI machine; polls wait up to this long before they fail.
    expect: { poll: { timeout: 15_000 } },
  },
});
