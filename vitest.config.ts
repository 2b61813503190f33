import { defineConfig } from 'vitest/config';
import CorpusFirstSequencer from './test/corpus-first-sequencer.ts';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/event-loop-watch.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // Corpus builds and browser tests are heavy: two at a time suits a 2-core machine.
    maxWorkers: 2,
    // The corpus-wide files first, so that no worker waits for another's corpus build (see the file).
    sequence: { sequencer: CorpusFirstSequencer },
    reporters: ['default', './test/summary-reporter.ts'],
    // Browser round trips (a request through the playground, a rebuild) can take seconds on a busy
    // 2-core CI machine; polls wait up to this long before they fail.
    expect: { poll: { timeout: 15_000 } },
  },
});
