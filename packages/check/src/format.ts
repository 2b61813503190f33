import type { CheckStatus } from './check-result.ts';
import type { ScoreReport } from './score.ts';

interface TableOptions {
  readonly color?: boolean;
}

const labels: Record<CheckStatus, { text: string; color: number }> = {
  pass: { text: 'pass', color: 32 },
  warn: { text: 'warn', color: 33 },
  fail: { text: 'fail', color: 31 },
  skip: { text: 'skip', color: 2 },
};

/** The checks as a table (result, check, reason), then the score line. */
export function formatScoreTable(report: ScoreReport, options: TableOptions = {}): string {
  const paint = (code: number, text: string) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const width = Math.max(...report.checks.map((check) => check.id.length));
  const rows = report.checks.map((check) => {
    const label = labels[check.status];
    return `  ${paint(label.color, label.text)}  ${check.id.padEnd(width)}  ${check.reason}`;
  });
  const { score } = report;
  const parts = [`${score.pass} passed`, `${score.warn} warned`, `${score.fail} failed`];
  if (score.skip > 0) parts.push(`${score.skip} skipped`);
  return [...rows, '', `Site score: ${paint(1, `${score.value}/100`)} (${parts.join(', ')})`].join('\n');
}
