import type { MemberExpression } from 'estree';

/**
 * `arguments[0].<name>`: what the build passed when it runs a compiled page (a function body), read
 * at the top level of that body (`importSnippet`, `pageScope`, `islandOf`).
 */
export function runOption(name: string): MemberExpression {
  return {
    type: 'MemberExpression',
    computed: false,
    optional: false,
    object: {
      type: 'MemberExpression',
      computed: true,
      optional: false,
      object: { type: 'Identifier', name: 'arguments' },
      property: { type: 'Literal', value: 0 },
    },
    property: { type: 'Identifier', name },
  };
}
