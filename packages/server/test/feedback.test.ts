// Page feedback: posted by readers to the site, read by the project's keys through the admin API
// (both apps through `app.request`: no socket).
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp, createFeedbackApp, openStore, type Store } from '../src/index.ts';
import { request } from './helpers/app.ts';
import { backends, settingsFor } from './helpers/backends.ts';

describe.each(backends)('page feedback on %s', (backend) => {
  let store: Store;
  let site: Hono;
  let admin: Hono;
  let key: string;
  let otherKey: string;

  beforeAll(async () => {
    const settings = await settingsFor(backend);
    store = await openStore(settings);
    key = (await store.keys.create('acme')).key;
    otherKey = (await store.keys.create('globex')).key;
    site = createFeedbackApp({ store, projectId: 'acme', rateLimitPerMinute: 60 });
    admin = createAdminApp({ store, settings });
  });
  afterAll(async () => {
    await store?.close();
  });

  const post = (body: string) =>
    request(site, '/_docwright/feedback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it("counts page views per page for the project's keys, keeping nothing but the path", async () => {
    const view = (body: unknown) =>
      request(site, '/_docwright/telemetry', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify(body),
      });
    for (const path of ['/quickstart', '/quickstart', '/api/pets', '/quickstart'])
      expect((await view({ path, referrer: 'https://search.example/?q=secret' })).status).toBe(204);
    expect((await view({ path: 'no-slash' })).status).toBe(400);
    const res = await admin.request('/v2/project/acme/page-views?days=7', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      days: 7,
      pages: [
        { path: '/quickstart', views: 3 },
        { path: '/api/pets', views: 1 },
      ],
    });
    const other = await admin.request('/v2/project/acme/page-views', {
      headers: { authorization: `Bearer ${otherKey}` },
    });
    expect(other.status).toBe(403);
    const bad = await admin.request('/v2/project/acme/page-views?days=0', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(bad.status).toBe(400);
  });

  it("stores answers and lists them newest first for the project's keys only", async () => {
    expect((await post(JSON.stringify({ path: '/quickstart', helpful: true }))).status).toBe(204);
    expect(
      (await post(JSON.stringify({ path: "/a');DROP%20TABLE%20page_feedback;--", helpful: false }))).status,
    ).toBe(204);
    const res = await admin.request('/v2/project/acme/feedback?limit=1', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(200);
    const first = await res.json();
    expect(first).toEqual({
      feedback: [
        {
          path: "/a');DROP%20TABLE%20page_feedback;--",
          helpful: false,
          createdAt: expect.stringMatching(/Z$/),
        },
      ],
      nextCursor: expect.any(String),
    });
    const second = await (
      await admin.request(`/v2/project/acme/feedback?cursor=${first.nextCursor}`, {
        headers: { authorization: `Bearer ${key}` },
      })
    ).json();
    expect(second.feedback).toEqual([{ path: '/quickstart', helpful: true, createdAt: expect.any(String) }]);
    expect(second.nextCursor).toBeNull();
    const theirs = await admin.request('/v2/project/acme/feedback', {
      headers: { authorization: `Bearer ${otherKey}` },
    });
    expect(theirs.status).toBe(403);
    expect((await admin.request('/v2/project/acme/feedback')).status).toBe(401);
  });

  it('refuses malformed and oversized answers', async () => {
    for (const body of [
      'nope',
      '{}',
      '{"path": "relative", "helpful": true}',
      '{"path": "/x", "helpful": "yes"}',
      '{"path": "/a\\u0000b", "helpful": true}',
    ]) {
      const res = await post(body);
      expect(res.status, body).toBe(400);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    expect((await post(JSON.stringify({ path: `/${'x'.repeat(2000)}`, helpful: true }))).status).toBe(413);
  });
});
