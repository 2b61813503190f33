import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { localNames } from './local-names.ts';

export interface ComponentUse {
  readonly name: string;
  readonly line?: number;
  readonly column?: number;
}

/**
 * Records every capitalized JSX element a page uses (first use of each) on `file.data.components`,
 * leaving out the ones the page imports or defines itself.
 */
export function remarkComponentNames() {
  return (tree: Root, file: VFile) => {
    const seen = new Map<string, ComponentUse>();
    const own = localNames(tree);
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node as { name?: string | null }).name;
      if (!name || !/^[A-Z]/.test(name) || name.includes('.') || seen.has(name) || own.has(name)) return;
      const start = node.position?.start;
      seen.set(name, { name, ...(start && { line: start.line, column: start.column }) });
    });
    file.data.components = [...seen.values()];
  };
}
