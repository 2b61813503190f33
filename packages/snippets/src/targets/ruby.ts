import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const rubyTarget: SnippetTarget = {
  key: 'ruby',
  label: 'ruby',
  client: 'TODO',
  fileName: 'ruby.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
