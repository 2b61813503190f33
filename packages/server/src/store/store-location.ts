// Which database a store is, in words for the terminal: the data folder, or PostgreSQL's address
// without its user name or password.
import type { ServerSettings } from '../settings/settings.ts';
import { embeddedDatabaseMissing } from './db.ts';

/** Thrown when the database cannot be opened or migrated; `message` says which one and what to check. */
export class StoreOpenError extends Error {
  override name = 'StoreOpenError';
}

/** `PostgreSQL at host:5432/name`, or the embedded database's folder. */
export function storeLocation(settings: Pick<ServerSettings, 'dataDir' | 'databaseUrl'>): string {
  if (settings.databaseUrl === null) return `the embedded database in ${settings.dataDir}`;
  return `PostgreSQL at ${postgresAddress(settings.databaseUrl)}`;
}

/** What opening the store is about to do, as a progress line. */
export function storeOpeningStep(settings: Pick<ServerSettings, 'dataDir' | 'databaseUrl'>): string {
  if (settings.databaseUrl !== null) return `Connecting to ${storeLocation(settings)}`;
  return embeddedDatabaseMissing(settings.dataDir)
    ? `Creating ${storeLocation(settings)} (first start: this takes a few seconds)`
    : `Opening ${storeLocation(settings)}`;
}

/** The error `openStore` throws for `cause`, naming the database and what to check. */
export function storeOpenError(
  settings: Pick<ServerSettings, 'dataDir' | 'databaseUrl'>,
  cause: unknown,
): StoreOpenError {
  const reason = (cause instanceof Error ? cause.message : String(cause)).replace(/\s+/g, ' ').trim();
  const fix =
    settings.databaseUrl === null
      ? 'check that DOCWRIGHT_DATA_DIR is a folder this user can write, or point it at an empty one'
      : 'check DATABASE_URL (host, port, database, user and password) and that the server accepts connections from here';
  return new StoreOpenError(`cannot open ${storeLocation(settings)} (${reason}): ${fix}`, { cause });
}

function postgresAddress(url: string): string {
  if (!URL.canParse(url)) return 'DATABASE_URL (not a URL: postgres://user:password@host:5432/database)';
  const { hostname, port, pathname } = new URL(url);
  return `${hostname || 'localhost'}:${port || '5432'}${pathname.length > 1 ? pathname : ''}`;
}
