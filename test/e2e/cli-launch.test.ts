import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { docsBin, repoRoot } from '../helpers/cli.ts';

const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, [docsBin, 'build', '--help'], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });

it('runs the CLI from its bundle, and from the TypeScript sources on request, alike', () => {
  const bundled = run({});
  const fromSource = run({ DOCWRIGHT_FROM_SOURCE: '1' });
  expect(bundled.status).toBe(0);
  expect(fromSource.status).toBe(0);
  expect(bundled.stdout).toContain('Usage: docs build [dir]');
  expect(bundled.stdout).toBe(fromSource.stdout);
  // The bundle is kept under the workspace's cache folder: its entry and the commands' chunks.
  const cache = join(repoRoot, 'node_modules/.cache/docwright/cli');
  const bundles = readdirSync(cache).filter((name) => !name.includes('.partial'));
  expect(bundles.length).toBeGreaterThan(0);
  expect(bundles.some((name) => readdirSync(join(cache, name)).includes('bin.js'))).toBe(true);
});
