// Readers' "was this page helpful?" answers, per project, readable through the admin API.
import type { Database } from './db.ts';

interface FeedbackEntry {
  readonly path: string;
  readonly helpful: boolean;
  readonly createdAt: string;
}

interface PageAnswers {
  readonly path: string;
  readonly helpful: number;
  readonly notHelpful: number;
  readonly lastAnswerAt: string;
}

/** Midnight UTC starting the last `$2` UTC days, today included. */
const windowStart = `(((now() AT TIME ZONE 'UTC')::date - ($2::int - 1))::timestamp AT TIME ZONE 'UTC')`;

export class PageFeedback {
  constructor(private readonly db: Database) {}

  async record(projectId: string, path: string, helpful: boolean): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO projects (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [projectId]);
      await tx.query('INSERT INTO page_feedback (project_id, path, helpful) VALUES ($1, $2, $3)', [
        projectId,
        path,
        helpful,
      ]);
    });
  }

  /** Newest first; `before` is the position the previous page ended at. */
  async list(
    projectId: string,
    options: { limit: number; before?: bigint | undefined },
  ): Promise<{ entries: FeedbackEntry[]; last: bigint | null; more: boolean }> {
    const rows = await this.db.query<{ seq: string; path: string; helpful: boolean; created_at: Date }>(
      `SELECT seq::text AS seq, path, helpful, created_at FROM page_feedback
       WHERE project_id = $1 AND ($2::bigint IS NULL OR seq < $2) ORDER BY seq DESC LIMIT $3`,
      [projectId, options.before?.toString() ?? null, options.limit + 1],
    );
    const more = rows.length > options.limit;
    const page = rows.slice(0, options.limit);
    const lastRow = page.at(-1);
    return {
      entries: page.map((r) => ({
        path: r.path,
        helpful: r.helpful,
        createdAt: new Date(r.created_at).toISOString(),
      })),
      last: lastRow === undefined ? null : BigInt(lastRow.seq),
      more,
    };
  }

  /**
   * Answers per page over the last `days` UTC days (today included), most answered first; `limit`
   * pages at most (all without it).
   */
  async perPage(projectId: string, options: { days: number; limit?: number }): Promise<PageAnswers[]> {
    const rows = await this.db.query<{
      path: string;
      helpful: string;
      not_helpful: string;
      last_at: Date;
    }>(
      `SELECT path, count(*) FILTER (WHERE helpful)::text AS helpful,
         count(*) FILTER (WHERE NOT helpful)::text AS not_helpful, max(created_at) AS last_at
       FROM page_feedback
       WHERE project_id = $1
         AND created_at >= ${windowStart}
       GROUP BY path ORDER BY count(*) DESC, path LIMIT $3`,
      [projectId, options.days, options.limit ?? null],
    );
    return rows.map((row) => ({
      path: row.path,
      helpful: Number(row.helpful),
      notHelpful: Number(row.not_helpful),
      lastAnswerAt: new Date(row.last_at).toISOString(),
    }));
  }

  /** All answers over the last `days` UTC days (today included), and how many pages they are about. */
  async totals(
    projectId: string,
    options: { days: number },
  ): Promise<{ helpful: number; notHelpful: number; pages: number }> {
    const rows = await this.db.query<{ helpful: string; not_helpful: string; pages: string }>(
      `SELECT count(*) FILTER (WHERE helpful)::text AS helpful,
         count(*) FILTER (WHERE NOT helpful)::text AS not_helpful, count(DISTINCT path)::text AS pages
       FROM page_feedback
       WHERE project_id = $1 AND created_at >= ${windowStart}`,
      [projectId, options.days],
    );
    const row = rows[0];
    return {
      helpful: Number(row?.helpful ?? 0),
      notHelpful: Number(row?.not_helpful ?? 0),
      pages: Number(row?.pages ?? 0),
    };
  }
}
