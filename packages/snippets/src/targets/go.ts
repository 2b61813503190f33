import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const goTarget: SnippetTarget = {
  key: 'go',
  label: 'go',
  client: 'TODO',
  fileName: 'go.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
