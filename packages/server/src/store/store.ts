// The store: one database (embedded or PostgreSQL), migrated, with one object per table family.
import type { ServerSettings } from '../settings/settings.ts';
import { DashboardSessions } from './dashboard-sessions.ts';
import { DataDirBusyError } from './data-dir-lock.ts';
import { type Database, openEmbedded, openPostgres } from './db.ts';
import { PageFeedback } from './feedback.ts';
import { randomBase62 } from './ids.ts';
import { Jobs } from './jobs.ts';
import { ApiKeys } from './keys.ts';
import { JobLogs } from './logs.ts';
import { migrate } from './migrations.ts';
import { PageViews } from './page-views.ts';
import { privateDir, restrictTree } from './private-files.ts';
import { ReaderSignOuts } from './reader-sign-outs.ts';
import { RemoteSpecs } from './remote-specs.ts';
import { SitePublications } from './site-publications.ts';
import { storeOpenError } from './store-location.ts';
import { Updates } from './updates.ts';

export interface Store {
  /** `embedded`: PGlite in `DOCWRIGHT_DATA_DIR`, one process; `postgres`: `DATABASE_URL`, shared. */
  readonly kind: 'embedded' | 'postgres';
  readonly keys: ApiKeys;
  readonly jobs: Jobs;
  readonly logs: JobLogs;
  readonly updates: Updates;
  /** The remote specs of each project's last built site (docs/server.md, Automatic updates). */
  readonly remoteSpecs: RemoteSpecs;
  readonly feedback: PageFeedback;
  readonly pageViews: PageViews;
  /** When readers last signed out everywhere (docs/server.md, Sign out everywhere). */
  readonly readerSignOuts: ReaderSignOuts;
  /** Operators signed in to the dashboard (docs/server.md, Dashboard). */
  readonly dashboardSessions: DashboardSessions;
  /** Published sites every instance reads (used with PostgreSQL; docs/server.md, Scale-out). */
  readonly sitePublications: SitePublications;
  /** A cheap round trip, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

interface StoreOptions {
  /**
   * Read jobs and keys through a write-through cache. Only possible, and on by default, for the
   * embedded store, whose one process makes every change; PostgreSQL is always read fresh.
   */
  readonly cache?: boolean;
}

/**
 * Opens (and migrates) the database the settings name: PostgreSQL when `databaseUrl` is set.
 * Throws DataDirBusyError when another process holds the embedded database, and StoreOpenError
 * (which database, what to check) when it cannot be opened.
 */
export async function openStore(
  settings: Pick<ServerSettings, 'dataDir' | 'databaseUrl' | 'secret'>,
  options: StoreOptions = {},
): Promise<Store> {
  let db: Database;
  try {
    // The data folder (published sites, working copies, the embedded database) is the owner's alone.
    if (settings.databaseUrl !== null) {
      privateDir(settings.dataDir);
      restrictTree(settings.dataDir);
    }
    db =
      settings.databaseUrl === null
        ? await openEmbedded(settings.dataDir)
        : await openPostgres(settings.databaseUrl);
  } catch (error) {
    if (error instanceof DataDirBusyError) throw error;
    throw storeOpenError(settings, error);
  }
  try {
    await migrate(db);
    const pepper = settings.secret ?? (await storedPepper(db));
    return createStore(db, pepper, db.kind === 'embedded' && options.cache !== false);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw storeOpenError(settings, error);
  }
}

function createStore(db: Database, pepper: string, cache: boolean): Store {
  return {
    kind: db.kind,
    keys: new ApiKeys(db, pepper, { cache }),
    jobs: new Jobs(db, { cache }),
    logs: new JobLogs(db),
    updates: new Updates(db),
    remoteSpecs: new RemoteSpecs(db),
    feedback: new PageFeedback(db),
    pageViews: new PageViews(db),
    readerSignOuts: new ReaderSignOuts(db),
    sitePublications: new SitePublications(db),
    dashboardSessions: new DashboardSessions(db),
    ping: async () => {
      await db.query('SELECT 1');
    },
    close: () => db.close(),
  };
}

/** Without DOCWRIGHT_SECRET, a random pepper made once and shared through the database. */
async function storedPepper(db: Database): Promise<string> {
  await db.query(
    "INSERT INTO server_secrets (name, value) VALUES ('api-key-pepper', $1) ON CONFLICT (name) DO NOTHING",
    [randomBase62(43)],
  );
  const rows = await db.query<{ value: string }>(
    "SELECT value FROM server_secrets WHERE name = 'api-key-pepper'",
  );
  return (rows[0] as { value: string }).value;
}
