export type { CStringDialect } from './quote/c-like.ts';
export { dialects, quoteCString } from './quote/c-like.ts';
export { quotePowerShell } from './quote/powershell.ts';
export { quoteShell, singleQuoteShell } from './quote/shell.ts';
export { quoteSingle } from './quote/single-quoted.ts';
export type { MultipartPart, NameValue, SnippetBody, SnippetRequest } from './request.ts';
export { bodyContentType, cookieHeader, encodeFormBody, jsonText } from './request.ts';
export type { SnippetTarget } from './target.ts';
export { findTarget, snippetTargets } from './targets.ts';
