// CSV as RFC 4180 writes it (CRLF rows, quoted fields where needed), safe to open in a
// spreadsheet: a text cell a spreadsheet would read as a formula starts with an apostrophe.

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A header row, then the rows; every row ends with CRLF. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
