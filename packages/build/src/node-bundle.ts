import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
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
    ...options,
  });
  return result.outputFiles;
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
      return { path: pathToFileURL(resolved.path).href, external: true };
    });
  },
};

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
