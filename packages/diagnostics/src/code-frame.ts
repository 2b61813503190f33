/**
 * A few lines around `line`, numbered, with a caret under `column`:
 *
 *     3 |   "navigation": {
 *   > 4 |     "pages": ["intro",]
 *       |                       ^
 */
export function createCodeFrame(text: string, line: number, column = 1, context = 2): string {
  const first = Math.max(1, line - context);
  const { lines, count } = linesBetween(text, first, line + context);
  const last = Math.min(count, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    const source = (lines.get(n) ?? '').replaceAll('\t', '  ');
    out.push(
      `${marker} ${String(n).padStart(width)} | ${source.length > 160 ? `${source.slice(0, 157)}...` : source}`,
    );
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}

/**
 * Lines `first` to `last` (1-based) of `text` by number, as `text.split(/\r?\n/)` cuts them, and
 * how many lines the text has (Infinity when it goes on past `last`). Only those lines are cut
 * out: a page with many warnings gets a frame for each, and splitting a long page whole for every
 * one of them cost seconds.
 */
function linesBetween(
  text: string,
  first: number,
  last: number,
): { lines: Map<number, string>; count: number } {
  const lines = new Map<number, string>();
  let start = 0;
  for (let n = 1; n <= last; n++) {
    const newline = text.indexOf('\n', start);
    if (n >= first) {
      const end = newline === -1 ? text.length : newline;
      lines.set(
        n,
        text.slice(start, newline !== -1 && end > start && text[end - 1] === '\r' ? end - 1 : end),
      );
    }
    if (newline === -1) return { lines, count: n };
    start = newline + 1;
  }
  return { lines, count: Number.POSITIVE_INFINITY };
}
