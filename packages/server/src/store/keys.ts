// Admin API keys (docs/server.md, Admin API): stored only as HMAC-SHA256 digests, checked in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { BoundedCache } from './cache.ts';
import type { Database } from './db.ts';
import { newApiKey, newKeyId } from './ids.ts';

interface ApiKeyRecord {
  readonly id: string;
  readonly projectId: string;
  /** The first characters of the key, to tell keys apart in a list. */
  readonly prefix: string;
  readonly name: string | null;
  readonly createdAt: string;
  readonly revokedAt: string | null;
  /** When the key last authenticated a request, to the minute; null if never. */
  readonly lastUsedAt: string | null;
}

export interface KeyIdentity {
  readonly keyId: string;
  readonly projectId: string;
}

/** The shape of a key; anything else is unknown without touching the database. */
const keyPattern = /^dw_[A-Za-z0-9]{32,128}$/;

interface KeyRow {
  id: string;
  project_id: string;
  prefix: string;
  name: string | null;
  created_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
}

const recordColumns = 'id, project_id, prefix, name, created_at, revoked_at, last_used_at';
/** A key's last use is written at most this often, so authenticating stays a read. */
const lastUsedEveryMs = 60_000;

export class ApiKeys {
  /** Live keys by digest, kept only when this process is the database's one writer (embedded). */
  private readonly cache: BoundedCache<string, KeyIdentity> | null;
  /** When this process last wrote each key's last use. */
  private readonly lastUseWritten = new BoundedCache<string, number>(10_000);

  constructor(
    private readonly db: Database,
    private readonly pepper: string,
    options: { cache: boolean },
  ) {
    this.cache = options.cache ? new BoundedCache(1000) : null;
  }

  private digest(key: string): Buffer {
    return createHmac('sha256', this.pepper).update(key).digest();
  }

  /** Creates a key for the project (creating the project too); the key itself is returned once. */
  async create(
    projectId: string,
    name: string | null = null,
  ): Promise<{ key: string; record: ApiKeyRecord }> {
    const key = newApiKey();
    const rows = await this.db.transaction(async (tx) => {
      await tx.query('INSERT INTO projects (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [projectId]);
      return tx.query<KeyRow>(
        `INSERT INTO api_keys (id, project_id, key_hash, prefix, name) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${recordColumns}`,
        [newKeyId(), projectId, this.digest(key).toString('hex'), key.slice(0, 10), name],
      );
    });
    return { key, record: toRecord(rows[0] as KeyRow) };
  }

  async list(projectId: string): Promise<ApiKeyRecord[]> {
    const rows = await this.db.query<KeyRow>(
      `SELECT ${recordColumns} FROM api_keys WHERE project_id = $1 ORDER BY created_at, id`,
      [projectId],
    );
    return rows.map(toRecord);
  }

  /** Revokes the key; false when the project has no such key (or it was revoked already). */
  async revoke(projectId: string, keyId: string): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND project_id = $2 AND revoked_at IS NULL RETURNING id`,
      [keyId, projectId],
    );
    this.cache?.deleteWhere((identity) => identity.keyId === keyId);
    return rows.length === 1;
  }

  /**
   * The project a live key belongs to, or null. The lookup is by the key's HMAC digest, which a
   * caller cannot steer byte by byte, and the stored digest is compared again in constant time.
   */
  async authenticate(key: string): Promise<KeyIdentity | null> {
    if (!keyPattern.test(key)) return null;
    const digest = this.digest(key);
    const hex = digest.toString('hex');
    const cached = this.cache?.get(hex);
    if (cached !== undefined) {
      this.noteUse(cached.keyId);
      return cached;
    }
    const rows = await this.db.query<{ id: string; project_id: string; key_hash: string }>(
      'SELECT id, project_id, key_hash FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL',
      [hex],
    );
    const row = rows[0];
    if (row === undefined) return null;
    const stored = Buffer.from(row.key_hash, 'hex');
    if (stored.length !== digest.length || !timingSafeEqual(stored, digest)) return null;
    const identity = { keyId: row.id, projectId: row.project_id };
    this.cache?.set(hex, identity);
    this.noteUse(identity.keyId);
    return identity;
  }

  /** Records the key's use in the background, at most once a minute per key from this process. */
  private noteUse(keyId: string): void {
    const now = Date.now();
    const written = this.lastUseWritten.get(keyId);
    if (written !== undefined && now - written < lastUsedEveryMs) return;
    this.lastUseWritten.set(keyId, now);
    // A failed write (the store closing) loses one timestamp, never the request.
    this.db.query('UPDATE api_keys SET last_used_at = now() WHERE id = $1', [keyId]).catch(() => undefined);
  }
}

function toRecord(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    projectId: row.project_id,
    prefix: row.prefix,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  };
}
