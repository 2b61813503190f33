// The embedded database is one process's: a lock file with its pid keeps a second one out.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds the embedded database. */
export class DataDirBusyError extends Error {
  override name = 'DataDirBusyError';
}

/** Folders this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

/** Takes the lock (replacing one left by a dead process); returns the function that releases it. */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, 'docwright.lock');
  if (held.has(path))
    throw new DataDirBusyError(`the embedded database in ${dataDir} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(path);
        rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid))
        throw new DataDirBusyError(
          `the embedded database in ${dataDir} is in use by process ${pid} (a running "docs serve"?). ` +
            'Stop it first, or set DATABASE_URL so several processes share one PostgreSQL database.',
        );
      rmSync(path, { force: true });
    }
  }
  throw new DataDirBusyError(`cannot lock the embedded database in ${dataDir}`);
}

/**
 * Whether the lock's owner still runs. Our own pid in the file is a previous run's (a container
 * restarted with the same pid): this process would have the folder in `held`.
 */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
