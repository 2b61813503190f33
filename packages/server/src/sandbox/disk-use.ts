// The disk a job's folder uses, checked every second while the job runs: the clone and the build
// together may not take more than the limit. (Each file is also capped by the kernel through
// RLIMIT_FSIZE, so one write cannot run far past a check.)
import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface DiskWatch {
  /** The bytes in use when the limit was first seen exceeded, if it was. */
  exceeded(): number | undefined;
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
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** Bytes allocated on disk under `dir` (sparse files count what they hold, links not followed). */
export async function diskUse(dir: string): Promise<number> {
  let total = 0;
  const pending = [dir];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) pending.push(path);
      try {
        total += (await lstat(path)).blocks * 512;
      } catch {}
    }
  }
  return total;
}
