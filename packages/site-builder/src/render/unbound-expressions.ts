import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { UnboundExpression } from '@docwright/mdx';
import type { PageSource } from '../load/discover.ts';

/** A warning for each `{name}` naming nothing the page defines, located in the page's file. */
export function unboundExpressionDiagnostics(
  page: PageSource,
  unbound: readonly UnboundExpression[],
): Diagnostic[] {
  // A `{{name}}` left in prose has had its warning from `withVariables`.
  return unbound
    .filter((expression) => !/^\{\{[\s\w.-]+\}\}$/.test(expression.text))
    .map((expression) => {
      const line = expression.line !== undefined ? expression.line + page.bodyLineOffset : undefined;
      return createDiagnostic('page/unbound-expression', {
        file: page.file,
        ...(line !== undefined && {
          line,
          column: expression.column ?? 1,
          frame: createCodeFrame(page.source, line, expression.column ?? 1),
        }),
        message: `\`${expression.text}\` names nothing the page defines; it is shown as the text "${expression.text}".`,
      });
    });
}
