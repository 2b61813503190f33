import { type CStringDialect, quoteCString } from './c-like.ts';
import { quoteSingle } from './single-quoted.ts';

/** PHP double-quoted escapes: `\$` stops `$var` and `{$var}`, control characters as `\u{7}` (PHP 7+). */
const phpDoubleQuoted: CStringDialect = { control: 'unicode-braced', escapeChars: '$' };

/** Control characters other than a newline: invisible (or mangled by editors) when written raw. */
const invisible = /[\u0000-\u0009\u000b-\u001f\u007f\u2028\u2029]/;

/**
 * A PHP string literal: single-quoted, where nothing is interpolated, unless the text holds control
 * characters; those are written as escapes in a double-quoted string with `$` escaped.
 */
export function quotePhp(text: string): string {
  return invisible.test(text) ? quoteCString(text, phpDoubleQuoted) : quoteSingle(text);
}

/**
 * A nowdoc (`<<<'JSON'`): raw text over several lines, nothing interpolated nor escaped. The closing
 * marker sits in column 0 (every PHP version reads it), so a line of the text that starts with the
 * marker would end it early: the marker grows until no line does. Falls back to `quotePhp` for text
 * a nowdoc cannot hold exactly (control characters).
 */
export function phpNowdoc(text: string, marker = 'JSON'): string {
  if (invisible.test(text)) return quotePhp(text);
  let tag = marker;
  const lines = text.split('\n');
  while (lines.some((line) => line.trimStart().startsWith(tag))) tag = `${tag}_`;
  return `<<<'${tag}'\n${text}\n${tag}`;
}
