/**
 * A few lines around `line`, numbered, with a caret under `column`:
 *
 *     3 |   "navigation": {
 *   > 4 |     "pages": ["intro",]
 *       |                       ^
 */
export function createCodeFrame(text: string, line: number, column = 1, context = 2): string {
  const lines = text.split(/\r?\n/);
  const first = Math.max(1, line - context);
  const last = Math.min(lines.length, line + context);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const marker = n === line ? '>' : ' ';
    const source = (lines[n - 1] ?? '').replaceAll('\t', '  ');
    out.push(
      `${marker} ${String(n).padStart(width)} | ${source.length > 160 ? `${source.slice(0, 157)}...` : source}`,
    );
    if (n === line) out.push(`  ${' '.repeat(width)} | ${' '.repeat(Math.max(0, column - 1))}^`);
  }
  return out.join('\n');
}
