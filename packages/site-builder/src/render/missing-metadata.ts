import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { PageSource } from '../load/discover.ts';

/** A page without `title` or `description` front matter (pages bound to an operation take the operation's). */
export function missingMetadata(page: PageSource, bound: boolean): Diagnostic[] {
  const out: Diagnostic[] = [];
  if (typeof page.frontmatter.title !== 'string' && !bound) {
    out.push(
      createDiagnostic('page/missing-title', {
        file: page.file,
        line: 1,
        column: 1,
        message: `${page.file} has no \`title\` in its front matter.`,
      }),
    );
  }
  if (typeof page.frontmatter.description !== 'string' && !bound) {
    out.push(
      createDiagnostic('page/missing-description', {
        file: page.file,
        line: 1,
        column: 1,
        message: `${page.file} has no \`description\` in its front matter.`,
      }),
    );
  }
  return out;
}
