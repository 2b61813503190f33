// A full garbage collection on request, for memory the process is known to have just let go of.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

/**
 * Collects garbage now, after the callbacks already queued have run (what a closed PGlite lets go
 * of becomes unreachable only then). Without this, an idle server keeps hundreds of megabytes of
 * dead WebAssembly memory until something else makes V8 collect.
 */
export async function collectGarbage(): Promise<void> {
  if (!gc) {
    // Node exposes `gc` only to contexts made after the flag is set; the flag changes nothing else.
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  // Twice: the first collection runs finalizers that release what the second one frees.
  for (let round = 0; round < 2; round++) {
    await new Promise<void>((done) => setImmediate(done));
    gc();
  }
}
