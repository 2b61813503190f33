// The schema, as numbered migrations: the same SQL runs on embedded PGlite and on PostgreSQL.
import type { Database } from './db.ts';

/** Append only: a released migration never changes. */
const migrations: readonly string[] = [
  `
  CREATE TABLE server_secrets (
    name text PRIMARY KEY,
    value text NOT NULL
  );
  CREATE TABLE projects (
    id text PRIMARY KEY,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE api_keys (
    id text PRIMARY KEY,
    project_id text NOT NULL REFERENCES projects (id),
    key_hash text NOT NULL UNIQUE,
    prefix text NOT NULL,
    name text,
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz
  );
  CREATE INDEX api_keys_project ON api_keys (project_id, created_at);
  CREATE TABLE agent_jobs (
    seq bigserial NOT NULL UNIQUE,
    id text PRIMARY KEY,
    project_id text NOT NULL REFERENCES projects (id),
    status text NOT NULL CHECK (status IN ('active', 'completed', 'archived', 'failed')),
    prompt text NOT NULL,
    repository text NOT NULL,
    ref text,
    model text NOT NULL,
    pr_link text,
    branch text,
    failure text,
    created_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz,
    archived_at timestamptz,
    lease_owner text,
    lease_expires_at timestamptz
  );
  CREATE INDEX agent_jobs_project ON agent_jobs (project_id, seq DESC);
  CREATE INDEX agent_jobs_waiting ON agent_jobs (seq) WHERE status = 'active' AND lease_owner IS NULL;
  CREATE TABLE job_logs (
    seq bigserial PRIMARY KEY,
    job_id text NOT NULL REFERENCES agent_jobs (id),
    at timestamptz NOT NULL DEFAULT now(),
    stream text NOT NULL,
    message text NOT NULL
  );
  CREATE INDEX job_logs_job ON job_logs (job_id, seq);
  CREATE TABLE site_updates (
    seq bigserial NOT NULL UNIQUE,
    id text PRIMARY KEY,
    project_id text NOT NULL REFERENCES projects (id),
    status text NOT NULL CHECK (status IN ('queued', 'in_progress', 'success', 'failure')),
    summary text,
    commit_sha text,
    created_at timestamptz NOT NULL DEFAULT now(),
    started_at timestamptz,
    finished_at timestamptz,
    lease_owner text,
    lease_expires_at timestamptz
  );
  CREATE INDEX site_updates_waiting ON site_updates (seq) WHERE status = 'queued';
  `,
  `
  CREATE TABLE page_feedback (
    seq bigserial PRIMARY KEY,
    project_id text NOT NULL REFERENCES projects (id),
    path text NOT NULL,
    helpful boolean NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX page_feedback_project ON page_feedback (project_id, seq DESC);
  `,
  `
  CREATE TABLE page_views (
    project_id text NOT NULL REFERENCES projects (id),
    path text NOT NULL,
    day date NOT NULL,
    views bigint NOT NULL,
    PRIMARY KEY (project_id, path, day)
  );
  `,
  `
  CREATE TABLE reader_sign_outs (
    reader_id text PRIMARY KEY,
    signed_out_at bigint NOT NULL
  );
  `,
  `
  CREATE TABLE site_blobs (
    hash text PRIMARY KEY,
    content bytea NOT NULL,
    stored_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE site_publications (
    seq bigserial NOT NULL UNIQUE,
    id text PRIMARY KEY,
    project_id text NOT NULL REFERENCES projects (id),
    files integer NOT NULL,
    bytes bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX site_publications_project ON site_publications (project_id, seq DESC);
  CREATE TABLE site_publication_files (
    publication_id text NOT NULL REFERENCES site_publications (id) ON DELETE CASCADE,
    path text NOT NULL,
    hash text NOT NULL REFERENCES site_blobs (hash),
    PRIMARY KEY (publication_id, path)
  );
  CREATE INDEX site_publication_files_hash ON site_publication_files (hash);
  `,
  `
  ALTER TABLE site_updates DROP CONSTRAINT site_updates_status_check;
  ALTER TABLE site_updates ADD CONSTRAINT site_updates_status_check
    CHECK (status IN ('queued', 'in_progress', 'success', 'failure', 'skipped'));
  ALTER TABLE site_updates ADD COLUMN triggered_by text NOT NULL DEFAULT 'manual';
  ALTER TABLE site_updates ADD COLUMN inputs text;
  CREATE TABLE remote_specs (
    project_id text NOT NULL REFERENCES projects (id),
    url text NOT NULL,
    etag text,
    last_modified text,
    sha256 text NOT NULL,
    PRIMARY KEY (project_id, url)
  );
  `,
  `
  CREATE INDEX page_views_project_day ON page_views (project_id, day);
  CREATE INDEX page_feedback_project_created ON page_feedback (project_id, created_at);
  `,
  `
  ALTER TABLE api_keys ADD COLUMN last_used_at timestamptz;
  ALTER TABLE site_updates ADD COLUMN build_errors text;
  CREATE TABLE dashboard_sessions (
    id_hash text PRIMARY KEY,
    project_id text NOT NULL REFERENCES projects (id),
    key_id text NOT NULL REFERENCES api_keys (id),
    csrf_token text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  );
  CREATE INDEX dashboard_sessions_expiry ON dashboard_sessions (expires_at);
  `,
];

/** Applies the migrations not applied yet, under an advisory lock so concurrent starts take turns. */
export async function migrate(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(727272)');
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    for (const [index, sql] of migrations.entries()) {
      const version = index + 1;
      if (applied.has(version)) continue;
      for (const statement of splitStatements(sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
    }
  });
}

/** The migrations hold no semicolons inside literals, so splitting on them is exact. */
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
