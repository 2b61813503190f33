import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const cppTarget: SnippetTarget = {
  key: 'c++',
  label: 'c++',
  client: 'TODO',
  fileName: 'cpp.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
