import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const rustTarget: SnippetTarget = {
  key: 'rust',
  label: 'rust',
  client: 'TODO',
  fileName: 'rust.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
