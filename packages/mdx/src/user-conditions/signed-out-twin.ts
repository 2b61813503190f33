import type { Expression, Program } from 'estree';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { evaluateUserCondition } from './evaluate-user-condition.ts';
import { isJsx, type JsxNode, parseUserCondition } from './user-condition.ts';

const parser = unified().use(remarkParse).use(remarkMdx).freeze();

/**
 * What a signed-out reader sees of an expression on `user` in the grammar of `parseUserCondition`,
 * as Markdown nodes for the page's twin, or undefined for any other expression. JSX becomes
 * the elements the twin's rules read (`<a href>` a link).
 */
export function signedOutTwin(source: string): RootContent[] | undefined {
  const expression = parseExpression(source);
  return expression && signedOutNodes(expression);
}

/** Whether the page's imports or exports declare a `user` of its own (the twin's tree has no estree). */
export const declaresUser = (tree: Root) =>
  tree.children.some(
    (node) =>
      node.type === 'mdxjsEsm' &&
      /\b(?:const|let|var|function|class)\s+user\b|\buser\s*(?:,|\}|from\b)|\bas\s+user\b/.test(node.value),
  );

function parseExpression(source: string): Expression | undefined {
  try {
    const node = parser.parse(`{${source}}`).children[0] as { data?: { estree?: Program } } | undefined;
    const statement = node?.data?.estree?.body[0];
    return statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  } catch {
    return undefined;
  }
}

function signedOutNodes(expression: Expression): RootContent[] | undefined {
  const parsed = parseUserCondition(expression);
  if (!parsed) return undefined;
  const result = evaluateUserCondition(parsed.condition, {});
  if ('branch' in result) {
    const branch = parsed.branches[result.branch];
    return branch ? jsxNodes(branch) : [];
  }
  const { value } = result;
  return typeof value === 'string' || typeof value === 'number'
    ? [{ type: 'text', value: String(value) }]
    : [];
}

type JsxChild = {
  type: string;
  value?: string;
  expression?: Expression;
  openingElement?: { name: { type: string; name?: string }; attributes: JsxAttribute[] };
  children?: JsxChild[];
};
type JsxAttribute = {
  type: string;
  name?: { name?: string };
  value?: { type: string; value?: unknown } | null;
};

function jsxNodes(node: JsxNode | JsxChild): RootContent[] {
  const child = node as JsxChild;
  if (child.type === 'JSXText') return jsxText(child.value ?? '');
  if (child.type === 'JSXExpressionContainer') {
    const expression = child.expression;
    if (!expression || expression.type === ('JSXEmptyExpression' as string)) return [];
    if (expression.type === 'Literal' && typeof expression.value === 'string')
      return [{ type: 'text', value: expression.value }];
    if (isJsx(expression)) return jsxNodes(expression);
    return signedOutNodes(expression) ?? [];
  }
  const children = (child.children ?? []).flatMap(jsxNodes);
  if (child.type === 'JSXFragment') return children;
  const opening = child.openingElement;
  const name = opening?.name.type === 'JSXIdentifier' ? (opening.name.name ?? '') : '';
  const attributes = (opening?.attributes ?? []).flatMap((attribute) =>
    attribute.type === 'JSXAttribute' && attribute.name?.name && typeof attribute.value?.value === 'string'
      ? [{ type: 'mdxJsxAttribute', name: attribute.name.name, value: attribute.value.value }]
      : [],
  );
  const href = attributes.find((attribute) => attribute.name === 'href')?.value;
  if (name === 'a' && href) return [{ type: 'link', url: href, children: children as PhrasingContent[] }];
  return [
    { type: 'mdxJsxTextElement', name, attributes, children: children as PhrasingContent[] } as RootContent,
  ];
}

/** JSX's own whitespace rule: lines trimmed where they break, blank lines gone. */
function jsxText(value: string): RootContent[] {
  const lines = value.split(/\r?\n/);
  const kept = lines
    .map((line, index) => {
      const start = index === 0 ? line : line.trimStart();
      return index === lines.length - 1 ? start : start.trimEnd();
    })
    .filter((line) => line !== '');
  const text = kept.join(' ');
  return text === '' ? [] : [{ type: 'text', value: text }];
}
