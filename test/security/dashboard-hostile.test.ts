// The dashboard against hostile requests (docs/server.md, Dashboard): forms posted from another
// site or without the session's token, signed-out and forged sessions, session fixation, another
// project's key, markup in every value the pages show, and guessing keys at the sign-in form.
// The real dashboard app on 127.0.0.1 with a real (embedded) store, and real Chromium for XSS.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDashboardApp, openStore, type Store } from '../../packages/server/src/index.ts';
import { settingsFor } from '../../packages/server/test/helpers/backends.ts';
import { type Listening, listen } from '../../packages/server/test/helpers/http.ts';
import { launchBrowser } from '../helpers/browser.ts';

const xss = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

let store: Store;
let server: Listening;
let base: string;
let acmeKey: string;
let otherKey: string;

beforeAll(async () => {
  const settings = await settingsFor('embedded', {
    DOCWRIGHT_ADMIN_AUTH_FAILURE_LIMIT: '1',
    DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
  });
  store = await openStore(settings);
  acmeKey = (await store.keys.create('acme', 'acme-main')).key;
  otherKey = (await store.keys.create('other', 'other-main')).key;
  server = await listen(createDashboardApp({ store, settings }));
  base = `${server.url}/_docwright/dashboard`;
}, 120_000);
afterAll(async () => {
  await server?.close();
  await store?.close();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/x-www-form-urlencoded',
  ...extra,
});

/** Signs in through the form; the session's cookie and CSRF token. */
async function signIn(key: string, project: string, cookie?: string) {
  const res = await fetch(`${base}/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: formHeaders({ 'sec-fetch-site': 'same-origin', ...(cookie && { cookie }) }),
    body: form({ projectId: project, key }),
  });
  expect(res.status).toBe(303);
  const session = /dw_dashboard=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const keysPage = await get('/keys', `dw_dashboard=${session}`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await keysPage.text())?.[1] ?? '';
  return { session, cookie: `dw_dashboard=${session}`, csrf };
}

const get = (path: string, cookie?: string) =>
  fetch(`${base}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('the dashboard refuses', () => {
  it('signed-out requests: a GET goes to the sign-in page, a POST is 401', async () => {
    for (const path of ['/keys', '/jobs', '/updates', '/jobs/job_x', '/updates/upd_x/live']) {
      const res = await get(path);
      expect(res.status, path).toBe(303);
      expect(res.headers.get('location')).toBe('/_docwright/dashboard/sign-in');
    }
    const post = await fetch(`${base}/keys`, {
      method: 'POST',
      redirect: 'manual',
      headers: formHeaders({ 'sec-fetch-site': 'same-origin' }),
      body: form({ name: 'x' }),
    });
    expect(post.status).toBe(401);
  });

  it('a form from another origin, and one without or with a wrong token, creating nothing', async () => {
    const { cookie, csrf } = await signIn(acmeKey, 'acme');
    const before = (await store.keys.list('acme')).length;
    const attempts: Record<string, string>[] = [
      { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'http://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of attempts) {
      const res = await fetch(`${base}/keys`, {
        method: 'POST',
        redirect: 'manual',
        headers: formHeaders({ cookie, ...headers }),
        body: form({ csrf, name: 'forged' }),
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    for (const token of [undefined, 'x'.repeat(43), `${csrf}x`]) {
      const res = await fetch(`${base}/keys`, {
        method: 'POST',
        redirect: 'manual',
        headers: formHeaders({ cookie, 'sec-fetch-site': 'same-origin' }),
        body: form({ ...(token !== undefined && { csrf: token }), name: 'forged' }),
      });
      expect(res.status).toBe(403);
    }
    expect(await store.keys.list('acme')).toHaveLength(before);
    // The same form, same-origin with the token, does create a key.
    const ok = await fetch(`${base}/keys`, {
      method: 'POST',
      headers: formHeaders({ cookie, 'sec-fetch-site': 'same-origin' }),
      body: form({ csrf, name: 'genuine' }),
    });
    expect(ok.status).toBe(200);
    expect(await store.keys.list('acme')).toHaveLength(before + 1);
  });

  it("sign-in with another project's key, and shows that project nothing of this one", async () => {
    const refused = await fetch(`${base}/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: formHeaders({ 'sec-fetch-site': 'same-origin' }),
      body: form({ projectId: 'acme', key: otherKey }),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('set-cookie')).toBeNull();
    const job = await store.jobs.create('acme', {
      prompt: 'acme secret prompt',
      repository: 'https://github.com/acme/docs',
      ref: null,
      model: 'm',
    });
    const update = await store.updates.create('acme');
    const acmeKeys = await store.keys.list('acme');
    const other = await signIn(otherKey, 'other');
    const keysHtml = await (await get('/keys', other.cookie)).text();
    for (const k of acmeKeys) {
      expect(keysHtml).not.toContain(k.prefix);
      expect(keysHtml).not.toContain(k.id);
    }
    expect((await get(`/jobs/${job.id}`, other.cookie)).status).toBe(404);
    expect((await get(`/jobs/${job.id}/live`, other.cookie)).status).toBe(404);
    expect(await (await get('/jobs', other.cookie)).text()).not.toContain(job.id);
    expect((await get(`/updates/${update.id}`, other.cookie)).status).toBe(404);
    expect(await (await get('/updates', other.cookie)).text()).not.toContain(update.id);
    // Its forms cannot reach this project's keys or jobs either.
    const acmeKeyId = acmeKeys[0]?.id ?? '';
    const post = (path: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        redirect: 'manual',
        headers: formHeaders({ cookie: other.cookie, 'sec-fetch-site': 'same-origin' }),
        body: form({ csrf: other.csrf }),
      });
    expect((await get(`/keys/${acmeKeyId}/revoke`, other.cookie)).status).toBe(404);
    await post(`/keys/${acmeKeyId}/revoke`);
    expect((await store.keys.list('acme')).find((k) => k.id === acmeKeyId)?.revokedAt).toBeNull();
  });

  it('a forged, expired or revoked session', async () => {
    const forged = await get('/keys', `dw_dashboard=${'A'.repeat(43)}`);
    expect(forged.status).toBe(303);
    const { session } = await signIn(acmeKey, 'acme');
    const tampered = `${session.slice(0, -1)}${session.endsWith('a') ? 'b' : 'a'}`;
    expect((await get('/keys', `dw_dashboard=${tampered}`)).status).toBe(303);
    const identity = await store.keys.authenticate(acmeKey);
    if (identity === null) throw new Error('the key should be live');
    const expired = await store.dashboardSessions.create(identity, -1);
    expect((await get('/keys', `dw_dashboard=${expired.id}`)).status).toBe(303);
    // Revoking the key that opened a session ends the session.
    const spare = await store.keys.create('acme', 'spare');
    const opened = await signIn(spare.key, 'acme');
    expect((await get('/keys', opened.cookie)).status).toBe(200);
    await store.keys.revoke('acme', spare.record.id);
    expect((await get('/keys', opened.cookie)).status).toBe(303);
  });

  it('to carry a session id set before sign-in over to the signed-in session (fixation)', async () => {
    // An attacker's own live session, planted in the victim's browser before the victim signs in.
    const attacker = await signIn(otherKey, 'other');
    const victim = await signIn(acmeKey, 'acme', attacker.cookie);
    expect(victim.session).not.toBe(attacker.session);
    // The planted id was dropped, not promoted: it no longer opens anything.
    expect((await get('/keys', attacker.cookie)).status).toBe(303);
    const page = await (await get('/keys', victim.cookie)).text();
    expect(page).toContain('Project <span class="dw-dash-code">acme</span>');
  });

  it('sends every page with a strict CSP, no framing, no caching and no referrer', async () => {
    const { cookie } = await signIn(acmeKey, 'acme');
    for (const path of ['/sign-in', '/keys', '/jobs', '/updates']) {
      const res = await get(path, path === '/sign-in' ? undefined : cookie);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });
});

describe('markup in dashboard values', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders key names, prompts, logs, update summaries and build errors as text', async () => {
    const { cookie, csrf, session } = await signIn(acmeKey, 'acme');
    await fetch(`${base}/keys`, {
      method: 'POST',
      headers: formHeaders({ cookie, 'sec-fetch-site': 'same-origin' }),
      body: form({ csrf, name: xss.slice(0, 100) }),
    });
    const job = await store.jobs.create('acme', {
      prompt: xss,
      repository: 'https://github.com/acme/docs',
      ref: null,
      model: 'm',
    });
    await store.logs.append(job.id, 'stderr', xss);
    const update = await store.updates.create('acme');
    // Earlier tests queued updates too: claimed oldest first, until this one is.
    let claimed = await store.updates.claim('test-owner', 60);
    while (claimed !== null && claimed.id !== update.id)
      claimed = await store.updates.claim('test-owner', 60);
    expect(claimed?.id).toBe(update.id);
    await store.updates.setBuildErrors(update.id, [{ file: `${xss}.mdx`, line: 3, column: 1, message: xss }]);
    await store.updates.finish(update.id, 'test-owner', 'failure', xss);

    const context = await browser.newContext();
    await context.addCookies([
      { name: 'dw_dashboard', value: session, url: server.url, httpOnly: true, sameSite: 'Strict' },
    ]);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    for (const path of ['/keys', `/jobs/${job.id}`, '/jobs', '/updates', `/updates/${update.id}`]) {
      await page.goto(`${base}${path}`);
      const html = await page.content();
      expect(html, path).not.toMatch(/<img src="?x/i);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      // The jobs list shows no prompts; every other page shows the value, as text.
      if (path !== '/jobs')
        expect(await page.locator('main').textContent(), path).toContain('<img src=x onerror=');
    }
    expect(dialogs).toEqual([]);
    await context.close();
  });
});

describe('the sign-in form', () => {
  it('limits failed sign-ins per client address, yet lets a right key in', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 14; i++) {
      const res = await fetch(`${base}/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: formHeaders({ 'sec-fetch-site': 'same-origin' }),
        body: form({ projectId: 'acme', key: `dw_${'G'.repeat(40)}${String(i).padStart(3, '0')}` }),
      });
      statuses.push(res.status);
      if (res.status === 429) retryAfter = res.headers.get('retry-after');
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // A live key from the same address still signs in.
    await signIn(acmeKey, 'acme');
  });
});
