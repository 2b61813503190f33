import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const swiftTarget: SnippetTarget = {
  key: 'swift',
  label: 'swift',
  client: 'TODO',
  fileName: 'swift.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
