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
 * dotted ones (`Tree.Folder`, `Foo.Bar`) by their full name, leaving out the ones whose name (or
 * the owner of a dotted name) the page imports or defines itself.
 */
export function remarkComponentNames() {
  return (tree: Root, file: VFile) => {
    const seen = new Map<string, ComponentUse>();
    const own = localNames(tree);
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node as { name?: string | null }).name;
      if (!name || !/^[A-Z]/.test(name) || seen.has(name)) return;
      const owner = name.split('.')[0] ?? name;
      if (own.has(owner)) return;
      const start = node.position?.start;
      seen.set(name, { name, ...(start && { line: start.line, column: start.column }) });
    });
    file.data.components = [...seen.values()];
  };
}
