import { createRequire } from 'node:module';
import { build } from 'esbuild';

/** Where the playground imports the snippet generators from. */
export const snippetGeneratorsPath = '_docwright/snippets.js';

const entry = createRequire(import.meta.url).resolve('@docwright/snippets/browser');

let bundled: Promise<string> | undefined;

/**
 * The request-example generators as one browser module, so the playground's examples follow what
 * the reader types with exactly the code the build generates. Bundled once per process.
 */
export function snippetGeneratorsBundle(): Promise<string> {
  bundled ??= build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundled;
}
