import { createRequire } from 'node:module';

type Sucrase = typeof import('sucrase');

let loaded: Sucrase | undefined;

/**
 * Sucrase, loaded when a component file is first compiled rather than when the build starts:
 * importing it costs about 40 ms of CPU, and most sites have no component files.
 */
export function sucrase(): Sucrase {
  loaded ??= createRequire(import.meta.url)('sucrase') as Sucrase;
  return loaded;
}
