/** PowerShell verbatim strings: single quotes, with `'` (and its typographic forms) doubled; nothing expands inside. */
export function quotePowerShell(text: string): string {
  return `'${text.replace(/['\u2018\u2019\u201a\u201b]/g, (quote) => quote + quote)}'`;
}
