import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { localNames } from './local-names.ts';
import { propOrText } from './prop-or-text.ts';

export interface UnboundExpression {
  readonly name: string;
  /** The expression as written, braces included: `{ID}`, or `{{name}}` for a template placeholder. */
  readonly text: string;
  readonly line?: number;
  readonly column?: number;
}

type ExpressionNode = { type: string; value: string; data?: { estree?: { body?: unknown[] } } };
type Expression = {
  type?: string;
  name?: string;
  properties?: { type?: string; shorthand?: boolean; computed?: boolean; value?: Expression }[];
};

/**
 * `{ID}` in prose is an MDX expression naming a variable nobody defined; Mintlify shows such text
 * as written. So does this plugin (the braces stay as text), and it lists each one on
 * `file.data.unboundExpressions` for a located warning. `{{name}}` (a template placeholder, which
 * Mintlify fills from docs.json `variables` before MDX reads the page and leaves as written
 * otherwise) is the object `{ name }` to MDX, and is treated the same way. A bare `{word}` reads
 * the `word` prop when the MDX is rendered as a component that was given one (a snippet,
 * `<MySnippet word="x" />`), and is the text otherwise. Names the page imports or exports, `props`
 * and JavaScript's globals are left alone.
 */
export function remarkUnboundExpressions() {
  return (tree: Root, file: VFile) => {
    const own = localNames(tree);
    const unbound = (name: string) => !own.has(name) && name !== 'props' && !(name in globalThis);
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
        | { type?: string; expression?: Expression }
        | undefined;
      if (expression.data?.estree?.body?.length !== 1 || statement?.type !== 'ExpressionStatement') return;
      const names = namesOf(statement.expression);
      if (names.length === 0 || !names.every(unbound)) return;
      const start = node.position?.start;
      const text = `{${expression.value}}`;
      found.push({ name: names.join(', '), text, ...(start && { line: start.line, column: start.column }) });
      const bare = statement.expression?.type === 'Identifier' ? names[0] : undefined;
      if (bare !== undefined && bare !== 'components') {
        // A snippet's `{word}` is filled from `<MySnippet word="..." />`, as in Mintlify.
        expression.data = { estree: propOrText(bare, text) };
        return;
      }
      const textNode = { type: 'text' as const, value: text };
      (parent.children as unknown[])[index] =
        node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [textNode] } : textNode;
    });
    file.data.unboundExpressions = found;
  };
}

/** `ID` names ID; `{ a, b }` (every property written as a bare name) names a and b; else nothing. */
function namesOf(expression: Expression | undefined): string[] {
  if (expression?.type === 'Identifier' && expression.name) return [expression.name];
  if (expression?.type !== 'ObjectExpression' || !expression.properties?.length) return [];
  const names: string[] = [];
  for (const property of expression.properties) {
    if (property.type !== 'Property' || !property.shorthand || property.computed) return [];
    if (property.value?.type !== 'Identifier' || !property.value.name) return [];
    names.push(property.value.name);
  }
  return names;
}
