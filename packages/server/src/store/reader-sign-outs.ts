// When each reader last signed out everywhere (docs/server.md, Sign out everywhere): one row per
// reader who ever asked, read on every signed-in request, so servers sharing PostgreSQL agree.
import type { SignOuts } from '../reader-auth/sign-outs.ts';
import type { Database } from './db.ts';

export class ReaderSignOuts implements SignOuts {
  constructor(private readonly db: Database) {}

  async signedOutAt(readerId: string): Promise<number | undefined> {
    const rows = await this.db.query<{ signed_out_at: string }>(
      'SELECT signed_out_at::text AS signed_out_at FROM reader_sign_outs WHERE reader_id = $1',
      [readerId],
    );
    return rows[0] ? Number(rows[0].signed_out_at) : undefined;
  }

  async signOutEverywhere(readerId: string, at: number): Promise<void> {
    await this.db.query(
      `INSERT INTO reader_sign_outs (reader_id, signed_out_at) VALUES ($1, $2)
       ON CONFLICT (reader_id) DO UPDATE SET signed_out_at = GREATEST(reader_sign_outs.signed_out_at, EXCLUDED.signed_out_at)`,
      [readerId, at],
    );
  }
}
