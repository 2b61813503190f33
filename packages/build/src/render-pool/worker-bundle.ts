import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

let bundled: Promise<URL> | undefined;

/**
 * The render worker as one JavaScript module, made with esbuild once per process. Our packages
 * run from TypeScript sources through tsx's loader hooks, and a thread that imports them that way
 * spends seconds on hook round trips; the bundle holds our sources compiled, and imports the npm
 * packages by absolute file URL, so Node's own loader takes them at full speed.
 */
export function renderWorkerBundle(): Promise<URL> {
  bundled ??= bundleWorker();
  return bundled;
}

async function bundleWorker(): Promise<URL> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'silent',
    plugins: [externalPackages, ownImportMetaUrl],
  });
  // A data: URL, not a file: nothing on disk that another process could change before it runs.
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return new URL(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** npm packages stay out of the bundle, imported from where each of our packages resolves them. */
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
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

/** `import.meta.url` keeps naming each source file, which reads files beside itself. */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\/packages\/[^/]+\/src\/.*\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};
