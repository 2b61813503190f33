import { randomBytes } from 'node:crypto';
import type { Expression, Program } from 'estree';
import type { Root } from 'mdast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { freeReferences } from '../page-scope/free-names.ts';
import { type UserChoice, userChoiceAttribute } from '../user-conditions/user-choice-markup.ts';
import { isJsx, type JsxNode, parseUserCondition, userPath } from '../user-conditions/user-condition.ts';
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
 * what a signed-out reader sees; `docs serve` fills it with the reader's value, as text. A condition
 * in the grammar of `parseUserCondition` becomes a choice (`file.data.userChoices`): every JSX branch
 * compiles between markers, for the build to keep the signed-out one and `docs serve` to pick. Any
 * other expression that reads `user` (a prop, a call) renders as for a signed-out reader, and is
 * listed on `file.data.staticUserExpressions` for a located warning.
 */
export function remarkUserFields() {
  return (tree: Root, file: VFile) => {
    if (localNames(tree).has('user')) return;
    // A snippet renders inside the pages that use it, where its branches could not be told apart
    // from theirs; its conditions stay signed out, with the warning.
    const inSnippet = (file.data.location as { snippet?: true } | undefined)?.snippet === true;
    const unsafe = expressionsInUnsafeElements(tree);
    const fixed: StaticUserExpression[] = [];
    const choices: UserChoice[] = [];
    const nonce = randomBytes(12).toString('hex');
    const textOf = (expression: Expression) => {
      const { start, end } = expression as { start?: number; end?: number };
      return start !== undefined && end !== undefined ? String(file.value).slice(start, end) : 'user';
    };
    const choiceMarkup = (expression: Expression, at: Located): Expression | undefined => {
      const parsed = parseUserCondition(expression);
      if (!parsed || parsed.branches.length === 0 || inSnippet) return undefined;
      const children = parsed.branches.flatMap((branch, index) => {
        markNested(branch, at);
        return [index, branch, index];
      });
      const id = `${nonce}.${choices.length}`;
      choices.push({ id, condition: parsed.condition, branches: parsed.branches.length });
      return fragment(
        children.map((child) => (typeof child === 'number' ? markerElement(`${id}.${child}`) : child)),
      ) as unknown as Expression;
    };
    // `{user.x}` and conditions inside a branch's JSX: a field or a choice of their own; the rest static.
    const markNested = (node: JsxNode, at: Located) => {
      node.children.forEach((child, index) => {
        if (isJsx(child)) {
          if (rendersChildrenAsMarkup(child)) markNested(child, at);
          else noteUserExpressions(child, at);
          return;
        }
        const container = child as { type: string; expression?: Expression };
        const expression = container.expression;
        if (container.type !== 'JSXExpressionContainer' || !expression || !readsUser(expression)) return;
        const field = userField(expression);
        const markup = field ? fieldElement(field) : choiceMarkup(expression, at);
        if (markup)
          (node.children as unknown[])[index] = { type: 'JSXExpressionContainer', expression: markup };
        else note(at, `{${textOf(expression)}}`);
      });
    };
    const noteUserExpressions = (node: unknown, at: Located) => {
      for (const expression of userExpressionsIn(node)) note(at, `{${textOf(expression)}}`);
    };
    const note = (node: Located, text: string) => {
      const start = node.position?.start;
      fixed.push({ text, ...(start && { line: start.line, column: start.column }) });
    };
    visit(tree, (node, index, parent) => {
      if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
        const expression = node as unknown as ExpressionNode;
        const program = expression.data?.estree;
        if (!program || !readsUser(program)) return;
        const statement = program.body.length === 1 ? program.body[0] : undefined;
        const single = statement?.type === 'ExpressionStatement' ? statement : undefined;
        const field = single && userField(single.expression);
        const choice = !field && single && !unsafe.has(node) && choiceMarkup(single.expression, node);
        if (choice && single) {
          single.expression = choice;
          return SKIP;
        }
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
    file.data.userChoices = choices;
  };
}

/**
 * Components that render their children as markup and nothing else, so a choice's branches inside
 * them stay between its markers. Others may read their children as text (`<Prompt>` puts it in a
 * link, `<CodeBlock>` highlights it) or pick among them (`<Tabs>`, `<Steps>`, a site's own
 * component): there every branch would reach every reader, so a condition stays signed out.
 */
const markupContainers: ReadonlySet<string> = new Set([
  'Note',
  'Tip',
  'Warning',
  'Info',
  'Check',
  'Danger',
  'Callout',
  'Accordion',
  'Expandable',
  'Card',
  'Column',
  'Tab',
  'Step',
  'Update',
  'Frame',
  'Panel',
  'ParamField',
  'ResponseField',
]);

/** HTML elements (lowercase names) and `markupContainers`. */
const isMarkupContainer = (name: string | null | undefined) =>
  name === null || name === undefined || /^[a-z][a-z0-9-]*$/.test(name) || markupContainers.has(name);

function rendersChildrenAsMarkup(node: JsxNode): boolean {
  if (node.type === 'JSXFragment') return true;
  const name = (node as { openingElement?: { name?: { type: string; name?: string } } }).openingElement?.name;
  return name?.type === 'JSXIdentifier' && isMarkupContainer(name.name);
}

/** The page's `{…}` expressions with an MDX element around them that is not a markup container. */
function expressionsInUnsafeElements(tree: Root): Set<unknown> {
  const found = new Set<unknown>();
  const walk = (node: { type: string; name?: string | null; children?: unknown[] }, unsafe: boolean) => {
    if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && unsafe) found.add(node);
    const element = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    const inside = unsafe || (element && !isMarkupContainer(node.name));
    for (const child of node.children ?? []) walk(child as typeof node, inside);
  };
  walk(tree as unknown as { type: string; children?: unknown[] }, false);
  return found;
}

/** Expressions reading `user` anywhere in an estree subtree. */
function userExpressionsIn(node: unknown): Expression[] {
  const out: Expression[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
      return;
    }
    const container = value as { type?: string; expression?: Expression };
    if (
      container.type === 'JSXExpressionContainer' &&
      container.expression &&
      readsUser(container.expression)
    ) {
      out.push(container.expression);
      return;
    }
    for (const [key, child] of Object.entries(value)) if (key !== 'data' && key !== 'loc') walk(child);
  };
  walk(node);
  return out;
}

type Located = { position?: { start: { line: number; column: number } } | undefined };

const readsUser = (node: Program | Expression) =>
  freeReferences(
    node.type === 'Program'
      ? node
      : { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: node }] },
  ).some((ref) => ref.node.name === 'user');

const explicit = { _mdxExplicitJsx: true };

function fragment(children: unknown[]) {
  return {
    type: 'JSXFragment',
    openingFragment: { type: 'JSXOpeningFragment' },
    closingFragment: { type: 'JSXClosingFragment' },
    children,
    data: explicit,
  };
}

function spanElement(attribute: string, value: string, children: unknown[]) {
  return {
    type: 'JSXElement',
    openingElement: {
      type: 'JSXOpeningElement',
      name: { type: 'JSXIdentifier', name: 'span' },
      attributes: [
        {
          type: 'JSXAttribute',
          name: { type: 'JSXIdentifier', name: attribute },
          value: { type: 'Literal', value },
        },
      ],
      selfClosing: children.length === 0,
    },
    closingElement:
      children.length === 0
        ? null
        : { type: 'JSXClosingElement', name: { type: 'JSXIdentifier', name: 'span' } },
    children,
    data: explicit,
  };
}

const markerElement = (key: string) => spanElement(userChoiceAttribute, key, []);

/** `{user.x ?? "y"}` inside JSX: the same marked element a field in prose becomes. */
const fieldElement = (field: { path: string[]; fallback: string }) =>
  spanElement('data-dw-user', JSON.stringify(field.path), [
    { type: 'JSXExpressionContainer', expression: { type: 'Literal', value: field.fallback } },
  ]) as unknown as Expression;

function sourceOf(attribute: Attribute): string {
  const named = attribute as { name?: string; value?: { value?: string } | string };
  const value = typeof named.value === 'object' ? named.value?.value : undefined;
  return named.name ? `${named.name}={${value ?? ''}}` : `{${(attribute as { value?: string }).value ?? ''}}`;
}

/** `user.a.b` (`?.`, `["a"]` too), alone or before `?? "text"` / `|| "text"`: its path and fallback. */
function userField(whole: Expression): { path: string[]; fallback: string } | undefined {
  let expression: Expression = whole;
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
  const path = userPath(expression.type === 'ChainExpression' ? expression.expression : expression);
  return path && path.length > 0 ? { path, fallback } : undefined;
}

/** Whether rendered HTML holds a `{user.<field>}` for `docs serve` to fill. */
export const hasUserFields = (html: string): boolean => html.includes('data-dw-user=');
