// Dashboard sessions (docs/server.md, Dashboard): a random id in the operator's cookie, stored only
// as its SHA-256 digest, valid while it has not expired and the key that opened it is not revoked.
import { createHash } from 'node:crypto';
import type { Database } from './db.ts';
import { randomBase62 } from './ids.ts';
import type { KeyIdentity } from './keys.ts';

export interface DashboardSession {
  readonly projectId: string;
  readonly keyId: string;
  /** The token every form of this session carries. */
  readonly csrfToken: string;
}

/** The shape of a session id; anything else is unknown without touching the database. */
const sessionPattern = /^[A-Za-z0-9]{43}$/;

const digest = (id: string) => createHash('sha256').update(id).digest('hex');

export class DashboardSessions {
  constructor(private readonly db: Database) {}

  /** Opens a session for the key's project; the id is returned once, for the cookie. */
  async create(
    identity: KeyIdentity,
    ttlSeconds: number,
  ): Promise<{ id: string; session: DashboardSession }> {
    const id = randomBase62(43);
    const csrfToken = randomBase62(43);
    await this.db.query('DELETE FROM dashboard_sessions WHERE expires_at < now()');
    await this.db.query(
      `INSERT INTO dashboard_sessions (id_hash, project_id, key_id, csrf_token, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [digest(id), identity.projectId, identity.keyId, csrfToken, ttlSeconds],
    );
    return { id, session: { projectId: identity.projectId, keyId: identity.keyId, csrfToken } };
  }

  /** The live session `id` names, or null (unknown, expired, or its key revoked). */
  async get(id: string | undefined): Promise<DashboardSession | null> {
    if (id === undefined || !sessionPattern.test(id)) return null;
    const rows = await this.db.query<{ project_id: string; key_id: string; csrf_token: string }>(
      `SELECT s.project_id, s.key_id, s.csrf_token FROM dashboard_sessions s
       JOIN api_keys k ON k.id = s.key_id
       WHERE s.id_hash = $1 AND s.expires_at > now() AND k.revoked_at IS NULL`,
      [digest(id)],
    );
    const row = rows[0];
    return row === undefined
      ? null
      : { projectId: row.project_id, keyId: row.key_id, csrfToken: row.csrf_token };
  }

  async delete(id: string | undefined): Promise<void> {
    if (id === undefined || !sessionPattern.test(id)) return;
    await this.db.query('DELETE FROM dashboard_sessions WHERE id_hash = $1', [digest(id)]);
  }
}
