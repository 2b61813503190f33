import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** One temporary root per test run, removed at the end, so tests leave nothing behind. */
export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'docwright-tests-'));
  process.env.DOCWRIGHT_TEST_TMP = root;
  return () => rm(root, { recursive: true, force: true });
}
