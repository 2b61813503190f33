import type { SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';
import { fetchSnippet } from './fetch-common.ts';

/**
 * fetch in a web page (a module script: top-level await). Files come from an `<input type="file">`,
 * cookies from `document.cookie` (a page cannot set a `Cookie` header), basic auth through `btoa`.
 */
export const javascriptTarget: SnippetTarget = {
  key: 'javascript',
  label: 'JavaScript',
  client: 'fetch (browser)',
  fileName: 'fetch.js',
  syntax: 'javascript',
  generate: (request: SnippetRequest): string => fetchSnippet(request, 'browser'),
};
