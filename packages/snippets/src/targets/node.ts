import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const nodeTarget: SnippetTarget = {
  key: 'node',
  label: 'node',
  client: 'TODO',
  fileName: 'node.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
