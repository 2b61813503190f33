import type { SnippetTarget } from '../target.ts';

// SCAFFOLD: replaced by the real generator before this lands.
export const javaTarget: SnippetTarget = {
  key: 'java',
  label: 'java',
  client: 'TODO',
  fileName: 'java.txt',
  syntax: 'text',
  generate() {
    throw new Error('not implemented yet');
  },
};
