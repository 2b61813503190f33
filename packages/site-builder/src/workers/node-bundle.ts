import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type BuildOptions, build, type OutputFile, type Plugin } from 'esbuild';

/**
 * Our TypeScript sources from `entry` compiled into plain ES modules for Node, for code that would
 * otherwise import them through tsx's loader hooks: a process (or thread) importing our packages
 * that way spends a second or more on hook round trips, and tsx's `keepNames` wraps every function
 * our hot paths create. The npm packages stay out, imported by absolute file URL from where each
 * of our packages resolves them, so Node's own loader takes them at full speed; `import.meta.url`
 * keeps naming each source file, which reads files beside itself.
 */
export async function bundleForNode(
  entry: string,
  options: Pick<BuildOptions, 'splitting' | 'outdir'> = {},
): Promise<OutputFile[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'silent',
    plugins: [externalPackages, ownImportMetaUrl],
    // Bundled CommonJS packages (YAML's Node build) require Node's modules.
    banner: { js: requireShim },
    ...options,
  });
  return result.outputFiles;
}

// Node's own modules are all that bundled CommonJS requires: any base will do, and the bundle's
// own URL is no base in a worker loaded from a data: URL.
const requireShim =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(process.execPath);";

const dataUrls = new Map<string, Promise<URL>>();

/**
 * A worker thread running the module at `entry`, bundled (see `bundleForNode`) once per process
 * and loaded from a data: URL, with its old-generation heap capped at `heapMb`. A thread
 * importing our sources through tsx took two seconds to start; from a bundle it takes well under
 * one. A data: URL, not a file, so nothing on disk can change before it runs. When `bin/docs.js`
 * runs the CLI from its bundle, the worker compiled beside it is loaded instead: no esbuild runs,
 * which a build `docs serve` sandboxes may not start. Of the parent's `execArgv` only its
 * profiling and permission flags (see `workerExecArgv`).
 */
export async function startBundledWorker(entry: string, heapMb: number): Promise<Worker> {
  const url = compiledWorkerUrl(entry) ?? (await workerModuleUrl(entry));
  return new Worker(url, { execArgv: workerExecArgv(), resourceLimits: { maxOldGenerationSizeMb: heapMb } });
}

/** Set by bin/docs.js to the folder of the CLI's bundle, which holds `worker-<folder>.js` too. */
const compiledWorkersKey = Symbol.for('docwright.compiledWorkers');

function compiledWorkerUrl(entry: string): URL | undefined {
  const folder = (globalThis as { [compiledWorkersKey]?: URL })[compiledWorkersKey];
  return folder && new URL(`worker-${basename(dirname(entry))}.js`, folder);
}

/**
 * The flags a worker thread starts with: a worker given `execArgv` gets those flags alone, and
 * Node's permission model does not carry over to a thread by itself, so a build under it
 * (`docs serve`'s updates) hands its workers the same limits. Not `--allow-worker`: our workers
 * start no thread. And the parent's `--cpu-prof`, `--cpu-prof-dir` and `--cpu-prof-interval`, so
 * that `bench/profile.mjs` sees the workers' time too (not `--cpu-prof-name`: every thread would
 * write the same file); of the rest, tsx's hooks would load in the worker too.
 */
export function workerExecArgv(argv: readonly string[] = process.execArgv): string[] {
  const flags: string[] = [];
  argv.forEach((flag, index, all) => {
    if (permissionFlag.test(flag) || flag === '--cpu-prof' || /^--cpu-prof-(dir|interval)=/.test(flag))
      flags.push(flag);
    else if (/^--cpu-prof-(dir|interval)$/.test(flag) && all[index + 1] !== undefined)
      flags.push(`${flag}=${all[index + 1]}`);
  });
  return flags;
}

const permissionFlag = /^--(?:experimental-)?permission$|^--allow-fs-(?:read|write)=|^--no-warnings$/;

function workerModuleUrl(entry: string): Promise<URL> {
  let url = dataUrls.get(entry);
  if (!url) {
    url = bundleForNode(entry).then((files) => {
      const code = files[0]?.contents ?? new Uint8Array();
      return new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
    });
    dataUrls.set(entry, url);
  }
  return url;
}

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@docwright/') || args.pluginData === 'resolving') return undefined;
      const resolved = await esbuild.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0 || resolved.external) return { path: args.path, external: true };
      if (bundledPackage.test(packageNameOf(resolved.path))) return { path: resolved.path };
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

/**
 * Packages bundled in rather than imported: the Markdown and HTML syntax-tree families (and the
 * schema and YAML libraries), ES modules in many small files that never read files beside
 * themselves. Node's loader spends about a millisecond on each module it resolves, reads and
 * links, and a small site's build imported 811 of them.
 */
const bundledPackage =
  /^(?:@mdx-js\/mdx|@ungap\/structured-clone|acorn.*|bail|ccount|character-.+|collapse-white-space|comma-separated-tokens|decode-named-character-reference|devlop|entities|estree-.+|hast-.+|hastscript|html-void-elements|is-plain-obj|longest-streak|markdown-table|mdast-.+|micromark.*|parse5|property-information|recma-.+|rehype-.+|remark-.+|space-separated-tokens|stringify-entities|trim-lines|trough|unified|unist-.+|vfile.*|web-namespaces|yaml|zod|zwitch)$/;

/** The npm package a resolved file belongs to: `…/node_modules/@scope/name/dist/x.js` -> `@scope/name`. */
function packageNameOf(path: string): string {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  return match?.[1] ?? '';
}

const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\/packages\/[^/]+\/src\/.*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        // A pattern, not the plain words, or bundling this file would rewrite them here too.
        contents: source.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};
