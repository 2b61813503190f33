import type { Diagnostic } from './diagnostic.ts';

interface FormatOptions {
  readonly color?: boolean;
}

const paint = (on: boolean, code: number, text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/**
 * Text that may come from a site (a file name, a title, a link) with its control characters shown
 * as `\u001b` rather than obeyed: a terminal escape cannot recolour or clear the screen, and a line
 * break cannot start a line of its own, which CI runners would read as a command (`::error::`).
 * `keepLines` keeps line breaks and tabs (a code frame, whose lines all start with their gutter).
 */
export function visibleText(text: string, keepLines = false): string {
  const control = keepLines ? /(?![\n\t])\p{Cc}/gu : /\p{Cc}/gu;
  return text.replace(control, (char) =>
    char === '\t' ? ' ' : `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** `docs.json:4:23` or `docs.json (navigation.pages[2])` or just the file. */
export function formatLocation(d: Diagnostic): string {
  if (!d.file) return visibleText(d.jsonPath ?? '');
  let out = visibleText(d.file);
  if (d.line !== undefined) out += `:${d.line}${d.column !== undefined ? `:${d.column}` : ''}`;
  if (d.jsonPath) out += ` (${visibleText(d.jsonPath)})`;
  return out;
}

/** One diagnostic as terminal text: headline, message, code frame, hint. */
export function formatDiagnostic(d: Diagnostic, options: FormatOptions = {}): string {
  const color = options.color ?? false;
  const label = d.severity === 'error' ? paint(color, 31, 'error') : paint(color, 33, 'warning');
  const where = formatLocation(d);
  const lines = [
    `${label} ${paint(color, 2, d.code)}${where ? `  ${paint(color, 1, where)}` : ''}`,
    `  ${visibleText(d.message)}`,
  ];
  if (d.frame) lines.push(visibleText(d.frame, true).replace(/^/gm, '  '));
  if (d.hint) lines.push(`  ${paint(color, 36, 'hint:')} ${visibleText(d.hint)}`);
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
