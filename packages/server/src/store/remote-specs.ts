// The remote specs (`openapi: https://...`) of each project's last built site, with the validators
// (ETag, Last-Modified) and digest of the bytes that build used: what the spec watcher compares to.
import type { Database } from './db.ts';

export interface RemoteSpecState {
  readonly url: string;
  readonly etag: string | null;
  readonly lastModified: string | null;
  /** SHA-256 of the bytes, hex. */
  readonly sha256: string;
}

interface RemoteSpecRow {
  url: string;
  etag: string | null;
  last_modified: string | null;
  sha256: string;
}

export class RemoteSpecs {
  constructor(private readonly db: Database) {}

  async list(projectId: string): Promise<RemoteSpecState[]> {
    const rows = await this.db.query<RemoteSpecRow>(
      'SELECT url, etag, last_modified, sha256 FROM remote_specs WHERE project_id = $1 ORDER BY url',
      [projectId],
    );
    return rows.map((row) => ({
      url: row.url,
      etag: row.etag,
      lastModified: row.last_modified,
      sha256: row.sha256,
    }));
  }

  /** Replaces the project's specs with those of its newly built site. */
  async replace(projectId: string, specs: readonly RemoteSpecState[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO projects (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [projectId]);
      await tx.query('DELETE FROM remote_specs WHERE project_id = $1', [projectId]);
      for (const spec of specs)
        await tx.query(
          'INSERT INTO remote_specs (project_id, url, etag, last_modified, sha256) VALUES ($1, $2, $3, $4, $5)',
          [projectId, spec.url, spec.etag, spec.lastModified, spec.sha256],
        );
    });
  }
}
