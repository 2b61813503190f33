// The CLI as plain ES modules, bundled with esbuild from the workspace's TypeScript sources by
// `bundleForNode` (@docwright/site-builder/node-bundle) and kept in node_modules/.cache/docwright/cli/,
// under a key made of every source file's path, size and modification time: an edit to any of
// them makes a new bundle on the next run. Making one takes about half a second.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cacheDir = join(root, 'node_modules/.cache/docwright/cli');
const entrySource = fileURLToPath(new URL('../src/bin.ts', import.meta.url));

/** The worker threads of `packages/site-builder/src/workers/`, by folder (as scripts/pack-bundle.mjs names them). */
const workerFolders = ['render-pool', 'render-ahead'];

/**
 * The bundle's folder when it holds the compiled worker threads (`worker-<folder>.js`), which
 * `startBundledWorker` (site-builder/src/workers/node-bundle.ts) then loads instead of bundling them.
 */
export function compiledWorkersFolder(entry) {
  const folder = new URL('./', entry);
  return workerFolders.every((name) => existsSync(new URL(`worker-${name}.js`, folder))) ? folder : undefined;
}

/** The bundle's entry module, made first when the sources changed; undefined when it cannot be made. */
export async function cliBundle() {
  try {
    const key = await sourceKey();
    const dir = join(cacheDir, key);
    const entry = join(dir, 'bin.js');
    if (!existsSync(entry)) await makeBundle(dir);
    return pathToFileURL(entry);
  } catch (error) {
    if (process.env.DOCWRIGHT_DEBUG) console.error('Running from sources:', error);
    return undefined;
  }
}

async function sourceKey() {
  const hash = createHash('sha256').update(process.version);
  const files = [join(root, 'pnpm-lock.yaml'), join(root, 'tsconfig.runtime.json')];
  for (const name of await readdir(join(root, 'packages'))) {
    const src = join(root, 'packages', name, 'src');
    if (!existsSync(src)) continue;
    files.push(join(root, 'packages', name, 'package.json'));
    for (const entry of await readdir(src, { recursive: true, withFileTypes: true }))
      if (entry.isFile()) files.push(join(entry.parentPath, entry.name));
  }
  files.sort();
  const stats = await Promise.all(files.map((file) => stat(file)));
  for (const [index, file] of files.entries())
    hash.update(`${relative(root, file)}\0${stats[index].size}\0${stats[index].mtimeMs}\0`);
  return hash.digest('hex').slice(0, 20);
}

async function makeBundle(dir) {
  // The bundler is TypeScript too: this one run goes through tsx.
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: join(root, 'tsconfig.runtime.json') });
  const { bundleForNode } = await import('@docwright/site-builder/node-bundle');
  const partial = `${dir}.${process.pid}.partial`;
  const files = await bundleForNode(entrySource, { splitting: true, outdir: partial });
  for (const file of files) {
    await mkdir(dirname(file.path), { recursive: true });
    await writeFile(file.path, file.contents);
  }
  // The build's worker threads, compiled now so that a build may start them without esbuild
  // (`docs serve` sandboxes its updates' builds, which may start no program).
  for (const name of workerFolders) {
    const [worker] = await bundleForNode(join(root, `packages/site-builder/src/workers/${name}/worker.ts`));
    await writeFile(join(partial, `worker-${name}.js`), worker.contents);
  }
  // Another process may have made the same bundle meanwhile: either copy will do.
  await rename(partial, dir).catch(() => rm(partial, { recursive: true, force: true }));
  await removeStaleBundles(dir);
}

/** Bundles of older sources, left a day so that a process still running from one keeps working. */
async function removeStaleBundles(current) {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of await readdir(cacheDir)) {
    const dir = join(cacheDir, name);
    if (dir === current) continue;
    const { mtimeMs } = await stat(dir).catch(() => ({ mtimeMs: Date.now() }));
    if (mtimeMs < dayAgo) await rm(dir, { recursive: true, force: true });
  }
}
