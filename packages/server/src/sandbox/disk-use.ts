// The disk a job's folder uses, checked every second while the job runs: the clone and the build
// together may not take more than the limit. (Each file is also capped by the kernel through
// RLIMIT_FSIZE, so one write cannot run far past a check.) Every entry counts at least a block,
// so a million empty files count too, and a folder its writer made unreadable is opened again
// (the job's files are the server user's), so nothing hides from the count or from removal.
import { chmod, lstat, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

interface DiskWatch {
  /** The bytes in use when the limit was first seen exceeded, if it was. */
  exceeded(): number | undefined;
  /** Counts now (a job that ends between two checks is counted at its end). */
  checkNow(): Promise<number | undefined>;
  stop(): void;
}

export function watchDiskUse(
  dir: string,
  limitMb: number,
  onExceeded: (usedBytes: number) => void,
  intervalMs = 1000,
): DiskWatch {
  const limit = limitMb * 1024 * 1024;
  let over: number | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const check = async () => {
    const used = await diskUse(dir);
    if (stopped) return;
    if (used > limit) {
      over = used;
      onExceeded(used);
      return;
    }
    timer = setTimeout(check, intervalMs);
  };
  timer = setTimeout(check, intervalMs);
  return {
    exceeded: () => over,
    checkNow: async () => {
      const used = await diskUse(dir);
      if (used > limit) over ??= used;
      return over;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Bytes allocated on disk under `dir` (sparse files count what they hold, links not followed). */
async function diskUse(dir: string): Promise<number> {
  let total = 0;
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    const entries = await readWalkable(current);
    for (const entry of entries) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) pending.push(path);
      try {
        total += Math.max((await lstat(path)).blocks * 512, blockBytes);
      } catch {}
    }
  }
  return total;
}

const blockBytes = 4096;

/** A folder's entries, after giving the owner back the right to list it when it was taken away. */
async function readWalkable(dir: string): Promise<import('node:fs').Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EACCES') return [];
    try {
      await chmod(dir, 0o700);
      return await readdir(dir, { withFileTypes: true });
    } catch {
      return [];
    }
  }
}

/** Removes a job's folder, even where a sandboxed writer took away its own rights to a folder. */
export async function removeJobFolder(dir: string): Promise<void> {
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    await chmod(current, 0o700).catch(() => undefined);
    for (const entry of await readWalkable(current))
      if (entry.isDirectory()) pending.push(join(current, entry.name));
  }
  await rm(dir, { recursive: true, force: true }).catch(() => undefined);
}
