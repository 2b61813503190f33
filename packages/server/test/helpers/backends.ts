// The same suites run on both stores: embedded PGlite in a temp folder, and a real PostgreSQL.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { seedEmbeddedStore } from '../../../../test/helpers/embedded-store.ts';
import { loadServerSettings, type ServerSettings } from '../../src/index.ts';
import { type PostgresCluster, startPostgres } from './postgres.ts';

export const backends = ['embedded', 'postgres'] as const;
export type Backend = (typeof backends)[number];

let cluster: Promise<PostgresCluster> | undefined;
const folders: string[] = [];

afterAll(async () => {
  if (cluster !== undefined) (await cluster).stop();
  cluster = undefined;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A fresh temp folder, removed after the file's tests. */
export function tempDir(prefix = 'docwright-server-'): string {
  const dir = mkdtempSync(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** The environment for a fresh, empty store of this kind. */
export async function storeEnv(backend: Backend): Promise<Record<string, string>> {
  const dataDir = tempDir();
  if (backend === 'embedded') return { DOCWRIGHT_DATA_DIR: seedEmbeddedStore(dataDir) };
  cluster ??= startPostgres();
  return { DOCWRIGHT_DATA_DIR: dataDir, DATABASE_URL: await (await cluster).createDatabase() };
}

export async function settingsFor(
  backend: Backend,
  env: Record<string, string> = {},
): Promise<ServerSettings> {
  return loadServerSettings({ ...(await storeEnv(backend)), ...env });
}
