import { dialects, quoteCString } from './c-like.ts';

/**
 * A Go interpreted string literal (`"..."`, escapes like `\n` and `\x07`). Go rejects a byte order mark
 * inside a source file, even in a string: U+FEFF is written `\ufeff`.
 */
export function quoteGo(text: string): string {
  return quoteCString(text, dialects.go).replaceAll('\ufeff', '\\ufeff');
}

/**
 * A Go raw string (`` `...` ``), for text over several lines such as pretty JSON: nothing inside is an
 * escape. A raw string cannot hold a backtick, so backticks are spliced in as `` ` + "`" + ` ``; Go drops
 * carriage returns from raw strings and rejects NUL and BOM in source, so text with control characters
 * (tabs aside from that, newlines kept) falls back to `quoteGo`.
 */
export function goRawString(text: string): string {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if ((code < 0x20 && code !== 0x0a) || code === 0x7f || code === 0xfeff) return quoteGo(text);
  }
  return `\`${text.replaceAll('`', '` + "`" + `')}\``;
}
