import type { Diagnostic } from './diagnostic.ts';

export interface FormatOptions {
  readonly color?: boolean;
}

const paint = (on: boolean, code: number, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/** `docs.json:4:23` or `docs.json (navigation.pages[2])` or just the file. */
export function formatLocation(d: Diagnostic): string {
  if (!d.file) return d.jsonPath ?? '';
  let out = d.file;
  if (d.line !== undefined) out += `:${d.line}${d.column !== undefined ? `:${d.column}` : ''}`;
  if (d.jsonPath) out += ` (${d.jsonPath})`;
  return out;
}

/** One diagnostic as terminal text: headline, message, code frame, hint. */
export function formatDiagnostic(d: Diagnostic, options: FormatOptions = {}): string {
  const color = options.color ?? false;
  const label = d.severity === 'error' ? paint(color, 31, 'error') : paint(color, 33, 'warning');
  const where = formatLocation(d);
  const lines = [
    `${label} ${paint(color, 2, d.code)}${where ? `  ${paint(color, 1, where)}` : ''}`,
    `  ${d.message}`,
  ];
  if (d.frame) lines.push(d.frame.replace(/^/gm, '  '));
  if (d.hint) lines.push(`  ${paint(color, 36, 'hint:')} ${d.hint}`);
  return lines.join('\n');
}

/** `2 errors, 1 warning` */
export function summarizeDiagnostics(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  return `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}`;
}

/** All diagnostics, errors first, followed by the count line. */
export function formatDiagnostics(diagnostics: readonly Diagnostic[], options: FormatOptions = {}): string {
  if (diagnostics.length === 0) return '';
  return `${diagnostics.map((d) => formatDiagnostic(d, options)).join('\n\n')}\n\n${summarizeDiagnostics(diagnostics)}`;
}
