import { type ApiSpec, channelKey } from '@docwright/api-model';
import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { PageSource } from '../load/discover.ts';
import { lookupOperation, parseEndpointReference, specsMatchingHint } from './operation-lookup.ts';
import { nonBlankString } from './page-text.ts';
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
    const channelValue = nonBlankString(page.frontmatter.asyncapi);
    if (channelValue) {
      const result = lookupChannel(channelValue, specs);
      if (typeof result === 'string') diagnostics.push(bindingError(page, 'asyncapi', channelValue, result));
      else byPage.set(page.route, result);
      continue;
    }
    const value = nonBlankString(page.frontmatter.openapi);
    if (!value) continue;
    const reference = parseEndpointReference(value);
    const result = reference
      ? lookupOperation(reference, specs)
      : { ok: false as const, reason: 'expected "<METHOD> <path>", optionally prefixed by the spec file' };
    if (!result.ok) {
      const line = page.source.split('\n').findIndex((l) => /^openapi\s*:/.test(l)) + 1;
      diagnostics.push(
        createDiagnostic(
          'ambiguous' in result && result.ambiguous ? 'page/openapi-ambiguous' : 'page/openapi-not-found',
          {
            file: page.file,
            ...(line > 0 && { line, column: 1, frame: createCodeFrame(page.source, line, 1) }),
            message: `Front matter \`openapi: ${value}\`: ${result.reason}.`,
          },
        ),
      );
      continue;
    }
    byPage.set(page.route, { specId: result.spec.id, key: result.operation.key });
  }
  return { byPage, diagnostics };
}

/** `asyncapi: "[spec] <channel>"`: the channel's id (its key under `channels`) or its address. */
function lookupChannel(value: string, specs: readonly ApiSpec[]): OperationRef | string {
  const parts = value.trim().split(/\s+/);
  const name = parts.pop() ?? '';
  const hint = parts[0];
  const candidates = (hint ? specsMatchingHint(specs, hint) : specs).filter((s) => s.format === 'asyncapi');
  const matches = candidates.flatMap((spec) =>
    spec.channels
      .filter((c) => c.id === name || c.address === name)
      .map((c) => ({ specId: spec.id, key: channelKey(c.id) })),
  );
  if (matches.length === 1 && matches[0]) return matches[0];
  if (matches.length > 1) return `"${name}" names channels in several specs; prefix it with the spec file`;
  const known = candidates.flatMap((s) => s.channels.map((c) => c.id)).slice(0, 8);
  return `no AsyncAPI channel "${name}"${known.length > 0 ? `; channels: ${known.join(', ')}` : ' (no AsyncAPI spec is loaded)'}`;
}

function bindingError(page: PageSource, key: string, value: string, reason: string): Diagnostic {
  const line = page.source.split('\n').findIndex((l) => new RegExp(`^${key}\\s*:`).test(l)) + 1;
  return createDiagnostic('page/openapi-not-found', {
    file: page.file,
    ...(line > 0 && { line, column: 1, frame: createCodeFrame(page.source, line, 1) }),
    message: `Front matter \`${key}: ${value}\`: ${reason}.`,
    hint: 'Use `asyncapi: "<channel>"` (optionally prefixed by the spec file) naming a channel of an AsyncAPI spec in the site.',
  });
}
