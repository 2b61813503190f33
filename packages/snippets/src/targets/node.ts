import type { SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';
import { fetchSnippet } from './fetch-common.ts';

/**
 * Node.js 18+ built-in fetch in an ES module (`.mjs`, top-level await). Files are read with
 * `readFile` from `node:fs/promises` into a Blob: it works on every Node.js with fetch, where
 * `fs.openAsBlob` needs Node.js 19.8.
 */
export const nodeTarget: SnippetTarget = {
  key: 'node',
  label: 'Node.js',
  client: 'fetch (Node.js 18+)',
  fileName: 'fetch.mjs',
  syntax: 'javascript',
  generate: (request: SnippetRequest): string => fetchSnippet(request, 'node'),
};
