import { readFileSync } from 'node:fs';

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
