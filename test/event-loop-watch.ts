// A test that keeps a worker's event loop busy (PGlite's initdb, a synchronous loop over a large
// spec) holds up every timer and socket of its file meanwhile, and on a loaded host its neighbours
// too. Such a test is named here, on stderr, when it blocks 10 s or more.
import { beforeEach } from 'vitest';

const reportAfterMs = 10_000;
const intervalMs = 1_000;

let current = 'loading the test file';
beforeEach((context) => {
  current = `${context.task.file?.name} > ${context.task.name}`;
});

let last = performance.now();
const timer = setInterval(() => {
  const now = performance.now();
  const blocked = now - last - intervalMs;
  if (blocked >= reportAfterMs)
    process.stderr.write(`[event loop blocked ${(blocked / 1000).toFixed(1)} s] ${current}\n`);
  last = now;
}, intervalMs);
// Left running through the file's last hooks, which can block too; unref lets the process end.
timer.unref();
