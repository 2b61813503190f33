// Git runs a command of its own in every nested repository of a working copy (a submodule's
// folder, or any folder with a `.git`), and that command reads the nested repository's config:
// its `core.fsmonitor` or hooks would run as the server. An agent may not leave one behind.
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Every `.git` entry (file, folder or link, any case) under `worktree`, its own `.git` aside. */
export async function nestedRepositories(worktree: string): Promise<string[]> {
  const found: string[] = [];
  const pending = [worktree];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.name.toLowerCase() === '.git') {
        if (current !== worktree) found.push(relative(worktree, path));
        continue;
      }
      if (entry.isDirectory()) pending.push(path);
    }
  }
  return found;
}
