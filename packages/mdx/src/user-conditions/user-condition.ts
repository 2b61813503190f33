import type { Node as EstreeNode, Expression } from 'estree';

/** A JSX element or fragment inside an expression (estree's JSX extension, which `estree` does not type). */
export type JsxNode = { readonly type: 'JSXElement' | 'JSXFragment'; readonly children: readonly unknown[] };

/**
 * A conditional `user` expression as data (docs/server.md, Personalization): what `docs serve`
 * evaluates for each signed-in reader, never as code. `branch` stands for the JSX the expression
 * shows, by index; the build compiles each one to HTML.
 */
export type UserCondition =
  | { readonly kind: 'literal'; readonly value: string | number | boolean | null }
  | { readonly kind: 'undefined' }
  | { readonly kind: 'path'; readonly path: readonly string[] }
  | { readonly kind: 'not'; readonly operand: UserCondition }
  | {
      readonly kind: 'compare';
      readonly operator: CompareOperator;
      readonly left: UserCondition;
      readonly right: UserCondition;
    }
  | {
      readonly kind: 'logical';
      readonly operator: '&&' | '||' | '??';
      readonly left: UserCondition;
      readonly right: UserCondition;
    }
  | {
      readonly kind: 'conditional';
      readonly test: UserCondition;
      readonly consequent: UserCondition;
      readonly alternate: UserCondition;
    }
  | {
      readonly kind: 'includes';
      readonly target: UserCondition;
      readonly search: string | number | boolean | null;
    }
  | { readonly kind: 'branch'; readonly index: number };

export type CompareOperator = '===' | '!==' | '==' | '!=' | '<' | '<=' | '>' | '>=';

const compareOperators = new Set<string>(['===', '!==', '==', '!=', '<', '<=', '>', '>=']);

/** A condition and the JSX it may show, `branches[i]` for `{ kind: 'branch', index: i }`. */
export interface ParsedUserCondition {
  readonly condition: UserCondition;
  readonly branches: readonly JsxNode[];
}

/**
 * The expression as a `UserCondition`, or undefined when it leaves the grammar: paths of `user`,
 * literals, comparisons, `!`, `&&` `||` `??`, `c ? a : b`, `.includes(literal)` on a path, with JSX
 * only where the expression's result is shown. Only an expression that reads `user` is one.
 */
export function parseUserCondition(expression: Expression): ParsedUserCondition | undefined {
  const branches: JsxNode[] = [];
  let readsUser = false;

  const value = (node: EstreeNode, result: boolean): UserCondition | undefined => {
    if (isJsx(node)) {
      if (!result) return undefined;
      branches.push(node);
      return { kind: 'branch', index: branches.length - 1 };
    }
    switch (node.type) {
      case 'Literal':
        if ('regex' in node || 'bigint' in node) return undefined;
        return { kind: 'literal', value: node.value as string | number | boolean | null };
      case 'Identifier':
        return node.name === 'undefined' ? { kind: 'undefined' } : pathOf(node);
      case 'MemberExpression':
        return pathOf(node);
      case 'ChainExpression':
        return node.expression.type === 'CallExpression'
          ? includesOf(node.expression)
          : pathOf(node.expression);
      case 'CallExpression':
        return includesOf(node);
      case 'UnaryExpression': {
        if (node.operator !== '!') return undefined;
        const operand = value(node.argument, false);
        return operand && { kind: 'not', operand };
      }
      case 'BinaryExpression': {
        if (!compareOperators.has(node.operator) || node.left.type === 'PrivateIdentifier') return undefined;
        const left = value(node.left, false);
        const right = value(node.right, false);
        return left && right && { kind: 'compare', operator: node.operator as CompareOperator, left, right };
      }
      case 'LogicalExpression': {
        const left = value(node.left, false);
        const right = value(node.right, result);
        return left && right && { kind: 'logical', operator: node.operator, left, right };
      }
      case 'ConditionalExpression': {
        const test = value(node.test, false);
        const consequent = value(node.consequent, result);
        const alternate = value(node.alternate, result);
        return test && consequent && alternate && { kind: 'conditional', test, consequent, alternate };
      }
      default:
        return undefined;
    }
  };

  const pathOf = (node: EstreeNode): UserCondition | undefined => {
    const path = userPath(node);
    if (!path) return undefined;
    readsUser = true;
    return { kind: 'path', path };
  };

  const includesOf = (node: EstreeNode): UserCondition | undefined => {
    if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return undefined;
    const { callee } = node;
    const method = callee.computed
      ? callee.property.type === 'Literal' && callee.property.value
      : callee.property.type === 'Identifier' && callee.property.name;
    const [search, ...rest] = node.arguments;
    if (method !== 'includes' || rest.length > 0 || search?.type !== 'Literal') return undefined;
    if ('regex' in search || 'bigint' in search) return undefined;
    const target = pathOf(callee.object);
    return target && { kind: 'includes', target, search: search.value as string | number | boolean | null };
  };

  const condition = value(expression, true);
  return condition && readsUser ? { condition, branches } : undefined;
}

export const isJsx = (node: unknown): node is JsxNode => {
  const type = (node as { type?: string } | null)?.type;
  return type === 'JSXElement' || type === 'JSXFragment';
};

/** `user.a?.b["c"]` as `['a', 'b', 'c']` (`[]` for `user` itself), else undefined. */
export function userPath(node: EstreeNode): string[] | undefined {
  if (node.type === 'Identifier') return node.name === 'user' ? [] : undefined;
  if (node.type !== 'MemberExpression' || node.object.type === 'Super') return undefined;
  const base = userPath(node.object);
  if (!base) return undefined;
  const { property } = node;
  if (!node.computed && property.type === 'Identifier') return [...base, property.name];
  if (node.computed && property.type === 'Literal' && typeof property.value === 'string')
    return [...base, property.value];
  return undefined;
}
