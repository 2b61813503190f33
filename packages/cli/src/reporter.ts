import { isAbsolute, join, relative, sep } from 'node:path';
import { type Diagnostic, formatDiagnostic, summarizeDiagnostics, visibleText } from '@docwright/diagnostics';
import { UsageError } from './usage.ts';

const isTty = () => Boolean(process.stderr.isTTY) && !process.env.CI;

/**
 * Prints diagnostics to stderr, colored on a terminal, then the count, and the count by code when
 * there are several warnings; `quiet` prints the errors alone, with the same counts.
 */
export function printDiagnostics(
  diagnostics: readonly Diagnostic[],
  options: { quiet?: boolean; siteDir?: string } = {},
): void {
  if (diagnostics.length === 0) return;
  if (process.env.GITHUB_ACTIONS === 'true' && options.siteDir !== undefined)
    process.stdout.write(githubAnnotations(diagnostics, options.siteDir, process.env.GITHUB_WORKSPACE));
  const shown = options.quiet ? diagnostics.filter((d) => d.severity === 'error') : diagnostics;
  const blocks = shown.map((d) => formatDiagnostic(d, { color: isTty() }));
  process.stderr.write(
    `${[...blocks, summarizeDiagnostics(diagnostics)].join('\n\n')}\n${warningsByCode(diagnostics)}`,
  );
}

/**
 * GitHub Actions workflow commands that put each diagnostic on the file and line it names in the
 * run's summary and the pull request's diff (`::warning file=docs/a.mdx,line=3,col=1,title=page/broken-link::…`),
 * errors first: GitHub shows the first 10 of each kind per step. Paths are relative to the
 * repository (`workspace`). Every value is escaped, so text from a page or a spec stays on its one
 * line and cannot start a workflow command of its own.
 */
function githubAnnotations(
  diagnostics: readonly Diagnostic[],
  siteDir: string,
  workspace = process.cwd(),
): string {
  const ordered = [
    ...diagnostics.filter((d) => d.severity === 'error'),
    ...diagnostics.filter((d) => d.severity !== 'error'),
  ];
  return ordered
    .map((d) => {
      const properties: string[] = [];
      if (d.file !== undefined) {
        const file = relative(workspace, isAbsolute(d.file) ? d.file : join(siteDir, d.file));
        properties.push(`file=${escapeProperty(visibleText(file.split(sep).join('/')))}`);
        if (d.line !== undefined) properties.push(`line=${d.line}`);
        if (d.column !== undefined) properties.push(`col=${d.column}`);
      }
      properties.push(`title=${escapeProperty(d.code)}`);
      const message = [d.message, d.hint].flatMap((text) => (text ? [visibleText(text)] : [])).join('\n');
      return `::${d.severity === 'error' ? 'error' : 'warning'} ${properties.join(',')}::${escapeData(message)}\n`;
    })
    .join('');
}

/** GitHub's escaping of a workflow command's message (`%`, CR and LF). */
const escapeData = (text: string) =>
  text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');

/** A property value's escaping: the message's, and `:` and `,`, which end a property. */
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** `  page/missing-description  1820` per warning code, most frequent first, when there are several warnings. */
function warningsByCode(diagnostics: readonly Diagnostic[]): string {
  const counts = new Map<string, number>();
  for (const d of diagnostics)
    if (d.severity === 'warning') counts.set(d.code, (counts.get(d.code) ?? 0) + 1);
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total < 2) return '';
  // Codes are ASCII: compared by code point, not with localeCompare, whose first call loads ICU's
  // collation data (20-70 ms at the end of every build with warnings).
  const rows = [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0));
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
