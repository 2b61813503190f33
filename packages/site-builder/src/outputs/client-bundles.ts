import { createRequire } from 'node:module';
import { basename, relative, resolve } from 'node:path';
import { clientScriptSources } from '@docwright/theme';
import { type BuildResult, build, type Plugin } from 'esbuild';

/** Where the playground imports the snippet generators from. */
export const snippetGeneratorsPath = '_docwright/snippets.js';
/** The folder of the playground's highlighter: `index.js` and one chunk per grammar. */
export const highlighterFolder = '_docwright/highlight/';

const resolveEntry = createRequire(import.meta.url).resolve;

let snippets: Promise<string> | undefined;
let highlighter: Promise<Map<string, string>> | undefined;
let scripts: Promise<Map<string, string>> | undefined;
const serverScripts = new Map<string, Promise<string>>();

const browserOptions = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  write: false,
  legalComments: 'none',
  metafile: true,
} as const;

/** The files each bundle compiled in (absolute paths), for the package's third-party notices. */
const compiledFiles = new Set<string>();

function keepInputs<T extends BuildResult<{ metafile: true }>>(result: T): T {
  for (const input of Object.keys(result.metafile.inputs)) compiledFiles.add(resolve(input));
  return result;
}

/**
 * The request-example generators as one browser module, so the playground's examples follow what
 * the reader types with exactly the code the build generates. Bundled once per process.
 */
export function snippetGeneratorsBundle(): Promise<string> {
  snippets ??= build({ ...browserOptions, entryPoints: [resolveEntry('@docwright/snippets/browser')] })
    .then(keepInputs)
    .then((result) => result.outputFiles[0]?.text ?? '');
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
  })
    .then(keepInputs)
    .then(
      (result) =>
        new Map(
          result.outputFiles.map((file) => [`${highlighterFolder}${relative(outdir, file.path)}`, file.text]),
        ),
    );
  return highlighter;
}

/**
 * The playground imports the serializer and the generators from the site's own
 * `snippetGeneratorsPath` (one copy, shared with the examples), never a bundled second copy; and
 * the modules it loads at run time (`/_docwright/...`) stay imports.
 */
const siteModules: Plugin = {
  name: 'docwright-site-modules',
  setup(plugin) {
    plugin.onResolve({ filter: /^@docwright\/snippets\/browser$/ }, () => ({
      path: `/${snippetGeneratorsPath}`,
      external: true,
    }));
    plugin.onResolve({ filter: /^\/_docwright\// }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * The theme's browser scripts (chrome, code, consent, feedback, playground, search), compiled
 * from TypeScript and minified, by site-relative path (`_docwright/chrome.js`...).
 */
export function clientScriptsBundle(): Promise<Map<string, string>> {
  const sources = clientScriptSources();
  const outdir = '/docwright-scripts';
  const names = new Map([...sources].map(([path]) => [basename(path, '.js'), path]));
  scripts ??= build({
    ...browserOptions,
    entryPoints: Object.fromEntries([...sources].map(([path, source]) => [basename(path, '.js'), source])),
    outdir,
    plugins: [siteModules],
  })
    .then(keepInputs)
    .then(
      (result) =>
        new Map(
          result.outputFiles.map((file) => [
            names.get(basename(file.path, '.js')) ?? relative(outdir, file.path),
            file.text,
          ]),
        ),
    );
  return scripts;
}

/**
 * A browser script `docs serve` hands out beside the sites (the operator dashboard's), compiled
 * from its TypeScript `entry` and minified; never part of a site.
 */
export function serverScriptBundle(entry: string): Promise<string> {
  let bundle = serverScripts.get(entry);
  if (!bundle) {
    bundle = build({ ...browserOptions, entryPoints: [entry] })
      .then(keepInputs)
      .then((result) => result.outputFiles[0]?.text ?? '');
    serverScripts.set(entry, bundle);
  }
  return bundle;
}

/** The files every browser module compiles in, as absolute paths, sorted. */
export async function clientBundleInputs(): Promise<string[]> {
  await clientBundleFiles();
  return [...compiledFiles].sort();
}

/** Every bundled browser module of the site, by site-relative path. */
export async function clientBundleFiles(): Promise<Map<string, string>> {
  const [generators, highlight, theme] = await Promise.all([
    snippetGeneratorsBundle(),
    highlighterBundle(),
    clientScriptsBundle(),
  ]);
  return new Map([[snippetGeneratorsPath, generators], ...highlight, ...theme]);
}
