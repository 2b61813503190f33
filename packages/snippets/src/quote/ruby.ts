import { dialects, quoteCString } from './c-like.ts';
import { quoteSingle } from './single-quoted.ts';

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
 * A Ruby string literal: single-quoted, where `#{...}` is never interpolated, unless the text holds
 * control characters; those go in a double-quoted string with `#` escaped (`\#{...}`).
 */
export function quoteRuby(text: string): string {
  return hasInvisible(text) ? quoteCString(text, dialects.ruby) : quoteSingle(text);
}

/**
 * A squiggly heredoc with a quoted marker (`<<~'JSON'`): raw text, no interpolation and no escapes,
 * indented by `indent` (which Ruby strips). The marker grows until no line of the text is the marker.
 * Falls back to `quoteRuby` for text a heredoc cannot hold exactly.
 */
export function rubyHeredoc(text: string, indent = '  ', marker = 'JSON'): string {
  const lines = text.split('\n');
  // The heredoc ends with a newline; `<<~` strips the smallest indentation (so one line must start in
  // column 0) and treats lines of spaces as blank.
  const exact =
    !hasInvisible(text) &&
    lines.pop() === '' &&
    lines.some((line) => /^\S/.test(line)) &&
    !lines.some((line) => /^ +$/.test(line));
  if (!exact) return quoteRuby(text);
  let tag = marker;
  while (lines.some((line) => line.trim() === tag)) tag = `${tag}_`;
  const body = lines.map((line) => (line === '' ? '' : `${indent}${line}`)).join('\n');
  return `<<~'${tag}'\n${body}\n${tag}`;
}
