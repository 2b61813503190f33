import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from '@docwright/site-builder/node-bundle';
import { expect, it } from 'vitest';
import { tempDir } from '../helpers/site.ts';

const source = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

it('keeps each source file its own import.meta.url, also when the bundler itself runs from a bundle', async () => {
  // The CLI runs from a bundle made by bundleForNode, and bundles its worker threads with the
  // bundled copy: the copy must still rewrite `import.meta.url`, or code that resolves files
  // beside itself (the highlight cache key reads shiki's package.json) fails in the worker.
  const dir = await tempDir('node-bundle');
  const [bundler] = await bundleForNode(source('site-builder/src/workers/node-bundle.ts'));
  const bundlerFile = join(dir, 'node-bundle.mjs');
  await writeFile(bundlerFile, bundler?.contents ?? '');
  const bundled: typeof import('@docwright/site-builder/node-bundle') = await import(
    pathToFileURL(bundlerFile).href
  );

  const [module] = await bundled.bundleForNode(source('mdx/src/highlight/cache-key.ts'));
  const text = new TextDecoder().decode(module?.contents);
  expect(text).not.toMatch(/\bimport\.meta\.url\b/);
  expect(text).toContain(JSON.stringify(pathToFileURL(source('mdx/src/highlight/cache-key.ts')).href));
  const loaded = await import(`data:text/javascript;base64,${Buffer.from(text).toString('base64')}`);
  expect(loaded.cacheKey('lines', 'python', 'print(1)')).toMatch(/\S/);
});
