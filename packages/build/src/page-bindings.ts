import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { ApiSpec } from '@docwright/spec';
import type { PageSource } from './discover.ts';
import { str } from './navigation-entries.ts';
import { lookupOperation, parseEndpointReference } from './operation-lookup.ts';
import type { OperationRef } from './routes.ts';

/** A key naming one operation of one spec, for maps. */
export const operationId = (ref: OperationRef) => `${ref.specId}\u0000${ref.key}`;

/** Resolves every page's `openapi:` front matter to the operation it binds the page to. */
export function bindPages(
  pages: Iterable<PageSource>,
  specs: readonly ApiSpec[],
): { byPage: Map<string, OperationRef>; diagnostics: Diagnostic[] } {
  const byPage = new Map<string, OperationRef>();
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    const value = str(page.frontmatter.openapi);
    if (!value) continue;
    const reference = parseEndpointReference(value);
    const result = reference
      ? lookupOperation(reference, specs)
      : { ok: false as const, reason: 'expected "<METHOD> <path>", optionally prefixed by the spec file' };
    if (!result.ok) {
      const line = page.source.split('\n').findIndex((l) => /^openapi\s*:/.test(l)) + 1;
      diagnostics.push(
        createDiagnostic('page/openapi-not-found', {
          file: page.file,
          ...(line > 0 && { line, column: 1, frame: createCodeFrame(page.source, line, 1) }),
          message: `Front matter \`openapi: ${value}\`: ${result.reason}.`,
        }),
      );
      continue;
    }
    byPage.set(page.route, { specId: result.spec.id, key: result.operation.key });
  }
  return { byPage, diagnostics };
}
