/** POSIX shell quoting: single quotes, inside which nothing expands (`$(...)`, backticks, `$VAR`, `!`). */
export function quoteShell(text: string): string {
  if (text !== '' && /^[A-Za-z0-9_./:@%+=,-]+$/.test(text)) return text;
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** Always single-quoted, for values that should read as strings even when they are plain words. */
export function singleQuoteShell(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
