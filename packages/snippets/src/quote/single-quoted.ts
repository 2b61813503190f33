/**
 * PHP and Ruby single-quoted strings: only `\\` and `\'` are escapes, nothing is interpolated
 * (no `$var` in PHP, no `#{...}` in Ruby). Newlines stay literal newlines.
 */
export function quoteSingle(text: string): string {
  return `'${text.replace(/[\\']/g, (char) => `\\${char}`)}'`;
}
