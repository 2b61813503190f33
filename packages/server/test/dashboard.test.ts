// The dashboard's pages over the real app and store: under a base path (behind a proxy that serves
// the site at /docs) its links, redirects and session cookie name the address the browser sees;
// the jobs list pages with the API's cursors and filters by status.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardApp, openStore, type Store } from '../src/index.ts';
import { settingsFor } from './helpers/backends.ts';
import { type Listening, listen } from './helpers/http.ts';

let store: Store;
let server: Listening;
let key: string;

beforeAll(async () => {
  const settings = await settingsFor('embedded');
  store = await openStore(settings);
  key = (await store.keys.create('acme')).key;
  server = await listen(createDashboardApp({ store, settings, basePath: () => '/docs' }));
}, 120_000);
afterAll(async () => {
  await server?.close();
  await store?.close();
});

describe('the dashboard under a base path', () => {
  it('redirects, links and scopes its cookie under the base path', async () => {
    const signedOut = await fetch(`${server.url}/_docwright/dashboard/keys`, { redirect: 'manual' });
    expect(signedOut.headers.get('location')).toBe('/docs/_docwright/dashboard/sign-in');
    const signIn = await fetch(`${server.url}/_docwright/dashboard/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ projectId: 'acme', key }).toString(),
    });
    expect(signIn.headers.get('location')).toBe('/docs/_docwright/dashboard/keys');
    const cookie = signIn.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('Path=/docs/_docwright/dashboard;');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    // Over plain HTTP the cookie is not Secure; through an HTTPS proxy it is.
    expect(cookie).not.toMatch(/Secure/);
    const page = await (
      await fetch(`${server.url}/_docwright/dashboard/keys`, {
        headers: { cookie: cookie.split(';')[0] ?? '' },
      })
    ).text();
    expect(page).toContain('href="/docs/_docwright/site.css"');
    expect(page).toContain('href="/docs/_docwright/dashboard/jobs"');
    expect(page).toContain('action="/docs/_docwright/dashboard/sign-out"');
    const https = await fetch(`${server.url}/_docwright/dashboard/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-proto': 'https',
      },
      body: new URLSearchParams({ projectId: 'acme', key }).toString(),
    });
    expect(https.headers.get('set-cookie')).toMatch(/; Secure/);
  });
});

describe('the agent jobs list', () => {
  it('pages with cursors, newest first, and filters by status', async () => {
    for (let i = 0; i < 23; i++)
      await store.jobs.create('acme', {
        prompt: `job ${i}`,
        repository: 'https://github.com/acme/docs',
        ref: null,
        model: 'm',
      });
    const signIn = await fetch(`${server.url}/_docwright/dashboard/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: new URLSearchParams({ projectId: 'acme', key }).toString(),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const listed = async (path: string) => {
      const html = await (await fetch(`${server.url}${path}`, { headers: { cookie } })).text();
      const ids = [...html.matchAll(/<tr><td><a href="[^"]+"><span class="dw-dash-code">(job_\w+)</g)].map(
        (m) => m[1],
      );
      const older = /href="([^"]+)">Older jobs/.exec(html)?.[1]?.replace(/&#38;/g, '&');
      return { ids, older };
    };
    const first = await listed('/_docwright/dashboard/jobs');
    expect(first.ids).toHaveLength(20);
    expect(first.older).toMatch(/^\/docs\/_docwright\/dashboard\/jobs\?cursor=/);
    const second = await listed((first.older ?? '').replace(/^\/docs/, ''));
    expect(second.ids, JSON.stringify([first, second])).toHaveLength(3);
    expect(second.older).toBeUndefined();
    expect(new Set([...first.ids, ...second.ids]).size).toBe(23);
    const all = (await store.jobs.list('acme', { limit: 100 })).jobs.map((j) => j.id);
    expect([...first.ids, ...second.ids]).toEqual(all);
    expect((await listed('/_docwright/dashboard/jobs?status=completed')).ids).toEqual([]);
    expect((await listed('/_docwright/dashboard/jobs?status=active')).ids).toHaveLength(20);
  });
});
