import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { build } from 'esbuild';

/** Where the playground imports the snippet generators from. */
export const snippetGeneratorsPath = '_docwright/snippets.js';
/** The folder of the playground's highlighter: `index.js` and one chunk per grammar. */
export const highlighterFolder = '_docwright/highlight/';

const resolveEntry = createRequire(import.meta.url).resolve;

let snippets: Promise<string> | undefined;
let highlighter: Promise<Map<string, string>> | undefined;

const browserOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  write: false,
  legalComments: 'none',
} as const;

/**
 * The request-example generators as one browser module, so the playground's examples follow what
 * the reader types with exactly the code the build generates. Bundled once per process.
 */
export function snippetGeneratorsBundle(): Promise<string> {
  snippets ??= build({ ...browserOptions, entryPoints: [resolveEntry('@docwright/snippets/browser')] }).then(
    (result) => result.outputFiles[0]?.text ?? '',
  );
  return snippets;
}

/**
 * The build's highlighter for the browser (site-relative path -> text): the examples the reader's
 * edits regenerate keep the build's colours. Grammars are split into chunks loaded on first use,
 * so a reader who edits a Python example downloads Python's grammar and no other.
 */
export function highlighterBundle(): Promise<Map<string, string>> {
  const outdir = '/docwright-highlight';
  highlighter ??= build({
    ...browserOptions,
    entryPoints: { index: resolveEntry('@docwright/mdx/highlight-browser') },
    splitting: true,
    outdir,
    chunkNames: 'chunk-[hash]',
  }).then(
    (result) =>
      new Map(
        result.outputFiles.map((file) => [`${highlighterFolder}${relative(outdir, file.path)}`, file.text]),
      ),
  );
  return highlighter;
}

/** Every bundled browser module of the playground, by site-relative path. */
export async function clientBundleFiles(): Promise<Map<string, string>> {
  const [generators, highlight] = await Promise.all([snippetGeneratorsBundle(), highlighterBundle()]);
  return new Map([[snippetGeneratorsPath, generators], ...highlight]);
}
