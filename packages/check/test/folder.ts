import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createDirectoryReader, type SiteReader } from '../src/index.ts';

export const baseUrl = 'https://docs.example.com';

/** A folder holding `files` (paths may name subfolders), under the test run's temporary root. */
export async function writeFolder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), 'check-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return dir;
}

/** A built site as a static host would serve it: exactly these files, nothing generated. */
export async function servedFolder(files: Record<string, string>): Promise<SiteReader> {
  return createDirectoryReader(await writeFolder(files), baseUrl);
}
