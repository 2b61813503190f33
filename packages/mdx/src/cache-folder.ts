import { join } from 'node:path';
import { compileCache } from './compile-cache.ts';
import { clearHighlightMemory, flushHighlightCache, setHighlightCacheDir } from './highlight/index.ts';
import { clearMarkdownMemory, markdownCache } from './markdown-html.ts';

/**
 * Where highlighted code (`highlight/`), compiled MDX pages (`mdx/`) and spec Markdown's HTML
 * (`markdown/`) are kept across builds (undefined: in memory only). A site's build uses
 * `node_modules/.cache/docwright` in the site.
 */
export function setCacheFolder(root: string | undefined): void {
  setHighlightCacheDir(root === undefined ? undefined : join(root, 'highlight'));
  compileCache.setDir(root === undefined ? undefined : join(root, 'mdx'));
  markdownCache.setDir(root === undefined ? undefined : join(root, 'markdown'));
}

/** Resolves once what was computed so far is written to the cache folder. */
export async function flushCaches(): Promise<void> {
  await Promise.all([flushHighlightCache(), compileCache.flush(), markdownCache.flush()]);
}

/** Forgets what the caches hold in memory: the next compile, highlight or Markdown reads the folder or starts over. */
export function clearCacheMemory(): void {
  clearHighlightMemory();
  compileCache.clearMemory();
  clearMarkdownMemory();
}
