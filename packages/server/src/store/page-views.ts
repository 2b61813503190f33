// Readers' page views (docs/integrations.md `telemetry`), counted per project, page and day: no reader,
// address or referrer is kept.
import type { Database } from './db.ts';

interface PageViewCount {
  readonly path: string;
  readonly views: number;
}

interface DailyViews {
  /** The UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  readonly views: number;
}

interface DailyPageViews extends DailyViews {
  readonly path: string;
}

/** The last `$2` UTC days, today included, oldest first. */
const windowDays = `generate_series((now() AT TIME ZONE 'UTC')::date - ($2::int - 1), (now() AT TIME ZONE 'UTC')::date, interval '1 day')`;

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

  /** Views of all pages per day over the last `days` days (today included), oldest first; a day without views is 0. */
  async daily(projectId: string, options: { days: number }): Promise<DailyViews[]> {
    const rows = await this.db.query<{ day: string; views: string }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day, coalesce(sum(v.views), 0)::text AS views
       FROM ${windowDays} AS d
       LEFT JOIN page_views v ON v.project_id = $1 AND v.day = d::date
       GROUP BY d ORDER BY d`,
      [projectId, options.days],
    );
    return rows.map((row) => ({ day: row.day, views: Number(row.views) }));
  }

  /**
   * Views per day and page over the last `days` days, oldest day first and most viewed page first
   * within a day: every day for each of the `pages` most viewed pages (0 where it had none).
   */
  async dailyPerPage(projectId: string, options: { days: number; pages: number }): Promise<DailyPageViews[]> {
    const rows = await this.db.query<{ day: string; path: string; views: string }>(
      `WITH top AS (
         SELECT path, sum(views) AS total FROM page_views
         WHERE project_id = $1 AND day > (now() AT TIME ZONE 'UTC')::date - $2::int
         GROUP BY path ORDER BY sum(views) DESC, path LIMIT $3
       )
       SELECT to_char(d, 'YYYY-MM-DD') AS day, top.path, coalesce(v.views, 0)::text AS views
       FROM ${windowDays} AS d
       CROSS JOIN top
       LEFT JOIN page_views v ON v.project_id = $1 AND v.path = top.path AND v.day = d::date
       ORDER BY d, top.total DESC, top.path`,
      [projectId, options.days, options.pages],
    );
    return rows.map((row) => ({ day: row.day, path: row.path, views: Number(row.views) }));
  }

  /** How many different pages were viewed over the last `days` days. */
  async pageCount(projectId: string, options: { days: number }): Promise<number> {
    const rows = await this.db.query<{ pages: string }>(
      `SELECT count(DISTINCT path)::text AS pages FROM page_views
       WHERE project_id = $1 AND day > (now() AT TIME ZONE 'UTC')::date - $2::int`,
      [projectId, options.days],
    );
    return Number(rows[0]?.pages ?? 0);
  }
}
