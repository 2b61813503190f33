import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { snippetTargets } from '../src/index.ts';
import { requestFixtures } from './fixtures.ts';

// Reviewed output, one real file per target and fixture: `UPDATE_FIXTURES=1` rewrites them, and the diff is the review.
const root = join(import.meta.dirname, 'snapshots');

describe('snippet snapshots', () => {
  for (const fixture of requestFixtures) {
    it(fixture.name, async () => {
      const request = fixture.request('https://api.example.com');
      for (const target of snippetTargets) {
        const file = join(root, fixture.name, target.fileName);
        const code = target.generate(request);
        expect(code.endsWith('\n'), `${target.key} ends its file with a newline`).toBe(true);
        if (process.env.UPDATE_FIXTURES) {
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, code);
        }
        const expected = await readFile(file, 'utf8').catch(() => undefined);
        expect(expected, `${file} is missing: run with UPDATE_FIXTURES=1 and review it`).toBeDefined();
        expect(code, `${target.key}: ${file}`).toBe(expected);
      }
    });
  }
});
