// One SQL interface over the two databases: embedded PGlite (a folder) and PostgreSQL (a URL).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { collectGarbage } from './collect-garbage.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { PrivateNodeFS, privateDir, restrictTree } from './private-files.ts';

interface SqlRunner {
  query<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface Database extends SqlRunner {
  readonly kind: 'embedded' | 'postgres';
  /** Runs `fn` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory. The store's tables are small (keys,
 * jobs, logs, feedback, page views); PostgreSQL's default, 128 MB, was most of the server's memory.
 */
const embeddedSharedBuffers = '16MB';

/** Whether `dataDir` holds no embedded database yet: opening it creates one (initdb, slower). */
export function embeddedDatabaseMissing(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/**
 * PGlite in `dataDir`, held by this process alone (a lock file refuses a second one). The folder
 * is 0700 and what PGlite writes in it 0600 (0700 for folders).
 */
export async function openEmbedded(dataDir: string): Promise<Database> {
  privateDir(dataDir);
  const unlock = lockDataDir(dataDir);
  let db: PGlite;
  try {
    restrictTree(dataDir);
    const creating = embeddedDatabaseMissing(dataDir);
    db = await PGlite.create({
      fs: new PrivateNodeFS(dataDir),
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${embeddedSharedBuffers}`],
    });
    // Creating the database runs initdb in PGlite instances of its own, ~500 MB of WebAssembly
    // memory that is garbage once it is done.
    if (creating) await collectGarbage();
  } catch (error) {
    unlock();
    throw error;
  }
  // PGlite runs one statement at a time; a transaction must not interleave with other queries.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    kind: 'embedded',
    query: <T>(text: string, params: readonly unknown[] = []) =>
      serial(async () => (await db.query<T>(text, [...params])).rows),
    transaction: <T>(fn: (tx: SqlRunner) => Promise<T>) =>
      serial(() =>
        db.transaction(async (tx) =>
          fn({
            query: async <R>(text: string, params: readonly unknown[] = []) =>
              (await tx.query<R>(text, [...params])).rows,
          }),
        ),
      ),
    close: async () => {
      try {
        await queue;
        await db.close();
      } finally {
        unlock();
      }
    },
  };
}

/** A pool of connections to the PostgreSQL server at `url`. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A dropped idle connection must not crash the process; the next query opens a new one.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    query: async <T>(text: string, params: readonly unknown[] = []) =>
      (await pool.query(text, [...params])).rows as T[],
    transaction: async <T>(fn: (tx: SqlRunner) => Promise<T>) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R>(text: string, params: readonly unknown[] = []) =>
            (await client.query(text, [...params])).rows as R[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
