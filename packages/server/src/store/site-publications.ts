// Published sites in the database, where every instance on one PostgreSQL reads them
// (docs/server.md, Scale-out): a publication lists its files by path and content hash, and each
// file's bytes are stored once however many publications hold them.
import { createHash, randomBytes } from 'node:crypto';
import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Database } from './db.ts';

/** The channel each new publication is announced on; the payload is the project's id. */
export const publicationChannel = 'docwright_publications';

/** Files no publication holds are kept this long, so a publication being stored keeps its files. */
const orphanGraceMinutes = 10;

export interface SitePublication {
  readonly id: string;
  readonly projectId: string;
  readonly files: number;
  readonly bytes: number;
  readonly createdAt: string;
}

export interface PublicationFile {
  readonly path: string;
  readonly hash: string;
}

/** A built site that cannot be published as it is (a symbolic link, a special file). */
export class PublicationInputError extends Error {
  override name = 'PublicationInputError';
}

interface PublicationRow {
  id: string;
  project_id: string;
  files: number;
  bytes: string | number;
  created_at: Date;
}

export class SitePublications {
  constructor(private readonly db: Database) {}

  /**
   * Stores the site in `dir` as the project's newest publication, file by file, in one
   * transaction: other instances see all of it or none of it, and are told on commit.
   */
  async record(projectId: string, dir: string): Promise<SitePublication> {
    const id = newPublicationId();
    const rows = await this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO projects (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [projectId]);
      let files = 0;
      let bytes = 0;
      const entries: PublicationFile[] = [];
      for await (const file of siteFiles(dir)) {
        const content = await readFile(join(dir, file));
        const hash = createHash('sha256').update(content).digest('hex');
        await tx.query(
          `INSERT INTO site_blobs (hash, content) VALUES ($1, $2)
           ON CONFLICT (hash) DO UPDATE SET stored_at = now()`,
          [hash, content],
        );
        entries.push({ path: file, hash });
        files += 1;
        bytes += content.length;
      }
      const created = await tx.query<PublicationRow>(
        `INSERT INTO site_publications (id, project_id, files, bytes) VALUES ($1, $2, $3, $4)
         RETURNING id, project_id, files, bytes, created_at`,
        [id, projectId, files, bytes],
      );
      for (let at = 0; at < entries.length; at += 500) {
        const chunk = entries.slice(at, at + 500);
        await tx.query(
          `INSERT INTO site_publication_files (publication_id, path, hash)
           SELECT $1, path, hash FROM unnest($2::text[], $3::text[]) AS f (path, hash)`,
          [id, chunk.map((e) => e.path), chunk.map((e) => e.hash)],
        );
      }
      await tx.query('SELECT pg_notify($1, $2)', [publicationChannel, projectId]);
      return created;
    });
    return toPublication(rows[0] as PublicationRow);
  }

  /** The project's newest publication; another project's are never returned. */
  async latest(projectId: string): Promise<SitePublication | null> {
    const rows = await this.db.query<PublicationRow>(
      `SELECT id, project_id, files, bytes, created_at FROM site_publications
       WHERE project_id = $1 ORDER BY seq DESC LIMIT 1`,
      [projectId],
    );
    return rows[0] === undefined ? null : toPublication(rows[0]);
  }

  /** The files of one of the project's publications, by path. */
  async files(projectId: string, publicationId: string): Promise<PublicationFile[]> {
    return this.db.query<PublicationFile>(
      `SELECT f.path, f.hash FROM site_publication_files f
       JOIN site_publications p ON p.id = f.publication_id
       WHERE p.id = $1 AND p.project_id = $2 ORDER BY f.path`,
      [publicationId, projectId],
    );
  }

  /** One file's bytes, by content hash; undefined when no file has that hash. */
  async content(hash: string): Promise<Buffer | undefined> {
    const rows = await this.db.query<{ content: Buffer | Uint8Array }>(
      'SELECT content FROM site_blobs WHERE hash = $1',
      [hash],
    );
    const content = rows[0]?.content;
    return content === undefined ? undefined : Buffer.from(content);
  }

  /** Drops the project's publications but the newest `keep`, then the files no publication holds. */
  async prune(projectId: string, keep: number): Promise<void> {
    await this.db.query(
      `DELETE FROM site_publications WHERE project_id = $1 AND seq NOT IN (
         SELECT seq FROM site_publications WHERE project_id = $1 ORDER BY seq DESC LIMIT $2)`,
      [projectId, keep],
    );
    await this.db.query(
      `DELETE FROM site_blobs b WHERE b.stored_at < now() - make_interval(mins => $1)
       AND NOT EXISTS (SELECT 1 FROM site_publication_files f WHERE f.hash = b.hash)`,
      [orphanGraceMinutes],
    );
  }
}

/** Lower-case letters and digits, as the data folder names publications. */
function newPublicationId(): string {
  return `${Date.now().toString(36)}${randomBytes(8).toString('hex')}`;
}

/** The regular files under `dir`, as `/`-separated relative paths; anything else is refused. */
async function* siteFiles(dir: string, under = dir): AsyncGenerator<string> {
  const entries = await readdir(under, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(under, entry.name);
    const info = await lstat(path);
    if (info.isDirectory()) yield* siteFiles(dir, path);
    else if (info.isFile()) yield relative(dir, path).split(sep).join('/');
    else
      throw new PublicationInputError(
        `${relative(dir, path)} in the built site is a symbolic link or a special file, which a publication may not hold`,
      );
  }
}

function toPublication(row: PublicationRow): SitePublication {
  return {
    id: row.id,
    projectId: row.project_id,
    files: Number(row.files),
    bytes: Number(row.bytes),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
