import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { fillVariables } from '@docwright/mdx';
import type { PageSource } from '../load/discover.ts';

/** docs.json `variables`, by name. */
export type Variables = Readonly<Record<string, string>>;

/**
 * The page with `{{name}}` filled from docs.json `variables` in its body (Mintlify fills the page
 * text, code included, not its front matter), and a located warning for each placeholder in prose
 * that names no variable (in a `.md` page, only when the site defines variables). One inside code is left alone without a word: `{{ user.name }}` there is
 * most often another template language's.
 */
export function withVariables(
  page: PageSource,
  variables: Variables,
): { page: PageSource; diagnostics: Diagnostic[] } {
  const filled = fillVariables(page.body, variables);
  if (filled.text === page.body && filled.undefinedVariables.length === 0) return { page, diagnostics: [] };
  // A `.md` page of a site without variables is plain Markdown: its `{{name}}` is text, told of only in MDX.
  const told = Object.keys(variables).length > 0 || !/\.md$/i.test(page.file);
  const diagnostics = told
    ? undefinedVariableDiagnostics(page.file, page.source, page.bodyLineOffset, filled)
    : [];
  return { page: { ...page, body: filled.text }, diagnostics };
}

/** The located warnings of `fillVariables`'s placeholders in prose that name no variable. */
export function undefinedVariableDiagnostics(
  file: string,
  source: string,
  bodyLineOffset: number,
  filled: ReturnType<typeof fillVariables>,
): Diagnostic[] {
  return filled.undefinedVariables
    .filter((placeholder) => !placeholder.inCode)
    .map(({ name, line, column }) =>
      createDiagnostic('page/undefined-variable', {
        file,
        line: line + bodyLineOffset,
        column,
        frame: createCodeFrame(source, line + bodyLineOffset, column),
        message: `\`{{${name}}}\` names no entry of \`variables\` in docs.json; it is shown as written.`,
      }),
    );
}
