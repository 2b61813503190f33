import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { checkSiteRead, createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { CompiledPage } from '@docwright/mdx';
import type { PageSource } from '../load/discover.ts';

/**
 * Every snippet the page names that does not exist, each located where the page names it. The
 * snippet loader stops at the first one it cannot load; a page missing several is told of all of
 * them at once. Paths resolve as the loader resolves them: `/x` from the site folder, `./x` from
 * the page's, `<Snippet file="x">` in `_snippets/` or `snippets/`. A path that leaves the site is
 * left to the loader, which refuses it with its own code.
 */
export function missingSnippets(siteDir: string, page: PageSource, compiled: CompiledPage): Diagnostic[] {
  const out: Diagnostic[] = [];
  const exists = (file: string) => {
    const read = checkSiteRead(siteDir, join(siteDir, file));
    return !read.ok || existsSync(read.realPath);
  };
  for (const use of compiled.snippetUses) {
    const candidates =
      use.kind === 'element'
        ? [`_snippets/${use.path}`, `snippets/${use.path}`]
        : [use.path.startsWith('/') ? use.path.slice(1) : posix.join(posix.dirname(page.file), use.path)];
    if (candidates.some((file) => !file.startsWith('..') && exists(file))) continue;
    const what = use.kind === 'element' ? `<Snippet file="${use.path}">` : `import from "${use.path}"`;
    const line = use.line !== undefined ? use.line + page.bodyLineOffset : undefined;
    out.push(
      createDiagnostic('page/snippet-not-found', {
        file: page.file,
        ...(line !== undefined && {
          line,
          column: use.column ?? 1,
          frame: createCodeFrame(page.source, line, use.column ?? 1),
        }),
        message: `${page.file}: ${what} names a snippet that does not exist (looked for ${candidates.join(' or ')}).`,
      }),
    );
  }
  return out;
}

/**
 * The diagnostics a failed snippet load gave, with its first missing snippet of the page replaced
 * by every missing one the page names.
 */
export function withEveryMissingSnippet(
  found: readonly Diagnostic[],
  siteDir: string,
  page: PageSource,
  compiled: CompiledPage,
): Diagnostic[] {
  const missing = missingSnippets(siteDir, page, compiled);
  if (missing.length === 0) return [...found];
  const others = found.filter((d) => d.code !== 'page/snippet-not-found' || d.file !== page.file);
  return [...others, ...missing];
}
