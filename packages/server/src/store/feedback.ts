// Readers' "was this page helpful?" answers, per project, readable through the admin API.
import type { Database } from './db.ts';

interface FeedbackEntry {
  readonly path: string;
  readonly helpful: boolean;
  readonly createdAt: string;
}

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
}
