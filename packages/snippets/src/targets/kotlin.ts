import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const kotlinTarget: SnippetTarget = {
  key: 'kotlin',
  label: 'kotlin',
  client: 'TODO',
  fileName: 'kotlin.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
