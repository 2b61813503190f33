import type { Node as EstreeNode, Expression, Program } from 'estree';
import type { Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { freeReferences } from '../page-scope/free-names.ts';
import { localNames } from './local-names.ts';

/** A `user` expression shown as a signed-out reader sees it, for a located warning. */
export interface StaticUserExpression {
  readonly text: string;
  readonly line?: number;
  readonly column?: number;
}

type ExpressionNode = { type: string; value: string; data?: { estree?: Program } };
type Attribute = { type: string; value?: unknown };

/**
 * Mintlify's personalization (docs/server.md, Personalization): `user` holds the signed-in reader's
 * `content`, and is an empty object for everyone else. Pages are built once for every reader, so
 * `{user.firstName}` (a path of `user`, optionally `?? "fallback"`) becomes a marked element holding
 * what a signed-out reader sees; `docs serve` fills it with the reader's value, as text. Any other
 * expression that reads `user` (a condition, a prop) renders as for a signed-out reader, and is
 * listed on `file.data.staticUserExpressions` for a located warning.
 */
export function remarkUserFields() {
  return (tree: Root, file: VFile) => {
    if (localNames(tree).has('user')) return;
    const fixed: StaticUserExpression[] = [];
    const note = (
      node: { position?: { start: { line: number; column: number } } | undefined },
      text: string,
    ) => {
      const start = node.position?.start;
      fixed.push({ text, ...(start && { line: start.line, column: start.column }) });
    };
    visit(tree, (node, index, parent) => {
      if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
        const expression = node as unknown as ExpressionNode;
        const program = expression.data?.estree;
        if (!program || !readsUser(program)) return;
        const field = userField(program);
        if (!field || !parent || index === undefined) {
          note(node, `{${expression.value}}`);
          return;
        }
        const element = {
          type: 'userField',
          data: { hName: 'span', hProperties: { dataDwUser: JSON.stringify(field.path) } },
          children: [{ type: 'text', value: field.fallback }],
        };
        (parent.children as unknown[])[index] =
          node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [element] } : element;
        return SKIP;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes as Attribute[]) {
          const value = attribute.value as ExpressionNode | undefined;
          const program =
            attribute.type === 'mdxJsxExpressionAttribute'
              ? (attribute as unknown as ExpressionNode).data?.estree
              : value?.type === 'mdxJsxAttributeValueExpression'
                ? value.data?.estree
                : undefined;
          if (program && readsUser(program)) note(node, `<${node.name ?? ''}> ${sourceOf(attribute)}`);
        }
      }
      return undefined;
    });
    file.data.staticUserExpressions = fixed;
  };
}

const readsUser = (program: Program) => freeReferences(program).some((ref) => ref.node.name === 'user');

function sourceOf(attribute: Attribute): string {
  const named = attribute as { name?: string; value?: { value?: string } | string };
  const value = typeof named.value === 'object' ? named.value?.value : undefined;
  return named.name ? `${named.name}={${value ?? ''}}` : `{${(attribute as { value?: string }).value ?? ''}}`;
}

/** `user.a.b` (`?.`, `["a"]` too), alone or before `?? "text"` / `|| "text"`: its path and fallback. */
function userField(program: Program): { path: string[]; fallback: string } | undefined {
  const statement = program.body.length === 1 ? program.body[0] : undefined;
  if (statement?.type !== 'ExpressionStatement') return undefined;
  let expression: Expression = statement.expression;
  let fallback = '';
  if (
    expression.type === 'LogicalExpression' &&
    (expression.operator === '??' || expression.operator === '||') &&
    expression.right.type === 'Literal' &&
    (typeof expression.right.value === 'string' || typeof expression.right.value === 'number')
  ) {
    fallback = String(expression.right.value);
    expression = expression.left;
  }
  const path = memberPath(expression.type === 'ChainExpression' ? expression.expression : expression);
  return path && path.length > 0 ? { path, fallback } : undefined;
}

function memberPath(node: EstreeNode): string[] | undefined {
  if (node.type === 'Identifier') return node.name === 'user' ? [] : undefined;
  if (node.type !== 'MemberExpression' || node.object.type === 'Super') return undefined;
  const base = memberPath(node.object);
  if (!base) return undefined;
  const { property } = node;
  if (!node.computed && property.type === 'Identifier') return [...base, property.name];
  if (node.computed && property.type === 'Literal' && typeof property.value === 'string')
    return [...base, property.value];
  return undefined;
}

/** Whether rendered HTML holds a `{user.<field>}` for `docs serve` to fill. */
export const hasUserFields = (html: string): boolean => html.includes('data-dw-user=');
