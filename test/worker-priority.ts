// Vitest's main process must answer each worker within 60 s, or the run fails with "Timeout calling
// onTaskUpdate" however every test went; on a busy 2-core host the builds, browsers and databases
// the tests start can starve it that long. Each worker, and everything it starts from here on,
// runs at a lower priority than the main process, so the main process gets the CPU when it asks.
import { setPriority } from 'node:os';

const workerNiceness = 10;

try {
  setPriority(workerNiceness);
} catch {
  // Refused niceness only costs the protection, never a test.
}
