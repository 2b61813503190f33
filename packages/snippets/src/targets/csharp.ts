import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const csharpTarget: SnippetTarget = {
  key: 'csharp',
  label: 'csharp',
  client: 'TODO',
  fileName: 'csharp.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
