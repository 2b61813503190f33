export type Severity = 'error' | 'warning';

/** One problem found in the user's input, located as precisely as the source allows. */
export interface Diagnostic {
  /** Permanent name from the catalogue, e.g. `config/json-syntax`. */
  readonly code: string;
  readonly severity: Severity;
  /** What happened, in a sentence. */
  readonly message: string;
  /** How to fix it. */
  readonly hint?: string;
  /** Path of the file, relative to the site directory when it is inside it. */
  readonly file?: string;
  /** 1-based. */
  readonly line?: number;
  /** 1-based. */
  readonly column?: number;
  /** JSON path into the file, e.g. `navigation.groups[0].pages[2]`. */
  readonly jsonPath?: string;
  /** A few lines of the source around the location, already formatted. */
  readonly frame?: string;
}

/** Thrown when a stage cannot go on; carries every problem found so far. */
export class DiagnosticsError extends Error {
  readonly diagnostics: readonly Diagnostic[];

  constructor(diagnostics: readonly Diagnostic[]) {
    const errors = diagnostics.filter((d) => d.severity === 'error').length;
    super(`${errors} error${errors === 1 ? '' : 's'} found`);
    this.name = 'DiagnosticsError';
    this.diagnostics = diagnostics;
  }
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** Removes exact repeats (same code, place and message) while keeping the first-seen order. */
export function dedupeDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = [d.code, d.file, d.line, d.column, d.jsonPath, d.message].join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Orders errors before warnings, then by file and position. */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      (a.file ?? '').localeCompare(b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0),
  );
}
