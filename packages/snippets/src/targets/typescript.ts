import type { SnippetRequest } from '../request.ts';
import type { SnippetTarget } from '../target.ts';
import { fetchSnippet } from './fetch-common.ts';

/** The Node.js fetch code with types (an ES module: `"type": "module"`, @types/node), strict-mode clean. */
export const typescriptTarget: SnippetTarget = {
  key: 'typescript',
  label: 'TypeScript',
  client: 'fetch (Node.js 18+)',
  fileName: 'fetch.ts',
  syntax: 'typescript',
  generate: (request: SnippetRequest): string => fetchSnippet(request, 'typescript'),
};
