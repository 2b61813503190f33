import type { Identifier, Node, Program } from 'estree';
import { createVisitors, type Scope } from 'estree-util-scope';
import { walk } from 'estree-walker';

/** A reference to a name that nothing in the code declares, and where it sits in its parent. */
export interface FreeReference {
  readonly node: Identifier;
  readonly parent: Node;
  readonly key: string;
  readonly index: number | null | undefined;
  /** The reference is the value of a shorthand property (`{ Info }`). */
  readonly shorthand: boolean;
}

// The language's own free names, and the browser's: code reads these from the real global scope
// (`typeof window` must stay a question, not become a lookup).
const browserGlobals = new Set([
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'screen',
  'localStorage',
  'sessionStorage',
  'customElements',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'getComputedStyle',
  'matchMedia',
  'alert',
  'confirm',
  'prompt',
  'HTMLElement',
  'Element',
  'Node',
  'IntersectionObserver',
  'ResizeObserver',
  'MutationObserver',
]);

function isGlobal(name: string): boolean {
  return name === 'arguments' || name in globalThis || browserGlobals.has(name);
}

/**
 * The identifiers in `program` that refer to a name no enclosing scope declares and that is not a
 * global of JavaScript, Node or the browser. Mintlify's pages and snippets share one scope per
 * page (built-in components, React's hooks, every snippet's exports): these are the names that
 * scope must supply.
 */
export function freeReferences(program: Program): FreeReference[] {
  // One walk: each candidate keeps the scopes around it, and is judged once the walk has seen
  // every declaration, hoisted ones (`var`, functions declared further down) included.
  const visitors = createVisitors();
  const patternProperties = new WeakSet<Node>();
  const opening = new WeakSet<Node>();
  let scopes: EnclosingScopes = { scope: visitors.scopes[0] as Scope };
  const candidates: { reference: FreeReference; scopes: EnclosingScopes }[] = [];
  walk(program, {
    enter(node, parent, key, index) {
      if (node.type === 'ObjectPattern')
        for (const property of node.properties) patternProperties.add(property);
      // A named class expression's name is bound inside its own body.
      let opened: Scope | undefined =
        node.type === 'ClassExpression' && node.id ? { block: true, defined: [node.id.name] } : undefined;
      const before = visitors.scopes.length;
      visitors.enter(node);
      if (visitors.scopes.length > before) opened = visitors.scopes.at(-1) as Scope;
      if (opened) {
        scopes = { scope: opened, outer: scopes };
        opening.add(node);
      }
      if (node.type !== 'Identifier' || !parent) return;
      // `typeof gtag` asks whether a global exists: it stays a question, never a lookup.
      if (parent.type === 'UnaryExpression' && parent.operator === 'typeof') return;
      if (parent.type === 'Property' && patternProperties.has(parent) && key === 'value') return;
      if (!isReference(node, parent, key)) return;
      if (isGlobal(node.name)) return;
      candidates.push({
        reference: {
          node,
          parent,
          key: String(key),
          index,
          shorthand: parent.type === 'Property' && parent.shorthand && key === 'value',
        },
        scopes,
      });
    },
    leave(node) {
      visitors.exit(node);
      if (opening.has(node)) scopes = scopes.outer as EnclosingScopes;
    },
  });
  return candidates
    .filter(({ reference, scopes }) => !declares(scopes, reference.node.name))
    .map(({ reference }) => reference);
}

/** The scopes around a point of the code, innermost first. */
interface EnclosingScopes {
  readonly scope: Scope;
  readonly outer?: EnclosingScopes;
}

function declares(scopes: EnclosingScopes | undefined, name: string): boolean {
  for (let at = scopes; at; at = at.outer) if (at.scope.defined.includes(name)) return true;
  return false;
}

/** Whether an identifier reads a binding (as opposed to naming a property, a label or a new binding). */
function isReference(
  node: Identifier,
  parent: Node,
  key: string | number | symbol | null | undefined,
): boolean {
  switch (parent.type) {
    case 'MemberExpression':
      return key === 'object' || parent.computed;
    case 'Property':
      return key === 'value' || parent.computed;
    case 'MethodDefinition':
    case 'PropertyDefinition':
      return key === 'value' || parent.computed;
    case 'VariableDeclarator':
      return key === 'init';
    case 'FunctionDeclaration':
    case 'FunctionExpression':
    case 'ArrowFunctionExpression':
      return key === 'body';
    case 'ClassDeclaration':
    case 'ClassExpression':
      return key === 'superClass';
    case 'CatchClause':
      return false;
    case 'LabeledStatement':
    case 'BreakStatement':
    case 'ContinueStatement':
      return false;
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
    case 'ImportNamespaceSpecifier':
    case 'ExportSpecifier':
      return false;
    case 'MetaProperty':
      return false;
    case 'AssignmentPattern':
      return key === 'right';
    case 'ArrayPattern':
    case 'RestElement':
      return false;
    default:
      return node.type === 'Identifier';
  }
}

/**
 * Turns every free reference in `program` into a read of `scope` (`Info` becomes
 * `_pageScope.Info`) and returns the names it read.
 */
export function readFreeNamesFrom(program: Program, scope: string): Set<string> {
  const names = new Set<string>();
  for (const reference of freeReferences(program)) {
    names.add(reference.node.name);
    const read: Node = {
      type: 'MemberExpression',
      object: { type: 'Identifier', name: scope },
      property: { type: 'Identifier', name: reference.node.name },
      computed: false,
      optional: false,
    };
    const holder = reference.parent as unknown as Record<string, unknown>;
    const slot = holder[reference.key];
    if (Array.isArray(slot) && typeof reference.index === 'number') slot[reference.index] = read;
    else holder[reference.key] = read;
    if (reference.shorthand) (reference.parent as { shorthand: boolean }).shorthand = false;
  }
  return names;
}
