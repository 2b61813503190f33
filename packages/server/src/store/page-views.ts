// Readers' page views (docs/integrations.md `telemetry`), counted per project, page and day: no reader,
// address or referrer is kept.
import type { Database } from './db.ts';

interface PageViewCount {
  readonly path: string;
  readonly views: number;
}

export class PageViews {
  constructor(private readonly db: Database) {}

  async record(projectId: string, path: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO projects (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [projectId]);
      await tx.query(
        `INSERT INTO page_views (project_id, path, day, views) VALUES ($1, $2, (now() AT TIME ZONE 'UTC')::date, 1)
         ON CONFLICT (project_id, path, day) DO UPDATE SET views = page_views.views + 1`,
        [projectId, path],
      );
    });
  }

  /** Views per page over the last `days` days (today included), most viewed first. */
  async top(projectId: string, options: { days: number; limit: number }): Promise<PageViewCount[]> {
    const rows = await this.db.query<{ path: string; views: string }>(
      `SELECT path, sum(views)::text AS views FROM page_views
       WHERE project_id = $1 AND day > (now() AT TIME ZONE 'UTC')::date - $2::int
       GROUP BY path ORDER BY sum(views) DESC, path LIMIT $3`,
      [projectId, options.days, options.limit],
    );
    return rows.map((row) => ({ path: row.path, views: Number(row.views) }));
  }
}
