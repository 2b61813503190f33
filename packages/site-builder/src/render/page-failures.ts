import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { PageSource } from '../load/discover.ts';

/** Snippet problems found while loading a page's imports: a missing file is pointed at the line that names it. */
export function locateInPage(page: PageSource, found: readonly Diagnostic[]): Diagnostic[] {
  return found.map((diagnostic) => {
    if (diagnostic.file !== page.file || diagnostic.line !== undefined) return diagnostic;
    const needle = /"([^"]+)"/.exec(diagnostic.message)?.[1];
    const index = needle ? page.source.split('\n').findIndex((line) => line.includes(needle)) : -1;
    if (index < 0) return diagnostic;
    return { ...diagnostic, line: index + 1, column: 1, frame: createCodeFrame(page.source, index + 1, 1) };
  });
}

/** A page that compiled but threw while running: point at the import or expression involved. */
export function renderFailure(page: PageSource, error: Error): Diagnostic {
  const missingModule = /Cannot find module '([^']+)'/.exec(error.message)?.[1];
  const missingName = /(\w+) is not defined/.exec(error.message)?.[1];
  const needle = missingModule ?? (missingName ? `{${missingName}` : undefined);
  const index = needle ? page.source.split('\n').findIndex((line) => line.includes(needle)) : -1;
  const place =
    index >= 0 ? { line: index + 1, column: 1, frame: createCodeFrame(page.source, index + 1, 1) } : {};
  if (missingModule) {
    return createDiagnostic('page/mdx-compile', {
      file: page.file,
      ...place,
      message: `The page imports "${missingModule}", which Docwright cannot load.`,
      hint: 'Pages can import .mdx, .md, .jsx, .tsx, .js and .ts files of the site, react and preact.',
    });
  }
  return createDiagnostic('page/mdx-compile', {
    file: page.file,
    ...place,
    message: `The page failed while rendering: ${error.message}`,
    ...(missingName && {
      hint: `\`${missingName}\` is used in an expression but never defined: in MDX, \`{\` starts JavaScript. Escape it as \`\\{\` or define the value with \`export const ${missingName} = ...\`.`,
    }),
  });
}
