import type { Diagnostic } from '@docwright/diagnostics';
import type { PageSource } from '../load/discover.ts';
import { frontmatterWarning } from './layout-diagnostics.ts';

/**
 * Front-matter fields Mintlify documents that Docwright does not apply yet, each with what the
 * reader does not get (test/oracle/no-silent-drop.test.ts checks that every documented field
 * either changes the build or is listed here).
 */
export const unappliedFrontmatter: Readonly<Record<string, string>> = {};

/** A located `page/not-supported` warning for each such field the page sets. */
export function unappliedFrontmatterDiagnostics(page: PageSource): Diagnostic[] {
  return Object.entries(unappliedFrontmatter)
    .filter(([field]) => page.frontmatter[field] !== undefined)
    .map(([field, lost]) =>
      frontmatterWarning(page, field, `The front-matter field \`${field}\` is not applied yet: ${lost}.`),
    );
}
