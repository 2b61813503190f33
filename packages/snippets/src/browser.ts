/**
 * What the playground's browser island needs: the request serializer, so the request it sends is
 * built by the code that builds the examples, and the same targets the build uses, to rewrite the
 * examples as the reader types. Bundled for the browser by `docs build` (`_docwright/snippets.js`).
 */
import type { SnippetRequest } from './request.ts';
import { findTarget } from './targets.ts';

export type { SnippetRequest } from './request.ts';
export { bodyContentType, cookieHeader, encodeFormBody, jsonText } from './request.ts';
export type { BodyInput, MultipartValue, ParameterValue, RequestAuth } from './serialize-request.ts';
export { serializeRequest } from './serialize-request.ts';

/** The code for `request` in the language `key`, or undefined for a language without a target. */
export function generateSnippet(key: string, request: SnippetRequest): string | undefined {
  return findTarget(key)?.generate(request);
}
