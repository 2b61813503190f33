import type { Operation } from '@docwright/api-model';
import { createDiagnostic, type Diagnostic, formatJsonPointer } from '@docwright/diagnostics';
import type { PageSource } from '../load/discover.ts';
import { unsafeMetaUrl } from '../plan/meta-urls.ts';
import { frontmatterWarning } from './layout-diagnostics.ts';

/** A located warning for each meta tag of a page's front matter left out for its address. */
export function unsafeMetatagDiagnostics(page: PageSource): Diagnostic[] {
  return Object.entries(page.frontmatter).flatMap(([key, value]) => {
    const reason = typeof value === 'string' ? unsafeMetaUrl(key, value) : undefined;
    return reason ? [frontmatterWarning(page, key, reason)] : [];
  });
}

/** The same for an operation's `x-mint.metadata`, located by its JSON path in the spec. */
export function unsafeSpecMetatagDiagnostics(specFile: string, operation: Operation): Diagnostic[] {
  return Object.entries(operation.page.frontmatter ?? {}).flatMap(([key, value]) => {
    const reason = typeof value === 'string' ? unsafeMetaUrl(key, value) : undefined;
    if (!reason) return [];
    const pointer = `${operation.pointer}${formatJsonPointer(['x-mint', 'metadata', key]).slice(1)}`;
    return [
      createDiagnostic('spec/not-supported', {
        file: specFile,
        jsonPath: pointer,
        message: reason,
        hint: 'Give the meta tag an https:// URL or a path on the site, or remove it from x-mint.metadata.',
      }),
    ];
  });
}
