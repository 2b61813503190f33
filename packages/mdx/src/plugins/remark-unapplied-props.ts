import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { unappliedProps } from '../unapplied-props.ts';
import { localNames } from './local-names.ts';

export interface UnappliedProp {
  readonly component: string;
  readonly prop: string;
  /** What the reader does not get. */
  readonly lost: string;
  readonly line?: number;
  readonly column?: number;
}

/**
 * Records each prop of a built-in component that Mintlify documents and Docwright does not apply
 * (`unappliedProps`) on `file.data.unappliedProps`, at the attribute, for a located warning. A
 * component the page imports or defines itself is the page's own, and left alone.
 */
export function remarkUnappliedProps() {
  return (tree: Root, file: VFile) => {
    const own = localNames(tree);
    const found: UnappliedProp[] = [];
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = node.name ?? '';
      const props = unappliedProps[name];
      if (!props || own.has(name.split('.')[0] ?? name)) return;
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute') continue;
        const lost = props[attribute.name];
        if (lost === undefined) continue;
        const start = attribute.position?.start ?? node.position?.start;
        found.push({
          component: name,
          prop: attribute.name,
          lost,
          ...(start && { line: start.line, column: start.column }),
        });
      }
    });
    file.data.unappliedProps = found;
  };
}
