import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { posix, relative, resolve } from 'node:path';
import { checkSiteRead } from '@docwright/diagnostics';
import { fillVariables, type SnippetSourceLoader, splitFrontmatter } from '@docwright/mdx';

/**
 * Finds a snippet's text for Markdown twins the way `SnippetLoader` finds it for pages: an import
 * from the site root (`/snippets/x.mdx`) or relative to the importing file, `<Snippet file>` under
 * `_snippets/` or `snippets/`. Nothing outside the site folder is read.
 */
export function snippetSources(
  siteDir: string,
  variables: Readonly<Record<string, string>> = {},
): SnippetSourceLoader {
  return async (reference, from) => {
    const candidates =
      'import' in reference
        ? [
            reference.import.startsWith('/')
              ? reference.import.slice(1)
              : posix.join(posix.dirname(from), reference.import),
          ]
        : ['_snippets', 'snippets'].map((folder) => `${folder}/${reference.snippetFile}`);
    for (const candidate of candidates) {
      const absolute = resolve(siteDir, candidate);
      const file = relative(siteDir, absolute).replaceAll('\\', '/');
      const read = checkSiteRead(siteDir, file);
      if (file.startsWith('..') || !read.ok || !existsSync(absolute)) continue;
      const { body } = splitFrontmatter(await readFile(read.realPath, 'utf8'), file);
      return { file, body: fillVariables(body, variables).text };
    }
    return undefined;
  };
}
