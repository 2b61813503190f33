import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatDiagnostics } from '@docwright/diagnostics';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/index.ts';

/**
 * Each folder of test/fixtures/config holds a docs.json (and any files it `$ref`s) and
 * `errors.txt`, the exact report. Regenerate with UPDATE_FIXTURES=1 and review the diff.
 */
const root = fileURLToPath(new URL('../../../test/fixtures/config/', import.meta.url));
const cases = readdirSync(root).sort();

describe('docs.json fixtures', () => {
  it('has at least 25 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases)('%s', async (name) => {
    const dir = join(root, name);
    const { config, diagnostics } = await loadConfig(dir);
    const report = `${formatDiagnostics(diagnostics) || 'no problems'}\n`;
    const expectedFile = join(dir, 'errors.txt');
    if (process.env.UPDATE_FIXTURES || !existsSync(expectedFile)) await writeFile(expectedFile, report);
    expect(report).toBe(await readFile(expectedFile, 'utf8'));
    for (const diagnostic of diagnostics) {
      expect(diagnostic.line, `${diagnostic.code} has a line`).toBeGreaterThan(0);
      expect(diagnostic.column, `${diagnostic.code} has a column`).toBeGreaterThan(0);
      expect(diagnostic.file).toBeTruthy();
    }
    const errors = diagnostics.filter((d) => d.severity === 'error');
    expect(config === undefined).toBe(errors.length > 0);
  });
});
