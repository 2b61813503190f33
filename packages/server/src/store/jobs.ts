// Agent jobs (docs/server.md, Admin API): their rows, state changes, and the lease that lets one runner claim one.
import { BoundedCache } from './cache.ts';
import type { Database } from './db.ts';
import { newJobId } from './ids.ts';

export type JobStatus = 'active' | 'completed' | 'archived' | 'failed';
export const jobStatuses: readonly JobStatus[] = ['active', 'completed', 'archived', 'failed'];

/** The AgentJob of the API: every field present, nullable ones null, times ISO 8601 UTC. */
export interface AgentJob {
  readonly id: string;
  readonly status: JobStatus;
  readonly source: { readonly repository: string; readonly ref: string | null };
  readonly model: string;
  readonly prLink: string | null;
  readonly createdAt: string;
  readonly archivedAt: string | null;
}

/** What the runner needs beyond the AgentJob. */
export interface JobWork {
  readonly job: AgentJob;
  readonly projectId: string;
  readonly prompt: string;
}

export interface NewJob {
  readonly prompt: string;
  readonly repository: string;
  readonly ref: string | null;
  readonly model: string;
}

interface JobRow {
  seq: string;
  id: string;
  project_id: string;
  status: JobStatus;
  prompt: string;
  repository: string;
  ref: string | null;
  model: string;
  pr_link: string | null;
  created_at: Date;
  archived_at: Date | null;
}

const columns =
  'seq::text AS seq, id, project_id, status, prompt, repository, ref, model, pr_link, created_at, archived_at';

type ArchiveOutcome =
  | { readonly outcome: 'archived'; readonly job: AgentJob }
  | { readonly outcome: 'active'; readonly job: AgentJob }
  | { readonly outcome: 'missing' };

export class Jobs {
  /**
   * Jobs by id, kept only when this process is the database's one writer (the embedded store,
   * held under a lock): every change goes through the methods below, which keep it current.
   */
  private readonly cache: BoundedCache<string, { projectId: string; job: AgentJob }> | null;

  constructor(
    private readonly db: Database,
    options: { cache: boolean },
  ) {
    this.cache = options.cache ? new BoundedCache(10_000) : null;
  }

  private remember(row: JobRow): AgentJob {
    const job = toJob(row);
    this.cache?.set(job.id, { projectId: row.project_id, job });
    return job;
  }

  async create(projectId: string, input: NewJob): Promise<AgentJob> {
    const rows = await this.db.query<JobRow>(
      `INSERT INTO agent_jobs (id, project_id, status, prompt, repository, ref, model)
       VALUES ($1, $2, 'active', $3, $4, $5, $6) RETURNING ${columns}`,
      [newJobId(), projectId, input.prompt, input.repository, input.ref, input.model],
    );
    return this.remember(rows[0] as JobRow);
  }

  async get(projectId: string, id: string): Promise<AgentJob | null> {
    const cached = this.cache?.get(id);
    if (cached !== undefined) return cached.projectId === projectId ? cached.job : null;
    const rows = await this.db.query<JobRow>(
      `SELECT ${columns} FROM agent_jobs WHERE id = $1 AND project_id = $2`,
      [id, projectId],
    );
    return rows[0] === undefined ? null : this.remember(rows[0]);
  }

  /** Newest first; `before` is the `seq` the previous page ended at. */
  async list(
    projectId: string,
    options: { status?: JobStatus | undefined; limit: number; before?: bigint | undefined },
  ): Promise<{ jobs: AgentJob[]; last: bigint | null; more: boolean }> {
    const rows = await this.db.query<JobRow>(
      `SELECT ${columns} FROM agent_jobs
       WHERE project_id = $1 AND ($2::text IS NULL OR status = $2) AND ($3::bigint IS NULL OR seq < $3)
       ORDER BY agent_jobs.seq DESC LIMIT $4`,
      [projectId, options.status ?? null, options.before?.toString() ?? null, options.limit + 1],
    );
    const more = rows.length > options.limit;
    const page = rows.slice(0, options.limit);
    const lastRow = page.at(-1);
    return { jobs: page.map(toJob), last: lastRow === undefined ? null : BigInt(lastRow.seq), more };
  }

  /** `completed`/`failed` -> `archived`; an archived job stays as it is (archiving is idempotent). */
  async archive(projectId: string, id: string): Promise<ArchiveOutcome> {
    const rows = await this.db.query<JobRow>(
      `UPDATE agent_jobs SET status = 'archived', archived_at = now()
       WHERE id = $1 AND project_id = $2 AND status IN ('completed', 'failed') RETURNING ${columns}`,
      [id, projectId],
    );
    if (rows[0] !== undefined) return { outcome: 'archived', job: this.remember(rows[0]) };
    const job = await this.get(projectId, id);
    if (job === null) return { outcome: 'missing' };
    if (job.status === 'active') return { outcome: 'active', job };
    return { outcome: 'archived', job };
  }

  /** Claims the oldest unclaimed active job for `owner`; concurrent claimers skip each other's rows. */
  async claim(owner: string, leaseSeconds: number): Promise<JobWork | null> {
    const rows = await this.db.query<JobRow>(
      `UPDATE agent_jobs SET lease_owner = $1, lease_expires_at = now() + make_interval(secs => $2)
       WHERE id = (
         SELECT id FROM agent_jobs WHERE status = 'active' AND lease_owner IS NULL
         ORDER BY seq LIMIT 1 FOR UPDATE SKIP LOCKED
       ) AND lease_owner IS NULL
       RETURNING ${columns}`,
      [owner, leaseSeconds],
    );
    const row = rows[0];
    return row === undefined ? null : { job: toJob(row), projectId: row.project_id, prompt: row.prompt };
  }

  /** Extends the lease of every active job `owner` runs (its heartbeat). */
  async renewLeases(owner: string, leaseSeconds: number): Promise<void> {
    await this.db.query(
      `UPDATE agent_jobs SET lease_expires_at = now() + make_interval(secs => $2)
       WHERE lease_owner = $1 AND status = 'active'`,
      [owner, leaseSeconds],
    );
  }

  /** Records the end of a job this owner runs; false if it is no longer this owner's active job. */
  async finish(
    id: string,
    owner: string,
    result: {
      status: 'completed' | 'failed';
      prLink: string | null;
      branch: string | null;
      failure: string | null;
    },
  ): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE agent_jobs SET status = $3, pr_link = $4, branch = $5, failure = $6, finished_at = now(),
         lease_expires_at = NULL
       WHERE id = $1 AND lease_owner = $2 AND status = 'active' RETURNING id`,
      [id, owner, result.status, result.prLink, result.branch, result.failure],
    );
    this.cache?.delete(id);
    return rows.length === 1;
  }

  /**
   * Fails the active jobs whose runner stopped renewing its lease (a dead process). `allLeased`
   * fails every claimed job: right for the embedded store, which only this process can open.
   */
  async failAbandoned(allLeased: boolean): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(
      `UPDATE agent_jobs SET status = 'failed', failure = 'the server stopped while the job was running',
         finished_at = now(), lease_expires_at = NULL
       WHERE status = 'active' AND lease_owner IS NOT NULL AND ($1 OR lease_expires_at < now())
       RETURNING id`,
      [allLeased],
    );
    for (const row of rows) this.cache?.delete(row.id);
    return rows.map((row) => row.id);
  }

  /** The job's prompt and, once it failed, why: for the dashboard's job page. */
  async details(projectId: string, id: string): Promise<{ prompt: string; failure: string | null } | null> {
    const rows = await this.db.query<{ prompt: string; failure: string | null }>(
      'SELECT prompt, failure FROM agent_jobs WHERE id = $1 AND project_id = $2',
      [id, projectId],
    );
    return rows[0] ?? null;
  }

  /** The job's failure reason, for its logs. */
  async failure(id: string): Promise<string | null> {
    const rows = await this.db.query<{ failure: string | null }>(
      'SELECT failure FROM agent_jobs WHERE id = $1',
      [id],
    );
    return rows[0]?.failure ?? null;
  }
}

function toJob(row: JobRow): AgentJob {
  return {
    id: row.id,
    status: row.status,
    source: { repository: row.repository, ref: row.ref },
    model: row.model,
    prLink: row.pr_link,
    createdAt: new Date(row.created_at).toISOString(),
    archivedAt: row.archived_at === null ? null : new Date(row.archived_at).toISOString(),
  };
}
