import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { localNames } from './local-names.ts';

export interface UnboundExpression {
  readonly name: string;
  readonly line?: number;
  readonly column?: number;
}

type ExpressionNode = { type: string; value: string; data?: { estree?: { body?: unknown[] } } };

/**
 * `{ID}` in prose is an MDX expression naming a variable nobody defined; Mintlify shows such text
 * as written. So does this plugin (the braces stay as text), and it lists each one on
 * `file.data.unboundExpressions` for a located warning. Names the page imports or exports,
 * `props` and JavaScript's globals are left alone.
 */
export function remarkUnboundExpressions() {
  return (tree: Root, file: VFile) => {
    const own = localNames(tree);
    const found: UnboundExpression[] = [];
    visit(tree, (node, index, parent) => {
      if (
        (node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') ||
        !parent ||
        index === undefined
      )
        return;
      const expression = node as unknown as ExpressionNode;
      const statement = expression.data?.estree?.body?.[0] as
        | { type?: string; expression?: { type?: string; name?: string } }
        | undefined;
      const name =
        statement?.type === 'ExpressionStatement' && statement.expression?.type === 'Identifier'
          ? statement.expression.name
          : undefined;
      if (!name || own.has(name) || name === 'props' || name in globalThis) return;
      const start = node.position?.start;
      found.push({ name, ...(start && { line: start.line, column: start.column }) });
      const text = { type: 'text' as const, value: `{${expression.value}}` };
      (parent.children as unknown[])[index] =
        node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text] } : text;
    });
    file.data.unboundExpressions = found;
  };
}
