import type { Program, Statement } from 'estree';
import { readFreeNamesFrom } from '../page-scope/free-names.ts';
import { runOption } from './run-options.ts';

/** What compiled code calls the scope its page shares (`arguments[0].pageScope` when run). */
export const pageScopeName = '_pageScope';

/**
 * Names a page's code uses without declaring them (`<Info>` inside `export const X = () => ...`,
 * `useState`, a component another snippet of the page exports) are read from the page's shared
 * scope, which the build passes when it runs the page, as Mintlify gives every page one scope.
 */
export function recmaPageScope() {
  return (program: Program) => {
    if (readFreeNamesFrom(program, pageScopeName).size === 0) return;
    const declaration: Statement = {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [
        {
          type: 'VariableDeclarator',
          id: { type: 'Identifier', name: pageScopeName },
          init: runOption('pageScope'),
        },
      ],
    };
    const firstStatement = program.body.findIndex((statement) => !('directive' in statement));
    program.body.splice(firstStatement === -1 ? program.body.length : firstStatement, 0, declaration);
  };
}
