import type { Element } from 'hast';
import type { CodeMeta } from './code-meta.ts';
import { type LineMark, readCodeNotation } from './code-notation.ts';
import { highlightToHast } from './index.ts';

const markClasses: Readonly<Record<LineMark, string>> = {
  added: 'dw-line-added',
  removed: 'dw-line-removed',
  highlighted: 'dw-line-highlighted',
  focused: 'dw-line-focused',
  error: 'dw-line-error',
  warning: 'dw-line-warning',
};

/**
 * A code block as the page shows it: `pre > code > span.line`, coloured, each line marked by its
 * fence options (`highlight`, `focus`) and `[!code …]` comments (taken out of the code), and the
 * `pre` classed for `lines`, `wrap`, focus and diff, with `data-expandable`/`data-nocopy` for
 * `code.js`. Fences (`rehypeHighlightCode`) and the `<CodeBlock>` component both come here;
 * `typed` is the block as twoslash rendered it (its type popups and error lines among the code's).
 */
export function highlightCodeBlock(
  text: string,
  language: string | undefined,
  meta: CodeMeta,
  typed?: Element,
): Element {
  const notated = readCodeNotation(text);
  const highlighted = typed ?? highlightToHast(notated.code, language);
  const code = highlighted.children[0] as Element;
  let lineNumber = 0;
  let focused = false;
  let diff = false;
  for (const line of code.children) {
    // Twoslash puts its error and query lines between the code's lines.
    if (line.type !== 'element' || !classList(line.properties.className).includes('line')) continue;
    lineNumber++;
    const marks = new Set(notated.marks.get(lineNumber));
    if (meta.highlightedLines.has(lineNumber)) marks.add('highlighted');
    if (meta.focusedLines.has(lineNumber)) marks.add('focused');
    if (marks.size === 0) continue;
    focused ||= marks.has('focused');
    diff ||= marks.has('added') || marks.has('removed');
    line.properties.className = [
      ...classList(line.properties.className),
      ...[...marks].map((mark) => markClasses[mark]),
    ];
  }
  highlighted.properties = {
    ...highlighted.properties,
    className: [
      ...classList(highlighted.properties.className),
      ...(meta.lineNumbers ? ['dw-line-numbers'] : []),
      ...(meta.wrap ? ['dw-code-wrap'] : []),
      ...(focused ? ['dw-code-focus'] : []),
      ...(diff ? ['dw-code-diff'] : []),
      ...(typed ? ['dw-twoslash'] : []),
    ],
    ...(meta.expandable && { dataExpandable: '' }),
    ...(!meta.copyable && { dataNocopy: '' }),
  };
  return highlighted;
}

export function classList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/).filter(Boolean) : [];
}
