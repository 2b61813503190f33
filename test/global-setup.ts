import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { docsBin } from './helpers/cli.ts';

/**
 * One temporary root per test run, removed at the end, so tests leave nothing behind. The CLI's
 * bundle is made here once, rather than by the first dozen tests that start `docs` at once.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'docwright-tests-'));
  process.env.DOCWRIGHT_TEST_TMP = root;
  await promisify(execFile)(process.execPath, [docsBin, '--help']);
  return () => rm(root, { recursive: true, force: true });
}
