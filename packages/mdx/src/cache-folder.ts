import { join } from 'node:path';
import { compileCache } from './compile-cache.ts';
import { clearHighlightMemory, flushHighlightCache, setHighlightCacheDir } from './highlight/index.ts';

/**
 * Where highlighted code (`highlight/`) and compiled MDX pages (`mdx/`) are kept across builds
 * (undefined: in memory only). A site's build uses `node_modules/.cache/docwright` in the site.
 */
export function setCacheFolder(root: string | undefined): void {
  setHighlightCacheDir(root === undefined ? undefined : join(root, 'highlight'));
  compileCache.setDir(root === undefined ? undefined : join(root, 'mdx'));
}

/** Resolves once what was computed so far is written to the cache folder. */
export async function flushCaches(): Promise<void> {
  await Promise.all([flushHighlightCache(), compileCache.flush()]);
}

/** Forgets what both caches hold in memory: the next compile or highlight reads the folder or starts over. */
export function clearCacheMemory(): void {
  clearHighlightMemory();
  compileCache.clearMemory();
}
