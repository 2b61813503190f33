import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const typescriptTarget: SnippetTarget = {
  key: 'typescript',
  label: 'typescript',
  client: 'TODO',
  fileName: 'typescript.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
