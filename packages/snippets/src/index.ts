export { createRequest, serverUrl } from './create-request.ts';
export type { ExampleBudget } from './example-value.ts';
export {
  exampleFromSchema,
  exampleWithinBudget,
  isFileSchema,
  mergedProperties,
  schemaType,
} from './example-value.ts';
export { generateSnippets } from './generate.ts';
export { dialects, quoteCString } from './quote/c-like.ts';
export { quoteShell, singleQuoteShell } from './quote/shell.ts';
export { quoteSingle } from './quote/single-quoted.ts';
export type { SnippetRequest } from './request.ts';
export { encodeFormBody, jsonText } from './request.ts';
export { joinUrl } from './serialize-request.ts';
export type { SnippetTarget } from './target.ts';
export { findTarget, snippetTargets } from './targets.ts';
