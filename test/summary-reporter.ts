import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the costliest files the CPU table lists. */
const costliestShown = 20;

/**
 * Ends the run with one plain line, `N passed, N failed`, that CI logs can be read by, after a table
 * of the test files that used the most CPU (see cpu-per-file.ts).
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    printCpuPerFile();
    console.log(`\nvitest: ${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`);
  }
}

function printCpuPerFile(): void {
  const tmp = process.env.DOCWRIGHT_TEST_TMP;
  const log = tmp && join(tmp, 'cpu-per-file.jsonl');
  if (!log || !existsSync(log)) return;
  const byFile = new Map<string, { own: number; children: number }>();
  let first = Number.POSITIVE_INFINITY;
  let last = 0;
  for (const line of readFileSync(log, 'utf8').split('\n')) {
    if (!line) continue;
    const entry = JSON.parse(line) as {
      file: string;
      started: number;
      ended: number;
      own: number;
      children: number;
    };
    first = Math.min(first, entry.started);
    last = Math.max(last, entry.ended);
    const sum = byFile.get(entry.file) ?? { own: 0, children: 0 };
    sum.own += entry.own;
    sum.children += entry.children;
    byFile.set(entry.file, sum);
  }
  const rows = [...byFile].map(([file, cpu]) => ({ file, ...cpu, total: cpu.own + cpu.children }));
  rows.sort((a, b) => b.total - a.total);
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const seconds = (value: number) => value.toFixed(1).padStart(7);
  const wall = (last - first) / 1000;
  console.log(
    `\nCPU seconds per test file (own + waited-for children): ${rows.length} files, ${total.toFixed(0)} s in ${wall.toFixed(0)} s, ${(total / wall).toFixed(2)} cores busy on average:`,
  );
  for (const row of rows.slice(0, costliestShown))
    console.log(
      `${seconds(row.total)} = ${seconds(row.own)} + ${seconds(row.children)}  ${relative(process.cwd(), row.file)}`,
    );
}
