import { cpSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An empty PGlite cluster made once per test run (see `global-setup.ts`). Creating a cluster runs
 * initdb inside WebAssembly: seconds of CPU on the calling thread, and on a busy host long enough
 * to starve vitest's worker of its replies. Opening a copy takes a fraction of that.
 */
export async function createEmbeddedStoreTemplate(root: string): Promise<string> {
  // Imported here, not at the top: every test that seeds a store (through dev-server.ts too) would
  // load PGlite's WebAssembly glue into its worker for a file copy.
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = join(root, 'embedded-store-template');
  const db = await PGlite.create({ dataDir: dir });
  await db.close();
  return dir;
}

/**
 * Fills `dataDir` (made if missing) with a copy of the run's empty cluster, so the server opens it
 * instead of creating one: its migrations, key pepper and file modes are still its own work.
 */
export function seedEmbeddedStore(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const template = process.env.DOCWRIGHT_TEST_STORE_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
