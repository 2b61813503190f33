import type { CallExpression, Expression, Node, Program, Statement } from 'estree';
import { walk } from 'estree-walker';
import type { VFile } from 'vfile';
import { runOption } from './run-options.ts';

/**
 * When a page's own exported components can run in the browser (`remarkInteractiveEsm` kept their
 * source), each use of one in the page's content goes through `islandOf(name, component)`, which
 * the build passes as `arguments[0].islandOf` and answers with the island that hydrates it (or
 * the component itself).
 */
export function recmaPageIslands() {
  return (program: Program, file: VFile) => {
    if (file.data.esmSource === undefined) return;
    const exported = exportedNames(program);
    if (exported.size === 0) return;
    let rewritten = false;
    walk(program, {
      enter(node) {
        if (!isJsxCall(node)) return;
        const [component] = node.arguments;
        if (component?.type !== 'Identifier' || !exported.has(component.name)) return;
        node.arguments[0] = islandOf(component.name);
        rewritten = true;
      },
    });
    if (!rewritten) return;
    const firstStatement = program.body.findIndex((statement) => !('directive' in statement));
    program.body.splice(firstStatement === -1 ? program.body.length : firstStatement, 0, islandOfDeclaration);
  };
}

// `const _islandOf = arguments[0].islandOf ?? ((name, component) => component);`
const islandOfDeclaration: Statement = {
  type: 'VariableDeclaration',
  kind: 'const',
  declarations: [
    {
      type: 'VariableDeclarator',
      id: { type: 'Identifier', name: '_islandOf' },
      init: {
        type: 'LogicalExpression',
        operator: '??',
        left: runOption('islandOf'),
        right: {
          type: 'ArrowFunctionExpression',
          expression: true,
          params: [
            { type: 'Identifier', name: 'name' },
            { type: 'Identifier', name: 'component' },
          ],
          body: { type: 'Identifier', name: 'component' },
        },
      },
    },
  ],
};

/** The names a function-body page returns (its exports), except `default`. */
function exportedNames(program: Program): Set<string> {
  const names = new Set<string>();
  for (const statement of program.body) {
    if (statement.type !== 'ReturnStatement' || statement.argument?.type !== 'ObjectExpression') continue;
    for (const property of statement.argument.properties)
      if (
        property.type === 'Property' &&
        property.key.type === 'Identifier' &&
        property.key.name !== 'default'
      )
        names.add(property.key.name);
  }
  return names;
}

function isJsxCall(node: Node): node is CallExpression {
  return (
    node.type === 'CallExpression' &&
    node.callee.type === 'Identifier' &&
    ['_jsx', '_jsxs'].includes(node.callee.name)
  );
}

function islandOf(name: string): Expression {
  return {
    type: 'CallExpression',
    optional: false,
    callee: { type: 'Identifier', name: '_islandOf' },
    arguments: [
      { type: 'Literal', value: name },
      { type: 'Identifier', name },
    ],
  };
}
