import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const cTarget: SnippetTarget = {
  key: 'c',
  label: 'c',
  client: 'TODO',
  fileName: 'c.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
