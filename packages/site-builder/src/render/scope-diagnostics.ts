import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { ComponentUse } from '@docwright/mdx';
import type { PageSource } from '../load/discover.ts';

/** Components that a page's or snippet's code names and nothing provides: each rendered as its children. */
export function unknownScopeNames(page: PageSource, names: ReadonlySet<string>): Diagnostic[] {
  return [...names].map((name) => {
    const index = page.source.split('\n').findIndex((line) => new RegExp(`\\b${name}\\b`).test(line));
    return createDiagnostic('page/unknown-component', {
      file: page.file,
      ...(index >= 0 && { line: index + 1, column: 1, frame: createCodeFrame(page.source, index + 1, 1) }),
      message: `Unknown component ${name}, used by the page's or a snippet's code; its children are rendered without it.`,
    });
  });
}

/**
 * The components a page or snippet uses in its content that neither the theme nor the page's
 * modules provide; each renders its children.
 */
export function unknownComponents(
  file: string,
  uses: readonly ComponentUse[],
  lineOffset: number,
  provides: (name: string) => boolean,
): Diagnostic[] {
  return uses
    .filter((use) => use.name !== 'Snippet' && !provides(use.name))
    .map((use) =>
      createDiagnostic('page/unknown-component', {
        file,
        ...(use.line !== undefined && { line: use.line + lineOffset }),
        ...(use.column !== undefined && { column: use.column }),
        message: `Unknown component <${use.name}>; its children are rendered without it.`,
      }),
    );
}
