// Readers' activity for the dashboard's Readers tests: answers and page views sent through the
// site's real endpoints (`POST /_docwright/feedback`, `/_docwright/telemetry`), and moved back in
// time in the database (the store records the current day only).
import type { Hono } from 'hono';
import { createFeedbackApp, openStore, type ServerSettings, type Store } from '../../src/index.ts';
import { openEmbedded } from '../../src/store/db.ts';
import { request } from './app.ts';
import { queryOnce } from './sql.ts';

export class ReaderActivity {
  private sites = new Map<string, Hono>();

  private constructor(
    private readonly settings: ServerSettings,
    public store: Store,
  ) {}

  static async open(settings: ServerSettings): Promise<ReaderActivity> {
    return new ReaderActivity(settings, await openStore(settings));
  }

  private site(projectId: string): Hono {
    let site = this.sites.get(projectId);
    if (site === undefined) {
      site = createFeedbackApp({ store: this.store, projectId, rateLimitPerMinute: 100_000 });
      this.sites.set(projectId, site);
    }
    return site;
  }

  private async post(projectId: string, path: string, body: unknown): Promise<void> {
    const res = await request(this.site(projectId), path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 204) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  }

  async view(projectId: string, path: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i++)
      await this.post(projectId, '/_docwright/telemetry', { path, referrer: '' });
  }

  async answer(projectId: string, path: string, helpful: boolean, times = 1): Promise<void> {
    for (let i = 0; i < times; i++) await this.post(projectId, '/_docwright/feedback', { path, helpful });
  }

  /** Moves every view and answer recorded so far `days` days into the past. */
  async age(days: number): Promise<void> {
    // Through a far past first: a day moved onto one not moved yet would break the table's key.
    const statements = [
      'UPDATE page_views SET day = day - 100000',
      `UPDATE page_views SET day = day + ${100_000 - days}`,
      `UPDATE page_feedback SET created_at = created_at - interval '${days} days'`,
    ];
    if (this.settings.databaseUrl !== null) {
      for (const sql of statements) await queryOnce(this.settings.databaseUrl, sql);
      return;
    }
    // The embedded database has one owner: the store closes while the test edits it.
    await this.store.close();
    const db = await openEmbedded(this.settings.dataDir);
    try {
      for (const sql of statements) await db.query(sql);
    } finally {
      await db.close();
    }
    this.store = await openStore(this.settings);
    this.sites.clear();
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
