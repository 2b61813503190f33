import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const javascriptTarget: SnippetTarget = {
  key: 'javascript',
  label: 'javascript',
  client: 'TODO',
  fileName: 'javascript.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
