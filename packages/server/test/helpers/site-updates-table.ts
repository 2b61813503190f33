// The site_updates rows of a project, read straight from a PostgreSQL database, for tests that
// run `docs serve` in its own process and count the updates it queued.
import pg from 'pg';

export interface UpdateRow {
  readonly status: string;
  readonly triggered_by: string;
  readonly summary: string | null;
  readonly commit_sha: string | null;
}

export async function projectUpdates(databaseUrl: string, projectId: string): Promise<UpdateRow[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<UpdateRow>(
      'SELECT status, triggered_by, summary, commit_sha FROM site_updates WHERE project_id = $1 ORDER BY seq',
      [projectId],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}
