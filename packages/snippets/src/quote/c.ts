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

/** Characters a C++ raw literal cannot carry as they are: a compiler may rewrite `\r`, and the others are unreadable. */
const rawUnsafe = /[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/;

/**
 * A C++11 raw string literal, `R"(...)"`, or `R"json(...)json"` (the delimiter given, numbered
 * until it is free) when the text holds `)"`. Raw literals take backslashes, quotes, `??` and
 * newlines as they are. Undefined for text with other control characters: use `quoteCLines`.
 */
export function quoteCppRaw(text: string, delimiter = ''): string | undefined {
  if (rawUnsafe.test(text)) return undefined;
  let chosen = delimiter;
  for (let attempt = 1; text.includes(`)${chosen}"`); attempt++) chosen = `${delimiter || 'raw'}${attempt}`;
  return `R"${chosen}(${text})${chosen}"`;
}
