import { type Diagnostic, formatDiagnostic, summarizeDiagnostics } from '@docwright/diagnostics';
import { UsageError } from './usage.ts';

const isTty = () => Boolean(process.stderr.isTTY) && !process.env.CI;

/**
 * Prints diagnostics to stderr, colored on a terminal, then the count, and the count by code when
 * there are several warnings; `quiet` prints the errors alone, with the same counts.
 */
export function printDiagnostics(
  diagnostics: readonly Diagnostic[],
  options: { quiet?: boolean } = {},
): void {
  if (diagnostics.length === 0) return;
  const shown = options.quiet ? diagnostics.filter((d) => d.severity === 'error') : diagnostics;
  const blocks = shown.map((d) => formatDiagnostic(d, { color: isTty() }));
  process.stderr.write(
    `${[...blocks, summarizeDiagnostics(diagnostics)].join('\n\n')}\n${warningsByCode(diagnostics)}`,
  );
}

/** `  page/missing-description  1820` per warning code, most frequent first, when there are several warnings. */
export function warningsByCode(diagnostics: readonly Diagnostic[]): string {
  const counts = new Map<string, number>();
  for (const d of diagnostics)
    if (d.severity === 'warning') counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total < 2) return '';
  const rows = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const width = Math.max(...rows.map(([code]) => code.length));
  return `Warnings by code:\n${rows.map(([code, count]) => `  ${code.padEnd(width)}  ${count}`).join('\n')}\n`;
}

/** `--max-warnings N`: a whole number, or undefined when not given. */
export function maxWarningsOption(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 0)
    throw new UsageError(`--max-warnings must be a whole number, got "${value}"`);
  return max;
}

/** The line that ends a run with more warnings than `--max-warnings` allows, or undefined. */
export function tooManyWarnings(
  diagnostics: readonly Diagnostic[],
  max: number | undefined,
): string | undefined {
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  if (max === undefined || warnings <= max) return undefined;
  return `${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${max} allows.`;
}

/** A one-line progress meter on a TTY; silent elsewhere so logs stay plain. */
export function createProgress(label: string): {
  update: (done: number, total: number) => void;
  end: () => void;
} {
  if (!isTty()) return { update: () => {}, end: () => {} };
  const started = performance.now();
  let last = 0;
  return {
    update(done, total) {
      const now = performance.now();
      if (done !== total && now - last < 80) return;
      last = now;
      const seconds = ((now - started) / 1000).toFixed(1);
      process.stderr.write(`\r${label} ${done}/${total} pages (${seconds}s)\u001b[K`);
    },
    end() {
      process.stderr.write('\r\u001b[K');
    },
  };
}
