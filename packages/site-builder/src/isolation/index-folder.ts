import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The files Pagefind wrote under `folder`, as paths relative to it (`/`-separated, sorted) with
 * their bytes. Only regular files and folders are followed: Pagefind writes nothing else.
 */
export async function readIndexFolder(folder: string): Promise<{ path: string; content: Uint8Array }[]> {
  const files: { path: string; content: Uint8Array }[] = [];
  const walk = async (relative: string): Promise<void> => {
    const entries = await readdir(join(folder, relative), { withFileTypes: true });
    for (const entry of entries) {
      const path = relative === '' ? entry.name : `${relative}/${entry.name}`;
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) files.push({ path, content: await readFile(join(folder, path)) });
    }
  };
  await walk('');
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
