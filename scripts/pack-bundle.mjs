// Compiles the CLI and its render worker threads for the published `docwright` package (see
// pack.mjs): our workspace packages are bundled in; npm packages stay imports by name, declared
// as the package's dependencies, except the syntax-tree families that bundleForNode bundles too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const packages = join(repo, 'packages');
// The workspace's esbuild, the one the build itself uses (the root declares none).
const esbuildEntry = createRequire(join(packages, 'site-builder/package.json')).resolve('esbuild');
const { build } = await import(pathToFileURL(esbuildEntry).href);

/** Workspace modules the package replaces: they compile with esbuild at run time, or read npm packages it does not install. */
const overrides = new Map([
  [
    join(packages, 'site-builder/src/outputs/client-bundles.ts'),
    join(packages, 'docwright/overrides/client-bundles.js'),
  ],
  [
    join(packages, 'site-builder/src/workers/node-bundle.ts'),
    join(packages, 'docwright/overrides/node-bundle.js'),
  ],
  [join(packages, 'theme/src/vendor-files.ts'), join(packages, 'docwright/overrides/vendor-files.js')],
]);

/** As in packages/site-builder/src/workers/node-bundle.ts: ES modules in many small files that read nothing beside themselves. */
export const bundledPackage =
  /^(?:@mdx-js\/mdx|@ungap\/structured-clone|acorn.*|bail|ccount|character-.+|collapse-white-space|comma-separated-tokens|decode-named-character-reference|devlop|entities|estree-.+|hast-.+|hastscript|html-void-elements|is-plain-obj|longest-streak|markdown-table|mdast-.+|micromark.*|parse5|property-information|recma-.+|rehype-.+|remark-.+|space-separated-tokens|stringify-entities|trim-lines|trough|unified|unist-.+|vfile.*|web-namespaces|yaml|zod|zwitch)$/;

/** `…/node_modules/@scope/name/dist/x.js` -> `@scope/name`. */
export function packageNameOf(path) {
  return /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? '';
}

/**
 * npm packages the compiled code imports, name -> the version this repository resolved, in `seen`.
 * A package imported at another version than the one `declared` (rehype-katex's own KaTeX beside
 * the theme's) is bundled in, so that the package runs the very code the workspace runs.
 */
function externalPackages(seen, declared) {
  return {
    name: 'external-packages',
    setup(esbuild) {
      esbuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.path.startsWith('@docwright/') || args.pluginData === 'resolving') return undefined;
        const resolved = await esbuild.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        });
        if (resolved.errors.length > 0) throw new Error(`cannot resolve ${args.path} from ${args.importer}`);
        if (resolved.external) return { path: args.path, external: true };
        const name = packageNameOf(resolved.path);
        if (bundledPackage.test(name)) return { path: resolved.path };
        const version = versionOf(resolved.path, name);
        if (declared.has(name) && declared.get(name) !== version) return { path: resolved.path };
        const other = seen.get(name);
        if (other !== undefined && other !== version)
          throw new Error(
            `${name} is imported at both ${other} and ${version}: the package can declare only one`,
          );
        seen.set(name, version);
        return { path: args.path, external: true };
      });
    },
  };
}

/** The version of the installed package `name` that `file` belongs to. */
export function versionOf(file, name) {
  const root = file.slice(0, file.lastIndexOf(`node_modules/${name}/`) + `node_modules/${name}`.length);
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
}

/**
 * Each source keeps `import.meta.url` naming where it would be under dist/ (packages/theme/src/assets.ts
 * -> dist/theme/assets.ts): the theme reads its styles beside itself, the render pool names its
 * worker beside itself, and the CLI finds its package.json above itself. `outFileDir` is where
 * the compiled modules will be, relative to dist/.
 */
function ownImportMetaUrl(outFileDir) {
  return {
    name: 'own-import-meta-url',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\/packages\/[^/]+\/(?:src|overrides)\/.*\.[jt]sx?$/ }, (args) => {
        const file = overrides.get(args.path) ?? args.path;
        const mirrored = relative(packages, args.path).replace('/src/', '/');
        const fromOut = relative(outFileDir, mirrored);
        const source = readFileSync(file, 'utf8').replace(
          /\bimport\.meta\.url\b/g,
          `new URL(${JSON.stringify(fromOut.startsWith('.') ? fromOut : `./${fromOut}`)}, import.meta.url).href`,
        );
        const loader = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'js';
        return { contents: source, loader, resolveDir: dirname(file) };
      });
    },
  };
}

const requireShim =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

function options(seen, declared, outFileDir, define) {
  return {
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'warning',
    legalComments: 'none',
    define,
    plugins: [externalPackages(seen, declared), ownImportMetaUrl(outFileDir)],
    banner: { js: requireShim },
  };
}

/**
 * Writes dist/bin.js (the CLI) and dist/worker-<name>.js (the worker threads the build starts,
 * found by overrides/node-bundle.js), sharing chunks, all at the top of dist/; resolves to the
 * npm packages they import, name -> version (`declared` included), and the absolute paths of the
 * files compiled in.
 */
export async function compileNodeCode(distDir, define, declared) {
  const seen = new Map(declared);
  const worker = (name) => join(packages, `site-builder/src/workers/${name}/worker.ts`);
  const { metafile } = await build({
    ...options(seen, declared, '.', define),
    entryPoints: {
      bin: join(packages, 'cli/src/bin.ts'),
      'worker-render-pool': worker('render-pool'),
      'worker-render-ahead': worker('render-ahead'),
    },
    outdir: distDir,
    splitting: true,
    chunkNames: '[name]-[hash]',
    metafile: true,
  });
  return { dependencies: seen, inputs: Object.keys(metafile.inputs).map((input) => resolve(input)) };
}
