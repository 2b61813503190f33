// Past 400 lines a source file is doing more than one job (docs/ARCHITECTURE.md): none may.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.ts';

it('no source file in packages/*/src is over 400 lines', () => {
  const packages = join(repoRoot, 'packages');
  const sources = readdirSync(packages).flatMap((pkg) => {
    try {
      return readdirSync(join(packages, pkg, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
        .map((file) => join(pkg, 'src', file));
    } catch {
      return [];
    }
  });
  expect(sources.length).toBeGreaterThan(200);
  const long = sources
    .map((file) => ({ file, lines: readFileSync(join(packages, file), 'utf8').split('\n').length }))
    .filter(({ lines }) => lines > 400);
  expect(long).toEqual([]);
});
