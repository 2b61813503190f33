// The spec loader (@docwright/api-model) bundled the way the CLI is (bundleForNode), so that the floor
// starts as fast as `docs build` does. Made once per bench run, before anything is timed.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The path of an ES module exporting what `@docwright/api-model` exports. */
export async function specLoaderBundle() {
  register({ tsconfig: join(root, 'tsconfig.runtime.json') });
  const { bundleForNode } = await import('../../packages/site-builder/src/workers/node-bundle.ts');
  const [file] = await bundleForNode(join(root, 'packages/api-model/src/index.ts'));
  const path = join(await mkdtemp(join(tmpdir(), 'docwright-floor-')), 'spec.mjs');
  await writeFile(path, file?.contents ?? '');
  return path;
}
