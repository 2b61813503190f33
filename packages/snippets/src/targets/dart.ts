import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const dartTarget: SnippetTarget = {
  key: 'dart',
  label: 'dart',
  client: 'TODO',
  fileName: 'dart.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
