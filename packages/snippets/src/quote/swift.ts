import { dialects, quoteCString } from './c-like.ts';

/** A Swift string literal on one line: `\(` never interpolates (the backslash is escaped), controls are `\u{HH}`. */
export function quoteSwift(text: string): string {
  return quoteCString(text, dialects.swift);
}

/**
 * A Swift multi-line raw string literal (`#"""` ... `"""#`) holding `text` verbatim, for long texts such as a
 * JSON body: inside it `\` and `"` are plain characters. It uses one `#` more than any run of `#` after a `\`
 * or a `"` in the text, so that nothing in the text can start an escape, an interpolation or the closing
 * delimiter (Swift only ends the literal at `"""#`; tree-sitter-swift already at `"#`, so a `"` counts too).
 * The closing delimiter sits at column 0, so no indentation is stripped.
 *
 * Returns undefined when the text cannot be written this way byte for byte: a carriage return (the compiler
 * reads every line break as `\n`), another control character but tab (not allowed in Swift source), or a
 * Unicode line or paragraph separator. Use `quoteSwift` then.
 */
export function swiftRawMultilineString(text: string): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  if (/[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/.test(text)) return undefined;
  let longest = 0;
  for (const match of text.matchAll(/[\\"](#+)/g)) longest = Math.max(longest, match[1]?.length ?? 0);
  const hashes = '#'.repeat(longest + 1);
  return `${hashes}"""\n${text}\n"""${hashes}`;
}
