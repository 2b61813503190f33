// The admin API (docs/server.md, Admin API) through `app.request`: its routes, statuses, bodies, keys and
// limits need no socket; a real store answers, on both backends.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp, openStore, type ServerSettings, type Store } from '../src/index.ts';
import { request } from './helpers/app.ts';
import { backends, settingsFor } from './helpers/backends.ts';

describe.each(backends)('admin API on %s', (backend) => {
  let store: Store;
  let settings: ServerSettings;
  let app: Hono;
  let key: string;
  let otherKey: string;
  let revokedKey: string;
  const errors: unknown[] = [];

  beforeAll(async () => {
    settings = await settingsFor(backend, {
      DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
      DOCWRIGHT_ADMIN_BODY_LIMIT: '4096',
      DOCWRIGHT_ADMIN_RATE_LIMIT: '6000',
    });
    settings = {
      ...settings,
      projects: [{ id: 'acme', repository: 'file:///nowhere', ref: null, siteDir: '.' }],
    };
    store = await openStore(settings);
    key = (await store.keys.create('acme')).key;
    otherKey = (await store.keys.create('globex')).key;
    const revoked = await store.keys.create('acme');
    await store.keys.revoke('acme', revoked.record.id);
    revokedKey = revoked.key;
    app = createAdminApp({ store, settings, logError: (e) => errors.push(e) });
  });
  afterAll(async () => {
    await store?.close();
  });

  const call = (path: string, init: RequestInit & { key?: string | null } = {}) => {
    const headers = new Headers(init.headers);
    const k = init.key === undefined ? key : init.key;
    if (k !== null) headers.set('authorization', `Bearer ${k}`);
    if (init.body !== undefined) headers.set('content-type', 'application/json');
    return request(app, path, { ...init, headers });
  };
  const newJob = (body: unknown, k?: string) =>
    call('/v2/agent/acme/job', { method: 'POST', body: JSON.stringify(body), ...(k && { key: k }) });
  const validBody = {
    prompt: 'Document the pets endpoint',
    source: { repository: 'https://github.com/acme/docs' },
  };

  it('creates a job (201, every field present) and reads it back', async () => {
    const created = await newJob({
      ...validBody,
      source: { ...validBody.source, ref: 'main' },
      model: 'claude-x',
    });
    expect(created.status).toBe(201);
    const job = await created.json();
    expect(job).toEqual({
      id: expect.stringMatching(/^job_[A-Za-z0-9]+$/),
      status: 'active',
      source: { repository: 'https://github.com/acme/docs', ref: 'main' },
      model: 'claude-x',
      prLink: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      archivedAt: null,
    });
    const read = await call(`/v2/agent/acme/job/${job.id}`);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toMatch(/application\/json/);
    expect(await read.json()).toEqual(job);
    const defaults = await (await newJob(validBody)).json();
    expect(defaults).toMatchObject({ model: 'model', source: { ref: null } });
  });

  it("answers 404 with {error} for unknown and malformed job ids, and for other projects' jobs", async () => {
    for (const id of [
      'job_doesnotexist',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      "x'%20OR%20'1'='1",
      'a'.repeat(65),
      'job;DROP TABLE agent_jobs',
    ]) {
      const res = await call(`/v2/agent/acme/job/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    const theirs = await (
      await call('/v2/agent/globex/job', { method: 'POST', key: otherKey, body: JSON.stringify(validBody) })
    ).json();
    expect((await call(`/v2/agent/acme/job/${theirs.id}`)).status).toBe(404);
    expect((await call(`/v2/agent/acme/job/${theirs.id}/logs`)).status).toBe(404);
    expect((await call(`/v2/agent/acme/job/${theirs.id}/archive`, { method: 'POST' })).status).toBe(404);
  });

  it('refuses missing, garbled and revoked keys with 401 and WWW-Authenticate: Bearer', async () => {
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Basic YWxhZGRpbjpvcGVuc2VzYW1l' },
      { authorization: 'Bearer' },
      { authorization: 'Bearer dw_short' },
      { authorization: `Bearer ${key}x` },
      { authorization: `Bearer ${key.slice(0, -1)}${key.endsWith('a') ? 'b' : 'a'}` },
      { authorization: "Bearer dw_' OR '1'='1' --aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa" },
      { authorization: `Bearer ${revokedKey}` },
    ];
    for (const headers of cases) {
      const res = await app.request('/v2/agent/acme/job/job_x', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
  });

  it('answers 403 for another project, the same whether or not it exists', async () => {
    const existing = await call('/v2/agent/globex/job/job_x');
    const missing = await call('/v2/agent/no-such-project/job/job_x');
    const malformed = await call('/v2/agent/..%2F..%2Fglobex/jobs');
    expect([existing.status, missing.status, malformed.status]).toEqual([403, 403, 403]);
    const bodies = [await existing.json(), await missing.json(), await malformed.json()];
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[1]).toEqual(bodies[2]);
    expect((await newJob(validBody, otherKey)).status).toBe(403);
  });

  it('validates job bodies with clear messages', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ source: validBody.source }, /prompt/],
      [{ prompt: '', source: validBody.source }, /prompt/],
      [{ prompt: 'x' }, /source/],
      [{ prompt: 'x', source: {} }, /source\.repository/],
      [{ prompt: 'x', source: { repository: 'not a url' } }, /full URL/],
      [{ prompt: 'x', source: { repository: 'http://github.com/a/b' } }, /https/],
      [{ prompt: 'x', source: { repository: 'https://evil.example/a/b' } }, /github\.com/],
      [{ prompt: 'x', source: { repository: 'https://github.com/a' } }, /owner\/repo/],
      [
        { prompt: 'x', source: { repository: 'https://github.com/a/b', ref: '--upload-pack=touch /tmp/x' } },
        /ref/,
      ],
      [{ prompt: 'x', source: { repository: 'https://github.com/a/b', ref: 'a..b' } }, /ref/],
      [{ prompt: 'x', source: { repository: 'https://github.com/a/b' }, model: 'x; rm -rf /' }, /model/],
      [{ prompt: 'x', source: { repository: 'https://github.com/a/b' }, extra: 1 }, /unknown field "extra"/],
      [[1, 2], /object/],
      ['just a string', /object/],
    ];
    for (const [body, message] of cases) {
      const res = await newJob(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error).toMatch(message);
    }
    const broken = await call('/v2/agent/acme/job', { method: 'POST', body: '{"prompt": "x",' });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toMatch(/JSON/);
  });

  it('stores SQL metacharacters in bodies as plain text', async () => {
    const prompt = "'); DROP TABLE agent_jobs; -- \\ $1 %s \u0000?";
    const res = await newJob({
      prompt: prompt.replace('\u0000', ''),
      source: { repository: 'https://github.com/acme/docs', ref: "o'neil" },
    });
    expect(res.status).toBe(400); // a quote is not a valid branch name
    const ok = await newJob({
      prompt: prompt.replace('\u0000', ''),
      source: validBody.source,
      model: 'a:b/c',
    });
    expect(ok.status).toBe(201);
    const stored = await ok.json();
    expect(await (await call(`/v2/agent/acme/job/${stored.id}`)).json()).toEqual(stored);
    const nul = await newJob({ prompt, source: validBody.source });
    expect(nul.status).toBe(400);
    expect((await nul.json()).error).toMatch(/NUL/);
    const list = await call("/v2/agent/acme/jobs?status=active'%20OR%201=1--");
    expect(list.status).toBe(400);
    expect((await call('/v2/agent/acme/jobs?limit=1;DROP')).status).toBe(400);
    expect((await call("/v2/agent/acme/jobs?cursor=' OR 1=1")).status).toBe(400);
    expect((await call('/v2/agent/acme/jobs')).status).toBe(200);
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await newJob({ prompt: 'x'.repeat(5000), source: validBody.source });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: expect.stringContaining('4096') });
    // Without a Content-Length (a body streamed in chunks), the limit still holds.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(1000)));
        controller.close();
      },
    });
    const chunked = await app.request('/v2/agent/acme/job', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
  });

  it('lists jobs newest first with status filter, limit and an opaque cursor', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (
          await (
            await call('/v2/agent/globex/job', {
              method: 'POST',
              key: otherKey,
              body: JSON.stringify(validBody),
            })
          ).json()
        ).id,
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: Response = await call(`/v2/agent/globex/jobs?limit=2${cursor ? `&cursor=${cursor}` : ''}`, {
        key: otherKey,
      });
      expect(res.status).toBe(200);
      const page = (await res.json()) as { jobs: Array<{ id: string }>; nextCursor: string | null };
      expect(page.jobs.length).toBeLessThanOrEqual(2);
      seen.push(...page.jobs.map((j) => j.id));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen.slice(0, 5)).toEqual([...ids].reverse());
    expect(new Set(seen).size).toBe(seen.length);
    const none = await (await call('/v2/agent/globex/jobs?status=archived', { key: otherKey })).json();
    expect(none).toEqual({ jobs: [], nextCursor: null });
    expect((await call('/v2/agent/globex/jobs?limit=101', { key: otherKey })).status).toBe(400);
    expect((await call('/v2/agent/globex/jobs?limit=0', { key: otherKey })).status).toBe(400);
    expect((await call('/v2/agent/globex/jobs?status=done', { key: otherKey })).status).toBe(400);
  });

  it('archives finished jobs only: 409 while active, 200 after, 404 unknown', async () => {
    const job = await (await newJob(validBody)).json();
    const early = await call(`/v2/agent/acme/job/${job.id}/archive`, { method: 'POST' });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({ error: expect.stringContaining('active') });
    // A runner finishes it.
    let work = await store.jobs.claim('test-runner', 60);
    while (work && work.job.id !== job.id) {
      await store.jobs.finish(work.job.id, 'test-runner', {
        status: 'failed',
        prLink: null,
        branch: null,
        failure: 'x',
      });
      work = await store.jobs.claim('test-runner', 60);
    }
    await store.jobs.finish(job.id, 'test-runner', {
      status: 'completed',
      prLink: null,
      branch: null,
      failure: null,
    });
    const archived = await call(`/v2/agent/acme/job/${job.id}/archive`, { method: 'POST' });
    expect(archived.status).toBe(200);
    const body = await archived.json();
    expect(body).toMatchObject({ id: job.id, status: 'archived', archivedAt: expect.stringMatching(/Z$/) });
    expect((await call(`/v2/agent/acme/job/job_nope/archive`, { method: 'POST' })).status).toBe(404);
    const logs = await call(`/v2/agent/acme/job/${job.id}/logs`);
    expect(logs.status).toBe(200);
    expect(await logs.json()).toEqual({ logs: [] });
  });

  it('queues updates for configured projects (202) and reads them back', async () => {
    const res = await call('/v2/project/acme/update', { method: 'POST' });
    expect(res.status).toBe(202);
    const queued = await res.json();
    expect(queued).toEqual({ id: expect.stringMatching(/^upd_/), status: 'queued' });
    const read = await (await call(`/v2/project/acme/update/${queued.id}`)).json();
    expect(read).toMatchObject({ id: queued.id, status: 'queued', summary: null });
    expect((await call('/v2/project/acme/update/upd_nope')).status).toBe(404);
    expect((await call('/v2/project/globex/update', { method: 'POST', key: otherKey })).status).toBe(404);
    expect((await call('/v2/project/acme/update', { method: 'POST', key: otherKey })).status).toBe(403);
    expect((await call('/v2/project/acme/update', { method: 'POST', key: null })).status).toBe(401);
  });

  it('answers unknown endpoints with 404 {error}', async () => {
    const res = await call('/v2/nothing/here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: expect.any(String) });
  });
});

describe('admin API limits and failures', () => {
  /** An admin API on a store of its own with these settings, and one valid key of project p1. */
  async function withAdminApi(
    env: Record<string, string>,
    run: (app: Hono, valid: string) => Promise<void>,
  ): Promise<void> {
    const settings = await settingsFor('embedded', env);
    const store = await openStore(settings);
    try {
      const app = createAdminApp({ store, settings, logError: () => undefined });
      await run(app, (await store.keys.create('p1')).key);
    } finally {
      await store.close();
    }
  }

  it('refuses unknown keys from a client address that sent too many, and lets valid keys through', async () => {
    await withAdminApi({ DOCWRIGHT_ADMIN_AUTH_FAILURE_LIMIT: '6' }, async (app, valid) => {
      const get = (key: string, headers: Record<string, string> = {}) =>
        app.request('/v2/agent/p1/jobs', { headers: { authorization: `Bearer ${key}`, ...headers } });
      // A burst of ten guesses (the least there is) is answered 401; the next ones 429 (one more in 10 s).
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) statuses.push((await get(`dw_guess${i}`)).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
      const refused = await get('dw_guess12');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toEqual({ error: expect.stringContaining('unknown API keys') });
      // A valid key from the same address passes, and gives the guesses nothing back.
      expect((await get(valid)).status).toBe(200);
      expect((await get('dw_guess13')).status).toBe(429);
      // Without trusted proxies, X-Forwarded-For is the client's own say: it changes nothing.
      expect((await get('dw_guess14', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
      // A request without a key tries no key: it is not counted, and is told what to send.
      expect((await app.request('/v2/agent/p1/jobs')).status).toBe(401);
    });
  });

  it('tells clients apart behind a trusted proxy by the address the proxy saw', async () => {
    const env = { DOCWRIGHT_ADMIN_AUTH_FAILURE_LIMIT: '6', DOCWRIGHT_TRUSTED_PROXIES: '1' };
    await withAdminApi(env, async (app, valid) => {
      const from = (forwardedFor: string, key: string) =>
        app.request('/v2/agent/p1/jobs', {
          headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': forwardedFor },
        });
      for (let i = 0; i < 10; i++) expect((await from('198.51.100.7', `dw_guess${i}`)).status).toBe(401);
      expect((await from('198.51.100.7', 'dw_guess10')).status).toBe(429);
      // What the guesser puts first in the header is not believed: the proxy's entry is last.
      expect((await from('192.0.2.1, 198.51.100.7', 'dw_guess11')).status).toBe(429);
      // Another client behind the same proxy is not held back by the guesser.
      expect((await from('192.0.2.1', 'dw_guess12')).status).toBe(401);
      expect((await from('198.51.100.7', valid)).status).toBe(200);
    });
  });

  it('rate limits per key with 429 and Retry-After, other keys unaffected', async () => {
    const settings = await settingsFor('embedded', { DOCWRIGHT_ADMIN_RATE_LIMIT: '60' });
    const store = await openStore(settings);
    const app = createAdminApp({ store, settings, logError: () => undefined });
    const a = (await store.keys.create('p1')).key;
    const b = (await store.keys.create('p1')).key;
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const res = await app.request('/v2/agent/p1/jobs', {
        headers: { authorization: `Bearer ${a}` },
      });
      statuses.push(res.status);
      if (res.status === 429) {
        retryAfter = res.headers.get('retry-after');
        expect(await res.json()).toEqual({ error: expect.any(String) });
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    const other = await app.request('/v2/agent/p1/jobs', {
      headers: { authorization: `Bearer ${b}` },
    });
    expect(other.status).toBe(200);

    // An unexpected failure (the database is gone) is a 500 that says nothing of the internals.
    await store.close();
    const broken = await app.request('/v2/agent/p1/jobs', {
      headers: { authorization: `Bearer ${b}` },
    });
    expect(broken.status).toBe(500);
    const text = await broken.text();
    expect(JSON.parse(text)).toEqual({ error: 'internal error' });
    expect(text).not.toMatch(/at |Error|PGlite|closed/);
  });
});

describe('admin API mounted in a site host', () => {
  it('keeps its auth, 404s and error handling when mounted at / beside other routes', async () => {
    const settings = await settingsFor('embedded');
    const store = await openStore(settings);
    const key = (await store.keys.create('p1')).key;
    const host = new Hono();
    host.get('/', (c) => c.text('the site'));
    host.route('/', createAdminApp({ store, settings, logError: () => undefined }));
    host.get('*', (c) => c.text('site 404', 404));
    expect(await (await host.request('/')).text()).toBe('the site');
    expect(await (await host.request('/guide')).text()).toBe('site 404');
    const auth = { authorization: `Bearer ${key}` };
    expect((await host.request('/v2/agent/p1/jobs')).status).toBe(401);
    expect((await host.request('/v2/agent/p1/jobs', { headers: auth })).status).toBe(200);
    expect(await (await host.request('/v2/agent/p1/job/job_x', { headers: auth })).json()).toEqual({
      error: 'no such job in this project',
    });
    await store.close();
    const broken = await host.request('/v2/agent/p1/jobs', { headers: auth });
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({ error: 'internal error' });
  });
});
