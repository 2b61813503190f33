import type { ApiSpec, Operation } from '@docwright/api-model';
import { type CreateRequestOptions, createRequest } from './create-request.ts';
import type { SnippetTarget } from './target.ts';
import { findTarget } from './targets.ts';

interface GeneratedSnippet {
  readonly key: string;
  readonly label: string;
  readonly syntax: string;
  readonly fileName: string;
  readonly code: string;
}

/** Snippets for an operation in the given language keys, in that order (unknown keys are skipped). */
export function generateSnippets(
  spec: ApiSpec,
  operation: Operation,
  languages: readonly string[],
  options: CreateRequestOptions = {},
): GeneratedSnippet[] {
  const request = createRequest(spec, operation, options);
  return languages
    .map((key) => findTarget(key))
    .filter((target): target is SnippetTarget => target !== undefined)
    .map((target) => ({
      key: target.key,
      label: target.label,
      syntax: target.syntax,
      fileName: target.fileName,
      code: target.generate(request),
    }));
}
