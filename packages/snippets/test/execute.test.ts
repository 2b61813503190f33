import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type SnippetTarget, snippetTargets } from '../src/index.ts';
import { requestFixtures, uploadFileBytes, uploadFileName } from './fixtures.ts';
import { compareRequest } from './harness/compare.ts';
import { startEchoServer } from './harness/echo-server.ts';
import { type MatrixCell, renderMatrix } from './harness/matrix.ts';
import type { SnippetCase } from './harness/runner.ts';
import { runners } from './harness/runners.ts';

// SNIPPET_TARGETS=go,java runs only those targets (and leaves MATRIX.md alone).
const only = process.env.SNIPPET_TARGETS?.split(',').filter(Boolean);
const targets = snippetTargets.filter((target) => !only || only.includes(target.key));
const cells = new Map<string, MatrixCell>();
const files = { [uploadFileName]: uploadFileBytes };

/** Generates every fixture for one target, runs or parses each against its own echo server, and records the cells. */
async function proveTarget(target: SnippetTarget): Promise<string[]> {
  const runner = runners[target.key];
  if (!runner) return [`no runner for ${target.key}`];
  await runner.check();
  const workDir = await mkdtemp(
    join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), `snippets-${target.key.replace(/\W/g, '_')}-`),
  );
  const servers = await Promise.all(requestFixtures.map(() => startEchoServer()));
  const failures: string[] = [];
  try {
    const cases: SnippetCase[] = [];
    for (const [index, fixture] of requestFixtures.entries()) {
      const request = fixture.request((servers[index] as { origin: string }).origin);
      const dir = join(workDir, fixture.name);
      await mkdir(dir, { recursive: true });
      const code = target.generate(request);
      await writeFile(join(dir, target.fileName), code);
      await writeFile(join(dir, uploadFileName), uploadFileBytes);
      cases.push({ fixture: fixture.name, dir, file: target.fileName, code });
    }
    await runner.prepare?.(cases, workDir);
    for (const [index, snippet] of cases.entries()) {
      const fixture = requestFixtures[index];
      const server = servers[index];
      if (!fixture || !server) continue;
      const problems = await runner.run(snippet);
      if (runner.mode === 'execute' && problems.length === 0) {
        if (server.received.length !== 1)
          problems.push(`the server received ${server.received.length} requests, expected 1`);
        else
          problems.push(
            ...(await compareRequest(fixture.request(server.origin), server.received[0] as never, files)),
          );
      }
      const pass = runner.mode === 'execute' ? 'executed-pass' : 'parsed-pass';
      cells.set(`${target.key} ${fixture.name}`, problems.length === 0 ? pass : 'fail');
      if (problems.length > 0)
        failures.push(`${fixture.name} (${snippet.dir}/${snippet.file}):\n  ${problems.join('\n  ')}`);
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
  return failures;
}

describe.concurrent('snippets run against a local echo server', () => {
  for (const target of targets) {
    test(`${target.key} (${target.client})`, async () => {
      const failures = await proveTarget(target);
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
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
