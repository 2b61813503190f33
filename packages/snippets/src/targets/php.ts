import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const phpTarget: SnippetTarget = {
  key: 'php',
  label: 'php',
  client: 'TODO',
  fileName: 'php.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
