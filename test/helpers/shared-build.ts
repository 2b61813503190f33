import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type RunResult, repoRoot, runDocs } from './cli.ts';
import { hashTree } from './site.ts';

/**
 * A digest of everything a `docs build` runs: the Node version, the lockfile, and every file of
 * every package but its tests and outputs. Made once per run by test/global-setup.ts.
 */
export async function builderKey(): Promise<string> {
  const hash = createHash('sha256').update(process.version);
  const files = [join(repoRoot, 'pnpm-lock.yaml'), join(repoRoot, 'tsconfig.runtime.json')];
  const packages = join(repoRoot, 'packages');
  for (const entry of await readdir(packages, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (
      !relative(packages, path)
        .split('/')
        .some((part) => skipped.has(part))
    )
      files.push(path);
  }
  files.sort();
  for (const file of files)
    hash
      .update(relative(repoRoot, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  return hash.digest('hex');
}

const skipped = new Set(['node_modules', 'dist', 'test']);

export interface SharedBuild extends RunResult {
  /** The build's output folder: read it, do not edit it (other test files read the same one). */
  readonly out: string;
}

/**
 * `docs build <dir> <args>` once per test run for each distinct input, shared between test files
 * (each runs in its own process): the first caller builds, the others wait for its result. The key
 * is the site folder's every path and byte, the arguments and the builder's own source
 * (`builderKey`), so a test never reads a build of other inputs; the cache lives in the run's
 * temporary root and goes with it.
 */
export async function sharedBuild(dir: string, args: readonly string[] = []): Promise<SharedBuild> {
  const builder = process.env.DOCWRIGHT_TEST_BUILDER_KEY ?? (await builderKey());
  const key = createHash('sha256')
    .update(builder)
    .update('\0')
    .update(JSON.stringify(args))
    .update('\0')
    .update(await hashTree(dir))
    .digest('hex')
    .slice(0, 32);
  const root = join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), 'shared-builds', key);
  const resultFile = join(root, 'result.json');
  await mkdir(join(root, '..'), { recursive: true });
  try {
    await mkdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    while (!existsSync(resultFile)) await sleep(250);
    return JSON.parse(await readFile(resultFile, 'utf8')) as SharedBuild;
  }
  const out = join(root, 'dist');
  let build: SharedBuild;
  try {
    build = { out, ...(await runDocs(['build', dir, '--out', out, ...args])) };
  } catch (error) {
    // Callers waiting in other processes learn of the failure instead of waiting for ever.
    build = { out, code: null, stdout: '', stderr: String((error as Error).stack ?? error) };
  }
  await writeFile(`${resultFile}.partial`, JSON.stringify(build));
  await rename(`${resultFile}.partial`, resultFile);
  return build;
}
