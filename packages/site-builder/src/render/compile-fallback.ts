import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { type CompileResult, compilePage, type PageLocation } from '@docwright/mdx';
import type { PageSource } from '../load/discover.ts';

/**
 * Compiles a page as MDX; when its MDX does not parse (a stray `{` or `<` in prose, as generated
 * reference pages often have), as plain Markdown instead, with a warning at the place MDX refused,
 * so that one character never takes a page, or a site, offline. An error only with `--strict`.
 */
export async function compileOrFallBack(
  page: PageSource,
  location: PageLocation,
  diagnostics: Diagnostic[],
): Promise<CompileResult> {
  const compiled = await compilePage(page.body, page.file, page.source, page.bodyLineOffset, location);
  if (compiled.ok || /\.md$/i.test(page.file)) return compiled;
  const markdown = await compilePage(page.body, page.file, page.source, page.bodyLineOffset, {
    ...location,
    format: 'md',
  });
  if (!markdown.ok) return compiled;
  const { code: _code, severity: _severity, hint: _hint, message, ...place } = compiled.diagnostic;
  diagnostics.push(
    createDiagnostic('page/mdx-fallback', {
      ...place,
      message: `${message.replace(/^The page could not be compiled: /, 'The page is not valid MDX: ')}. It is shown as plain Markdown.`,
    }),
  );
  return markdown;
}
