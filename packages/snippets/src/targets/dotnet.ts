import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const dotnetTarget: SnippetTarget = {
  key: 'dotnet',
  label: 'dotnet',
  client: 'TODO',
  fileName: 'dotnet.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
