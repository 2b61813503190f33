import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { docsBin } from './helpers/cli.ts';
import { createEmbeddedStoreTemplate } from './helpers/embedded-store.ts';

/**
 * One temporary root per test run, removed at the end, so tests leave nothing behind. The CLI's
 * bundle and an empty embedded database cluster are made here once, rather than by every test
 * that needs one.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'docwright-tests-'));
  process.env.DOCWRIGHT_TEST_TMP = root;
  const [template] = await Promise.all([
    createEmbeddedStoreTemplate(root),
    promisify(execFile)(process.execPath, [docsBin, '--help']),
  ]);
  process.env.DOCWRIGHT_TEST_STORE_TEMPLATE = template;
  return () => rm(root, { recursive: true, force: true });
}
