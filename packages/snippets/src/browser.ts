/**
 * What the playground's browser island needs to rewrite the request examples as the reader types:
 * the same targets the build uses, bundled for the browser by `docs build`.
 */
import type { SnippetRequest } from './request.ts';
import { findTarget } from './targets.ts';

/** The code for `request` in the language `key`, or undefined for a language without a target. */
export function generateSnippet(key: string, request: SnippetRequest): string | undefined {
  return findTarget(key)?.generate(request);
}
