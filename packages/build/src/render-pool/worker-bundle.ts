import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../node-bundle.ts';

let bundled: Promise<URL> | undefined;

/**
 * The render worker as one JavaScript module (see `bundleForNode`), made once per process. A
 * thread importing our sources through tsx took two seconds to start; this one takes under one.
 */
export function renderWorkerBundle(): Promise<URL> {
  bundled ??= bundleForNode(fileURLToPath(new URL('./worker.ts', import.meta.url))).then((files) => {
    const code = files[0]?.contents ?? new Uint8Array();
    // A data: URL, not a file: nothing on disk that another process could change before it runs.
    return new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  });
  return bundled;
}
