// Documentation updates (docs/server.md, Admin API): a rebuild of a project's site, queued, claimed and finished.
import type { Database } from './db.ts';
import { newUpdateId } from './ids.ts';

type UpdateStatus = 'queued' | 'in_progress' | 'success' | 'failure' | 'skipped';

/** What asked for an update: the admin API, a push event, the ref's poller or a changed remote spec. */
export type UpdateTrigger = 'manual' | 'webhook' | 'poll' | 'remote-spec';

export interface SiteUpdate {
  readonly id: string;
  readonly projectId: string;
  readonly status: UpdateStatus;
  /** What happened: the build's counts on success, the reason on failure; null until it ends. */
  readonly summary: string | null;
  /** The commit that was built, once known. */
  readonly commit: string | null;
  readonly createdAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
  readonly triggeredBy: UpdateTrigger;
}

/** A located error of a failed update's build, as the dashboard lists it. */
export interface UpdateBuildError {
  readonly file: string | null;
  readonly line: number | null;
  readonly column: number | null;
  readonly message: string;
}

interface UpdateRow {
  id: string;
  project_id: string;
  status: UpdateStatus;
  summary: string | null;
  commit_sha: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
  triggered_by: UpdateTrigger;
}

const columns =
  'id, project_id, status, summary, commit_sha, created_at, started_at, finished_at, triggered_by';

export class Updates {
  constructor(private readonly db: Database) {}

  async create(projectId: string, triggeredBy: UpdateTrigger = 'manual'): Promise<SiteUpdate> {
    const rows = await this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO projects (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [projectId]);
      return tx.query<UpdateRow>(
        `INSERT INTO site_updates (id, project_id, status, triggered_by) VALUES ($1, $2, 'queued', $3) RETURNING ${columns}`,
        [newUpdateId(), projectId, triggeredBy],
      );
    });
    return toUpdate(rows[0] as UpdateRow);
  }

  /**
   * Queues an update unless one of the project's is already waiting (an automatic trigger then
   * rides on it: a running update gets at most one follow-up). Null when one was waiting.
   */
  async createUnlessWaiting(projectId: string, triggeredBy: UpdateTrigger): Promise<SiteUpdate | null> {
    const rows = await this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO projects (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [projectId]);
      // The project's row serializes concurrent triggers, on every instance sharing the database.
      await tx.query('SELECT id FROM projects WHERE id = $1 FOR UPDATE', [projectId]);
      const waiting = await tx.query(
        "SELECT id FROM site_updates WHERE project_id = $1 AND status = 'queued' LIMIT 1",
        [projectId],
      );
      if (waiting.length > 0) return [];
      return tx.query<UpdateRow>(
        `INSERT INTO site_updates (id, project_id, status, triggered_by) VALUES ($1, $2, 'queued', $3) RETURNING ${columns}`,
        [newUpdateId(), projectId, triggeredBy],
      );
    });
    return rows[0] === undefined ? null : toUpdate(rows[0]);
  }

  /** The commit and inputs fingerprint of the project's last successful update, if any. */
  async lastBuilt(projectId: string): Promise<{ commit: string | null; inputs: string | null } | null> {
    const rows = await this.db.query<{ commit_sha: string | null; inputs: string | null }>(
      `SELECT commit_sha, inputs FROM site_updates WHERE project_id = $1 AND status = 'success'
       ORDER BY seq DESC LIMIT 1`,
      [projectId],
    );
    const row = rows[0];
    return row === undefined ? null : { commit: row.commit_sha, inputs: row.inputs };
  }

  async setInputs(id: string, inputs: string): Promise<void> {
    await this.db.query('UPDATE site_updates SET inputs = $2 WHERE id = $1', [id, inputs]);
  }

  /** The project's updates, newest first; `before` is the `seq` the previous page ended at. */
  async list(
    projectId: string,
    options: { limit: number; before?: bigint | undefined },
  ): Promise<{ updates: SiteUpdate[]; last: bigint | null; more: boolean }> {
    const rows = await this.db.query<UpdateRow & { seq: string }>(
      `SELECT seq::text AS seq, ${columns} FROM site_updates
       WHERE project_id = $1 AND ($2::bigint IS NULL OR seq < $2) ORDER BY site_updates.seq DESC LIMIT $3`,
      [projectId, options.before?.toString() ?? null, options.limit + 1],
    );
    const more = rows.length > options.limit;
    const page = rows.slice(0, options.limit);
    const lastRow = page.at(-1);
    return { updates: page.map(toUpdate), last: lastRow === undefined ? null : BigInt(lastRow.seq), more };
  }

  /** The located errors of a failed update's build (empty for any other update). */
  async buildErrors(projectId: string, id: string): Promise<UpdateBuildError[]> {
    const rows = await this.db.query<{ build_errors: string | null }>(
      'SELECT build_errors FROM site_updates WHERE id = $1 AND project_id = $2',
      [id, projectId],
    );
    const text = rows[0]?.build_errors;
    return text ? (JSON.parse(text) as UpdateBuildError[]) : [];
  }

  async setBuildErrors(id: string, errors: readonly UpdateBuildError[]): Promise<void> {
    await this.db.query('UPDATE site_updates SET build_errors = $2 WHERE id = $1', [
      id,
      JSON.stringify(errors),
    ]);
  }

  async get(projectId: string, id: string): Promise<SiteUpdate | null> {
    const rows = await this.db.query<UpdateRow>(
      `SELECT ${columns} FROM site_updates WHERE id = $1 AND project_id = $2`,
      [id, projectId],
    );
    return rows[0] === undefined ? null : toUpdate(rows[0]);
  }

  /** Claims the oldest queued update (`in_progress`); concurrent claimers skip each other's rows. */
  async claim(owner: string, leaseSeconds: number): Promise<SiteUpdate | null> {
    const rows = await this.db.query<UpdateRow>(
      `UPDATE site_updates SET status = 'in_progress', started_at = now(), lease_owner = $1,
         lease_expires_at = now() + make_interval(secs => $2)
       WHERE id = (
         SELECT id FROM site_updates WHERE status = 'queued' ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED
       ) AND status = 'queued'
       RETURNING ${columns}`,
      [owner, leaseSeconds],
    );
    return rows[0] === undefined ? null : toUpdate(rows[0]);
  }

  async renewLeases(owner: string, leaseSeconds: number): Promise<void> {
    await this.db.query(
      `UPDATE site_updates SET lease_expires_at = now() + make_interval(secs => $2)
       WHERE lease_owner = $1 AND status = 'in_progress'`,
      [owner, leaseSeconds],
    );
  }

  async setCommit(id: string, commit: string): Promise<void> {
    await this.db.query('UPDATE site_updates SET commit_sha = $2 WHERE id = $1', [id, commit]);
  }

  async finish(
    id: string,
    owner: string,
    status: 'success' | 'failure' | 'skipped',
    summary: string,
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE site_updates SET status = $3, summary = $4, finished_at = now(), lease_expires_at = NULL
       WHERE id = $1 AND lease_owner = $2 AND status = 'in_progress' RETURNING id`,
      [id, owner, status, summary],
    );
    return rows.length === 1;
  }

  /** Updates whose runner died: `failure`, the site as it was. */
  async failAbandoned(allLeased: boolean): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE site_updates SET status = 'failure', summary = 'the server stopped during the update; the site was left as it was',
         finished_at = now(), lease_expires_at = NULL
       WHERE status = 'in_progress' AND ($1 OR lease_expires_at < now())
       RETURNING id`,
      [allLeased],
    );
    return rows.map((row) => row.id);
  }
}

function toUpdate(row: UpdateRow): SiteUpdate {
  const iso = (d: Date | null) => (d === null ? null : new Date(d).toISOString());
  return {
    id: row.id,
    projectId: row.project_id,
    status: row.status,
    summary: row.summary,
    commit: row.commit_sha,
    createdAt: new Date(row.created_at).toISOString(),
    startedAt: iso(row.started_at),
    finishedAt: iso(row.finished_at),
    triggeredBy: row.triggered_by,
  };
}
