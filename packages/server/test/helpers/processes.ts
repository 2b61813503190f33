import { readdirSync, readFileSync } from 'node:fs';

/** True once the process has exited (a zombie waiting for its reaper counts as exited). */
export async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 50; i++) {
    let state: string;
    try {
      state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] ?? '';
    } catch {
      return true;
    }
    if (state === 'Z' || state === 'X') return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/**
 * The process (as this machine's /proc numbers it) whose command line has the argument `arg`, and
 * its parent; waits up to `timeoutMs` for it to start.
 */
export async function processWithArgument(
  arg: string,
  timeoutMs = 60_000,
): Promise<{ pid: number; parent: number } | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        if (!readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0').includes(arg)) continue;
        const parent = Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
        return { pid: Number(name), parent };
      } catch {}
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return undefined;
}
