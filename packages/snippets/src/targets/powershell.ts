import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const powershellTarget: SnippetTarget = {
  key: 'powershell',
  label: 'powershell',
  client: 'TODO',
  fileName: 'powershell.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
