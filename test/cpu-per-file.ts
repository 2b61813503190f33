// What each test file costs in CPU, its own process and the children it waited for (the CLI runs,
// Chromium, npm), written for the summary reporter: with three workers on two cores, wall times
// say little about where a CI run's minutes go.
import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';

/** Seconds of CPU this process and its waited-for children have used (`/proc/self/stat`). */
function cpuSeconds(): { own: number; children: number } | undefined {
  let stat: string;
  try {
    stat = readFileSync('/proc/self/stat', 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name (which may hold spaces): utime is the 14th field, cstime the 17th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticksPerSecond = 100;
  const ticks = (index: number) => Number(fields[index - 3]) / ticksPerSecond;
  return { own: ticks(14) + ticks(15), children: ticks(16) + ticks(17) };
}

// Setup files run again for every test file: from here on, the CPU is this file's (its imports too).
const start = cpuSeconds();
const started = Date.now();
afterAll(() => {
  const end = cpuSeconds();
  const file = expect.getState().testPath;
  const log = process.env.DOCWRIGHT_TEST_TMP;
  if (!start || !end || !log || !file) return;
  const entry = {
    file,
    started,
    ended: Date.now(),
    own: end.own - start.own,
    children: end.children - start.children,
  };
  appendFileSync(join(log, 'cpu-per-file.jsonl'), `${JSON.stringify(entry)}\n`);
});
