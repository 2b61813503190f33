import { type CStringDialect, quoteCString } from './c-like.ts';
import { quoteSingle } from './single-quoted.ts';

/** PHP double-quoted escapes: `\$` stops `$var` and `{$var}`, control characters as `\u{7}` (PHP 7+). */
const phpDoubleQuoted: CStringDialect = { control: 'unicode-braced', escapeChars: '$' };

/**
 * Control characters other than a newline (tab and carriage return included), U+2028 and U+2029:
 * invisible, or mangled by editors, when written raw.
 */
function hasInvisible(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 && code !== 0x0a) || code === 0x7f || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/**
 * A PHP string literal: single-quoted, where nothing is interpolated, unless the text holds control
 * characters; those are written as escapes in a double-quoted string with `$` escaped.
 */
export function quotePhp(text: string): string {
  return hasInvisible(text) ? quoteCString(text, phpDoubleQuoted) : quoteSingle(text);
}

/**
 * A nowdoc (`<<<'JSON'`): raw text over several lines, nothing interpolated nor escaped. The closing
 * marker sits in column 0 (every PHP version reads it), so a line of the text that starts with the
 * marker would end it early: the marker grows until no line does. Falls back to `quotePhp` for text
 * a nowdoc cannot hold exactly (control characters).
 */
export function phpNowdoc(text: string, marker = 'JSON'): string {
  if (hasInvisible(text)) return quotePhp(text);
  let tag = marker;
  const lines = text.split('\n');
  while (lines.some((line) => line.trimStart().startsWith(tag))) tag = `${tag}_`;
  return `<<<'${tag}'\n${text}\n${tag}`;
}
