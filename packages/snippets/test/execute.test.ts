import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, describe, expect, test } from 'vitest';
import { snippetTargets } from '../src/index.ts';
import { requestFixtures, uploadFileBytes } from './fixtures.ts';
import { type MatrixCell, renderMatrix } from './harness/matrix.ts';
import { proveRequests } from './harness/prove.ts';
import { runners } from './harness/runners.ts';

// SNIPPET_TARGETS=go,java runs only those targets (and leaves MATRIX.md alone).
const only = process.env.SNIPPET_TARGETS?.split(',').filter(Boolean);
const targets = snippetTargets.filter((target) => !only || only.includes(target.key));
const cells = new Map<string, MatrixCell>();

describe.concurrent('snippets run against a local echo server', () => {
  for (const target of targets) {
    test(`${target.key} (${target.client})`, async () => {
      const runner = runners[target.key];
      if (!runner) throw new Error(`no runner for ${target.key}`);
      const results = await proveRequests(target, runner, requestFixtures, uploadFileBytes);
      const pass = runner.mode === 'execute' ? 'executed-pass' : 'parsed-pass';
      for (const result of results)
        cells.set(`${target.key} ${result.name}`, result.problems.length === 0 ? pass : 'fail');
      const failures = results
        .filter((result) => result.problems.length > 0)
        .map((result) => `${result.name} (${result.path}):\n  ${result.problems.join('\n  ')}`);
      expect(failures, failures.join('\n\n')).toEqual([]);
      // A cold Rust or Kotlin build on a loaded 2-core machine takes minutes.
    }, 900_000);
  }
});

afterAll(async () => {
  const matrix = renderMatrix(targets, requestFixtures, cells, runners);
  console.log(matrix);
  if (only) return;
  const committed = new URL('../MATRIX.md', import.meta.url);
  if (process.env.UPDATE_FIXTURES) await writeFile(committed, matrix);
  expect(matrix).toBe(await readFile(committed, 'utf8'));
});
