import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { docsBin } from './helpers/cli.ts';
import { createEmbeddedStoreTemplate } from './helpers/embedded-store.ts';
import { builderKey } from './helpers/shared-build.ts';

/**
 * One temporary root per test run, removed at the end, so tests leave nothing behind. The CLI's
 * bundle, an empty embedded database cluster and the key of the builder's sources (see
 * helpers/shared-build.ts) are made here once, rather than by every test that needs one.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'docwright-tests-'));
  process.env.DOCWRIGHT_TEST_TMP = root;
  const [template, builder] = await Promise.all([
    createEmbeddedStoreTemplate(root),
    builderKey(),
    promisify(execFile)(process.execPath, [docsBin, '--help']),
  ]);
  process.env.DOCWRIGHT_TEST_STORE_TEMPLATE = template;
  process.env.DOCWRIGHT_TEST_BUILDER_KEY = builder;
  return () => rm(root, { recursive: true, force: true });
}
