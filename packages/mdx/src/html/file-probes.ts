import { statSync } from 'node:fs';
import { join } from 'node:path';

/** A site file a compile looked at, as it was: a compiled page stays valid while they all still are. */
export interface FileProbe {
  /** Site-relative. */
  readonly file: string;
  /** -1 when the file did not exist. */
  readonly size: number;
  readonly mtimeMs: number;
}

export function probeFile(siteDir: string, file: string): FileProbe {
  const stats = statSync(join(siteDir, file), { throwIfNoEntry: false });
  return stats?.isFile()
    ? { file, size: stats.size, mtimeMs: stats.mtimeMs }
    : { file, size: -1, mtimeMs: 0 };
}

/** Whether every probed file is still as it was (present or missing, same size and time). */
export function probesHold(siteDir: string, probes: readonly FileProbe[]): boolean {
  return probes.every((probe) => {
    const now = probeFile(siteDir, probe.file);
    return now.size === probe.size && now.mtimeMs === probe.mtimeMs;
  });
}
