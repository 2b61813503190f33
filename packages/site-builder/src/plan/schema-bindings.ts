import { type ApiSpec, schemaComponents } from '@docwright/api-model';
import { rankClosest } from '@docwright/config';
import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { PageSource } from '../load/discover.ts';
import { specsMatchingHint } from './operation-lookup.ts';
import { nonBlankString } from './page-text.ts';
import type { SchemaRef } from './routes.ts';

/**
 * Resolves every page's `openapi-schema` front matter (Mintlify's `SchemaName` or
 * `<spec file> SchemaName`) to the component the page lists after its body.
 */
export function bindSchemaPages(
  pages: Iterable<PageSource>,
  specs: readonly ApiSpec[],
): { byPage: Map<string, SchemaRef>; diagnostics: Diagnostic[] } {
  const byPage = new Map<string, SchemaRef>();
  const diagnostics: Diagnostic[] = [];
  for (const page of pages) {
    const value = nonBlankString(page.frontmatter['openapi-schema']);
    if (!value) continue;
    const found = lookupSchema(value, specs);
    if (typeof found === 'string') diagnostics.push(notFound(page, value, found));
    else byPage.set(page.route, found);
  }
  return { byPage, diagnostics };
}

function lookupSchema(value: string, specs: readonly ApiSpec[]): SchemaRef | string {
  const parts = value.trim().split(/\s+/);
  const name = parts.pop() ?? '';
  const hint = parts.join(' ');
  const openapi = specs.filter((spec) => spec.format === 'openapi');
  const candidates = hint ? specsMatchingHint(openapi, hint) : openapi;
  if (candidates.length === 0)
    return hint
      ? `no OpenAPI spec "${hint}" is loaded (loaded: ${openapi.map((s) => s.id).join(', ') || 'none'})`
      : 'no OpenAPI spec is loaded';
  const matches = candidates.filter((spec) => schemaComponents(spec).includes(name));
  const [first, second] = matches;
  if (first && !second) return { specId: first.id, component: name };
  if (first && second)
    return `"${name}" is a schema of several specs (${matches.map((s) => s.id).join(', ')}); prefix it with the spec file, e.g. "${first.id} ${name}"`;
  const names = candidates.flatMap((spec) => schemaComponents(spec));
  const close = rankClosest(name, names, 5);
  return `no schema "${name}" under components.schemas of ${candidates.map((s) => s.id).join(', ')}${close.length > 0 ? `; closest: ${close.join(', ')}` : ''}`;
}

function notFound(page: PageSource, value: string, reason: string): Diagnostic {
  const line = page.source.split('\n').findIndex((l) => /^openapi-schema\s*:/.test(l)) + 1;
  return createDiagnostic('page/openapi-schema-not-found', {
    file: page.file,
    ...(line > 0 && { line, column: 1, frame: createCodeFrame(page.source, line, 1) }),
    message: `Front matter \`openapi-schema: ${value}\`: ${reason}.`,
  });
}
