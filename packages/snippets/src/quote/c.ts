import { type CStringDialect, quoteCString } from './c-like.ts';

/**
 * Long text as one double-quoted literal per line, each line keeping its `\n`, for C's adjacent
 * literals (`"a\n" "b"`) or C#'s `"a\n" + "b"`. Every piece is escaped by `quoteCString`, so a
 * line break only ever falls between two whole literals.
 */
export function quoteCLines(text: string, dialect: CStringDialect): string[] {
  const lines = text.split(/(?<=\n)/);
  return lines.map((line) => quoteCString(line, dialect));
}

/**
 * Characters a C++ raw literal cannot carry as they are: control characters other than tab and
 * line feed (a compiler may rewrite `\r`; the others are invisible) and the Unicode line separators.
 */
export function rawUnsafe(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code < 0x20 && char !== '\t' && char !== '\n') || code === 0x7f || code === 0x2028 || code === 0x2029
  );
}

/**
 * A C++11 raw string literal, `R"(...)"`, or `R"json(...)json"` (the delimiter given, numbered
 * until it is free) when the text holds `)"`. Raw literals take backslashes, quotes, `??` and
 * newlines as they are. Undefined for text with other control characters: use `quoteCLines`.
 */
export function quoteCppRaw(text: string, delimiter = ''): string | undefined {
  if ([...text].some(rawUnsafe)) return undefined;
  let chosen = delimiter;
  for (let attempt = 1; text.includes(`)${chosen}"`); attempt++) chosen = `${delimiter || 'raw'}${attempt}`;
  return `R"${chosen}(${text})${chosen}"`;
}
