// A repository may commit symbolic links (a shared snippets folder, say), but none that leads out
// of its own checkout: `escape -> /` turns every path under it into a path of the server's.
import { readdir, readlink, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';

interface EscapingLink {
  /** The link, relative to the repository. */
  readonly link: string;
  readonly target: string;
}

/** Every link under `repoDir` (its `.git` folder aside) whose target is outside `repoDir`. */
export async function escapingLinks(repoDir: string): Promise<EscapingLink[]> {
  const root = await realpath(repoDir);
  const found: EscapingLink[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) {
        if (!(current === root && entry.name === '.git')) pending.push(path);
        continue;
      }
      if (!entry.isSymbolicLink()) continue;
      const target = await readlink(path);
      // The kernel's resolution when the target exists (a `..` after a link counts from where
      // the link leads); the written path otherwise.
      const resolved = await realpath(path).catch(() => resolve(dirname(path), target));
      if (outside(root, resolved)) found.push({ link: relative(root, path), target });
    }
  }
  return found;
}

function outside(root: string, path: string): boolean {
  const rel = relative(root, path);
  return rel === '..' || rel.startsWith('../') || isAbsolute(rel);
}

/**
 * Entries of a build's output that are neither files nor folders (links, FIFOs, sockets,
 * devices): the server reads the output it publishes, and a link to `/dev/zero` or a FIFO there
 * would hold it.
 */
export async function unusualEntries(dir: string): Promise<string[]> {
  const found: string[] = [];
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    for (const entry of await readdir(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (!entry.isFile()) found.push(relative(dir, path));
    }
  }
  return found;
}
