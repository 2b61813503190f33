import type { UserCondition } from './user-condition.ts';

/** What a condition comes to: one of its JSX branches, or a value (a literal or the reader's data). */
export type UserConditionResult = { readonly branch: number } | { readonly value: unknown };

/**
 * Evaluates a condition for a reader's `user` data with JavaScript's semantics, reading own
 * properties only (`user.constructor`, `user.__proto__`, `user.toString` are undefined unless the
 * data has them). A path through a missing value reads as undefined, as with `?.`, where
 * JavaScript would throw. Nothing in the data is ever called or read as code.
 */
export function evaluateUserCondition(condition: UserCondition, user: unknown): UserConditionResult {
  const evaluate = (node: UserCondition): UserConditionResult => {
    switch (node.kind) {
      case 'branch':
        return { branch: node.index };
      case 'literal':
        return { value: node.value };
      case 'undefined':
        return { value: undefined };
      case 'path':
        return { value: readPath(user, node.path) };
      case 'not':
        return { value: !truthy(evaluate(node.operand)) };
      case 'includes':
        return { value: includes(plainValue(evaluate(node.target)), node.search) };
      case 'compare':
        return {
          value: compare(node.operator, plainValue(evaluate(node.left)), plainValue(evaluate(node.right))),
        };
      case 'logical': {
        const left = evaluate(node.left);
        if (node.operator === '&&') return truthy(left) ? evaluate(node.right) : left;
        if (node.operator === '||') return truthy(left) ? left : evaluate(node.right);
        const held = 'branch' in left || (left.value !== null && left.value !== undefined);
        return held ? left : evaluate(node.right);
      }
      case 'conditional':
        return truthy(evaluate(node.test)) ? evaluate(node.consequent) : evaluate(node.alternate);
    }
  };
  return evaluate(condition);
}

// A JSX element is an object: always truthy.
const truthy = (result: UserConditionResult) => 'branch' in result || Boolean(result.value);

const plainValue = (result: UserConditionResult) => ('branch' in result ? undefined : result.value);

/** The value at `path`, through own properties only. */
export function readPath(root: unknown, path: readonly string[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || value === undefined) return undefined;
    if (!Object.hasOwn(Object(value), key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function includes(target: unknown, search: string | number | boolean | null): unknown {
  if (Array.isArray(target)) return target.includes(search);
  if (typeof target === 'string') return target.includes(String(search));
  return undefined;
}

/**
 * JavaScript's comparisons, with objects and arrays (JSON data) turned into the primitives
 * JavaScript would make of them, without calling anything they hold: `[1, 2]` is `"1,2"`, an
 * object `"[object Object]"`.
 */
function compare(operator: string, left: unknown, right: unknown): boolean {
  switch (operator) {
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    case '==':
      return looselyEqual(left, right);
    case '!=':
      return !looselyEqual(left, right);
  }
  const a = primitive(left);
  const b = primitive(right);
  switch (operator) {
    case '<':
      return (a as number) < (b as number);
    case '<=':
      return (a as number) <= (b as number);
    case '>':
      return (a as number) > (b as number);
    default:
      return (a as number) >= (b as number);
  }
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

function looselyEqual(left: unknown, right: unknown): boolean {
  if (isObject(left) && isObject(right)) return left === right;
  if (isObject(left) || isObject(right)) {
    const other = isObject(left) ? right : left;
    if (other === null || other === undefined) return false;
    // biome-ignore lint/suspicious/noDoubleEquals: JavaScript's loose equality, on primitives only
    return primitive(left) == primitive(right);
  }
  // biome-ignore lint/suspicious/noDoubleEquals: JavaScript's loose equality, on primitives only
  return left == right;
}

function primitive(value: unknown): unknown {
  if (Array.isArray(value))
    return value
      .map((item) => (item === null || item === undefined ? '' : String(primitive(item))))
      .join(',');
  if (isObject(value)) return '[object Object]';
  return value;
}
