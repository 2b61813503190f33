export type { CreateRequestOptions } from './create-request.ts';
export { createRequest, placeholderOrigin, serverUrl } from './create-request.ts';
export type { ExampleBudget, ExampleOptions } from './example-value.ts';
export {
  exampleFromSchema,
  exampleWithinBudget,
  isFileSchema,
  mergedProperties,
  schemaType,
} from './example-value.ts';
export type { GeneratedSnippet } from './generate.ts';
export { generateSnippets } from './generate.ts';
export type { ParameterEncoding } from './parameters.ts';
export { encodeComponent, encodeReserved } from './parameters.ts';
export type { CStringDialect } from './quote/c-like.ts';
export { dialects, quoteCString } from './quote/c-like.ts';
export { quotePowerShell } from './quote/powershell.ts';
export { quoteShell, singleQuoteShell } from './quote/shell.ts';
export { quoteSingle } from './quote/single-quoted.ts';
export type { MultipartPart, NameValue, SnippetBody, SnippetRequest } from './request.ts';
export { bodyContentType, cookieHeader, encodeFormBody, jsonText } from './request.ts';
export type {
  BodyInput,
  FieldEncoding,
  FormFieldValue,
  MultipartValue,
  ParameterValue,
  RequestAuth,
  RequestInput,
} from './serialize-request.ts';
export { joinUrl, serializeFormFields, serializeRequest } from './serialize-request.ts';
export type { SnippetTarget } from './target.ts';
export { findTarget, snippetTargets } from './targets.ts';
