// The push webhook (docs/server.md, Automatic updates) is not behind an API key: only the project's
// webhook secret lets a delivery through. Forged, altered, cross-project, oversized and replayed
// deliveries, over real HTTP, with the updates counted in a real PostgreSQL.
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdminApp,
  loadServerSettings,
  openStore,
  type Store,
  UpdateTriggers,
} from '../../packages/server/src/index.ts';
import { parseProjects } from '../../packages/server/src/settings/projects.ts';
import { constantTimeEqual, verifiedDelivery } from '../../packages/server/src/updates/push-event.ts';
import { type Listening, listen } from '../../packages/server/test/helpers/http.ts';
import { type PostgresCluster, startPostgres } from '../../packages/server/test/helpers/postgres.ts';
import { projectUpdates } from '../../packages/server/test/helpers/site-updates-table.ts';

const secretA = 'secret-of-project-a-0123456789';
const secretB = 'secret-of-project-b-0123456789';
const debounceMs = 300;
const sign = (secret: string, body: string | Buffer) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
const push = (ref = 'refs/heads/main', padding = '') =>
  JSON.stringify({ ref, repository: { default_branch: 'main' }, padding });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the push webhook refuses what the project did not sign', () => {
  let cluster: PostgresCluster;
  let databaseUrl: string;
  let store: Store;
  let api: Listening;
  let triggers: UpdateTriggers;

  beforeAll(async () => {
    cluster = await startPostgres();
    databaseUrl = await cluster.createDatabase();
    const settings = {
      ...loadServerSettings({
        DATABASE_URL: databaseUrl,
        DOCWRIGHT_DATA_DIR: mkdtempSync(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), 'webhook-')),
        // The failure limit has its own test below; these send more forgeries than its burst.
        DOCWRIGHT_ADMIN_AUTH_FAILURE_LIMIT: '100000',
      }),
      projects: parseProjects([
        { id: 'a', repository: 'https://git.example.com/a/docs', ref: 'main', webhookSecret: secretA },
        { id: 'b', repository: 'https://git.example.com/b/docs', ref: 'main', webhookSecret: secretB },
        { id: 'c', repository: 'https://git.example.com/c/docs', ref: 'main' },
      ]),
    };
    store = await openStore(settings);
    triggers = new UpdateTriggers({ store, debounceMs });
    api = await listen(createAdminApp({ store, settings, triggers }));
  }, 120_000);
  afterAll(async () => {
    triggers?.stop();
    await api?.close();
    await store?.close();
    cluster?.stop();
  });

  const deliver = (project: string, body: string, headers: Record<string, string>) =>
    fetch(`${api.url}/v2/project/${project}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-github-event': 'push', ...headers },
      body,
    });
  /** Waits past the debounce window, then counts the project's updates. */
  const updatesAfterWindow = async (project: string) => {
    await sleep(debounceMs * 5);
    return (await projectUpdates(databaseUrl, project)).length;
  };

  it('forged, missing, malformed and body-swapped signatures are 401 and queue nothing', async () => {
    const body = push();
    const cases: Record<string, string>[] = [
      { 'x-hub-signature-256': sign('a-guessed-secret-0123456789', body) },
      {},
      { 'x-hub-signature-256': 'sha256=zz' },
      { 'x-hub-signature-256': sign(secretA, body).replace('sha256=', 'sha1=') },
      { 'x-hub-signature-256': sign(secretA, body).slice(0, -1) },
      // A signature seen on a real delivery, replayed over another body.
      { 'x-hub-signature-256': sign(secretA, push('refs/heads/other')) },
      { 'x-gitlab-token': 'x' },
      { 'x-gitlab-token': `${secretA}x` },
    ];
    for (const headers of cases) {
      const res = await deliver('a', body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
    }
    expect(await updatesAfterWindow('a')).toBe(0);
  });

  it("a delivery for project A signed with project B's secret is 401, worded as for an unknown project", async () => {
    const body = push();
    const crossed = await deliver('a', body, { 'x-hub-signature-256': sign(secretB, body) });
    const unknown = await deliver('nobody', body, { 'x-hub-signature-256': sign(secretB, body) });
    const noSecret = await deliver('c', body, { 'x-hub-signature-256': sign('', body) });
    const hostileId = await deliver('..%2Fa', body, { 'x-hub-signature-256': sign(secretA, body) });
    expect([crossed.status, unknown.status, noSecret.status]).toEqual([401, 401, 401]);
    expect(hostileId.status).not.toBe(202);
    const messages = await Promise.all([crossed.json(), unknown.json(), noSecret.json()]);
    expect(new Set(messages.map((m) => JSON.stringify(m))).size).toBe(1);
    expect(await updatesAfterWindow('a')).toBe(0);
    expect(await updatesAfterWindow('c')).toBe(0);
  });

  it('an oversized body is refused before it is read whole; a large push under the cap is taken', async () => {
    const huge = push('refs/heads/main', 'x'.repeat(2 * 1024 * 1024));
    const refused = await deliver('b', huge, { 'x-hub-signature-256': sign(secretB, huge) });
    expect(refused.status).toBe(413);
    expect(await updatesAfterWindow('b')).toBe(0);
    // Larger than the admin API's 64 KB limit, as a push with many commits can be.
    const large = push('refs/heads/main', 'x'.repeat(200 * 1024));
    const taken = await deliver('b', large, { 'x-hub-signature-256': sign(secretB, large) });
    expect(taken.status).toBe(202);
    expect(await updatesAfterWindow('b')).toBe(1);
  });

  it('a replayed delivery queues at most one waiting update', async () => {
    const body = push();
    const headers = { 'x-hub-signature-256': sign(secretA, body) };
    const first = await Promise.all(Array.from({ length: 5 }, () => deliver('a', body, headers)));
    expect(first.map((r) => r.status)).toEqual([202, 202, 202, 202, 202]);
    expect(await updatesAfterWindow('a')).toBe(1);
    // Later replays ride on the update still waiting (no runner here takes it).
    expect((await deliver('a', body, headers)).status).toBe(202);
    expect(await updatesAfterWindow('a')).toBe(1);
  });

  it('compares in constant time whatever the lengths, and never throws on a length mismatch', () => {
    const expected = sign(secretA, 'body');
    expect(constantTimeEqual(expected, expected)).toBe(true);
    expect(constantTimeEqual(expected.slice(0, 10), expected)).toBe(false);
    expect(constantTimeEqual(`${expected}0`, expected)).toBe(false);
    expect(constantTimeEqual(`${expected.slice(0, -1)}${expected.endsWith('0') ? '1' : '0'}`, expected)).toBe(
      false,
    );
    expect(constantTimeEqual('', expected)).toBe(false);
    const body = new TextEncoder().encode('body');
    expect(verifiedDelivery(secretA, body, (name) => (name === 'x-gitlab-token' ? 's' : undefined))).toBe(
      false,
    );
    expect(
      verifiedDelivery(secretA, body, (name) => (name === 'x-hub-signature-256' ? expected : undefined)),
    ).toBe(true);
  });

  it('a webhook secret too short to resist guessing is refused in the config file, located', () => {
    expect(() =>
      parseProjects([{ id: 'a', repository: 'https://git.example.com/a', webhookSecret: 'short' }]),
    ).toThrow(/projects\[0\]\.webhookSecret must be a string of 16 to 256 characters/);
    expect(() =>
      parseProjects([{ id: 'a', repository: 'https://git.example.com/a', pollSeconds: 0.5 }]),
    ).toThrow(/projects\[0\]\.pollSeconds must be a whole number of seconds/);
  });
});

describe('unsigned deliveries are limited per client before their body is hashed', () => {
  let store: Store;
  let api: Listening;
  let triggers: UpdateTriggers;

  beforeAll(async () => {
    const settings = {
      ...loadServerSettings({
        DOCWRIGHT_DATA_DIR: mkdtempSync(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), 'webhook-limit-')),
        // One a minute: the burst of 10 is all a client gets within this test.
        DOCWRIGHT_ADMIN_AUTH_FAILURE_LIMIT: '1',
        DOCWRIGHT_TRUSTED_PROXIES: '1',
      }),
      projects: parseProjects([
        { id: 'a', repository: 'https://git.example.com/a/docs', ref: 'main', webhookSecret: secretA },
      ]),
    };
    store = await openStore(settings);
    triggers = new UpdateTriggers({ store, debounceMs });
    api = await listen(createAdminApp({ store, settings, triggers }));
  }, 120_000);
  afterAll(async () => {
    triggers?.stop();
    await api?.close();
    await store?.close();
  });

  const deliver = (client: string, body: string, signature: string) =>
    fetch(`${api.url}/v2/project/a/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-github-event': 'push',
        'x-forwarded-for': client,
        'x-hub-signature-256': signature,
      },
      body,
    });

  it('a client past its burst of forgeries gets 429 with Retry-After, even for a signed delivery; others are not held up', async () => {
    const body = push();
    const forged = sign('a-guessed-secret-0123456789', body);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await deliver('203.0.113.5', body, forged)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const blocked = await deliver('203.0.113.5', body, sign(secretA, body));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(((await blocked.json()) as { error: string }).error).toMatch(/too many unsigned deliveries/);
    // Another client, and a signed delivery from it, are untouched.
    expect((await deliver('203.0.113.6', body, sign(secretA, body))).status).toBe(202);
  });

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not reset the limit', async () => {
    const body = push();
    const forged = sign('another-guessed-secret-0123456789', body);
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++)
      statuses.push((await deliver(`2001:db8:5:6::${i.toString(16)}`, body, forged)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    expect((await deliver('2001:db8:5:7::1', body, forged)).status).toBe(401);
  });
});
