import { dialects, quoteCString } from './c-like.ts';

/** A Go interpreted string literal (`"..."`, escapes like `\n` and `\x07`). */
export function quoteGo(text: string): string {
  return quoteCString(text, dialects.go);
}

/**
 * A Go raw string (`` `...` ``), for text over several lines such as pretty JSON: nothing inside is an
 * escape. A raw string cannot hold a backtick, so backticks are spliced in as `` ` + "`" + ` ``; Go drops
 * carriage returns from raw strings and rejects NUL and BOM in source, so text with control characters
 * (tabs aside from that, newlines kept) falls back to `quoteGo`.
 */
export function goRawString(text: string): string {
  if (/[\u0000-\u0009\u000b-\u001f\u007f\ufeff]/.test(text)) return quoteGo(text);
  return `\`${text.replaceAll('`', '` + "`" + `')}\``;
}
