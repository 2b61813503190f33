/**
 * Kotlin raw strings (`"""..."""`), for multi-line text such as a JSON document: backslashes and quotes
 * stay as they are, and the only thing to escape is `$` (template syntax), written `${'$'}`.
 * Returns undefined for text a raw string cannot hold: `"""`, a trailing `"` (it would merge with the
 * closing quotes), or a control character other than a newline or a tab (a raw string has no escapes,
 * and a carriage return would not survive line-ending normalisation); use a regular string for those.
 */
export function quoteKotlinRaw(text: string): string | undefined {
  if (text.includes('"""') || text.endsWith('"')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for.
  if (/[\u0000-\u0008\u000b-\u001f\u007f\u2028\u2029]/.test(text)) return undefined;
  // biome-ignore lint/suspicious/noTemplateCurlyInString: Kotlin's `${'$'}` template, not JavaScript's.
  return `"""${text.replaceAll('$', () => "${'$'}")}"""`;
}
