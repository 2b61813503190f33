import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { PageSource } from '../load/discover.ts';

/**
 * Located warnings for `<ParamField placeholder>` on an `api:` page: Mintlify writes the text into
 * the playground's empty input, Docwright's playground shows the field's example there instead.
 */
export function paramFieldPlaceholderDiagnostics(page: PageSource): Diagnostic[] {
  const out: Diagnostic[] = [];
  const lines = page.body.split('\n');
  lines.forEach((text, index) => {
    for (const tag of text.matchAll(/<ParamField\b[^>]*?\bplaceholder=/g)) {
      const line = page.bodyLineOffset + index + 1;
      const column = (tag.index ?? 0) + tag[0].length - 'placeholder='.length + 1;
      out.push(
        createDiagnostic('page/not-supported', {
          file: page.file,
          line,
          column,
          frame: createCodeFrame(page.source, line, column),
          message:
            '`placeholder` on <ParamField> is ignored: the playground shows no placeholder in the input. Give the field a `default` to fill the input, or state the expected value in its description.',
        }),
      );
    }
  });
  return out;
}
