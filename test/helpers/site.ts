import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

/** A new folder under the test run's temporary root (see `global-setup.ts`). */
export const tempDir = (prefix: string) =>
  mkdtemp(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), `${prefix}-`));

/** Copies a site folder to a fresh temporary folder, so a test can edit it freely. */
export async function copySite(from: string, prefix: string): Promise<string> {
  const dir = await tempDir(prefix);
  await cp(from, dir, {
    recursive: true,
    filter: (path) => !path.includes('node_modules') && !/\/dist(\/|$)/.test(path),
  });
  return dir;
}

/** A folder with `docs.json` and the given files (paths may name subfolders). */
export async function writeSite(files: Record<string, string>, prefix = 'site'): Promise<string> {
  const dir = await tempDir(prefix);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

/** Every file under `dir`, site-relative, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** One digest of every file's path and bytes: equal digests mean byte-identical folders. */
export async function hashTree(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir))
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}
