// Reader sign-in on a site built with --base-path /docs (issue 37): every sign-in address lives
// under /docs, whether the request came straight to /docs/... or through a reverse proxy that took
// /docs off, and every return-to value is a same-origin path under /docs, else the site's home
// (/docs/). Hostile targets: other hosts (`//evil`, `/\evil`), paths that leave /docs once a browser
// normalizes them (`/docs/../x`, `%2e%2e`), and their encoded forms.
import { callbackPath, type RunningServer, sessionCookie } from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeOverHttp, type LocalOidcProvider, listenOidcProvider } from '../helpers/oidc-provider.ts';
import { buildFixture, loginUrl, readerSecret, readerToken, serveSite } from './serve-helpers.ts';

const basePath = '/docs';
const password = 'a shared password for the docs';

/** Return-to values (as they appear in the query, encoded) that must send the reader to /docs/. */
const hostile = [
  '%2F%2Fevil.example%2Fdocs%2Fguide',
  '%2F%5Cevil.example%2Fdocs',
  '%2F%5C%2Fevil.example',
  '%2Fdocs%2F..%2Fx',
  '%2Fdocs%2F%2e%2e%2Fx',
  '%2Fdocs%2F.%2E%2Fx',
  '%2Fdocs%2F%252e%252e%2Fx',
  '%2Fdocs%2F..%2F..%2F%2Fevil.example',
  '%2Fdocs%09%2F..%2Fx',
  '%2Fx',
  '%2Fdocsx%2Fguide',
  '%2F_docwright%2Fauth%2Fsession',
  'https%3A%2F%2Fevil.example%2Fdocs%2Fguide',
  '%2F%2F%2Fevil.example',
  'javascript%3Aalert(1)%2F%2Fdocs',
];

let dist: string;

beforeAll(async () => {
  const page = (title: string, extra = '') =>
    `---\ntitle: ${title}\ndescription: ${title}\n${extra}---\n\n${title} body text.\n`;
  dist = await buildFixture(
    {
      'docs.json': JSON.stringify({
        name: 'Under docs',
        navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide'] }] },
      }),
      'index.mdx': page('Home', 'public: true\n'),
      'guide.mdx': page('Guide'),
    },
    { basePath },
  );
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { redirect: 'manual', headers });

const sessionSetCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${sessionCookie}=`) && !line.startsWith(`${sessionCookie}=;`));

describe('a password site under /docs', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await serveSite(dist, {
      auth: { password, cookieSecure: false, passwordAttemptsPerMinute: 1000 },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('sends a signed-out reader to the form under /docs, with the page under /docs to return to', async () => {
    const expected = `${basePath}/_docwright/auth/password?redirect=%2Fdocs%2Fguide%3Ftab%3D1`;
    const direct = await get(`${server.url}/docs/guide?tab=1`);
    expect(direct.status).toBe(302);
    // Relative: behind a proxy that rewrites Host, the reader stays on their own host.
    expect(direct.headers.get('location')).toBe(expected);
    // Behind a proxy that took /docs off: the same addresses, with /docs.
    const proxied = await get(`${server.url}/guide?tab=1`);
    expect(proxied.headers.get('location')).toBe(expected);
  });

  it('serves the form under /docs, posting under /docs, styled from /docs', async () => {
    const response = await get(`${server.url}/docs/_docwright/auth/password?redirect=%2Fdocs%2Fguide`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('action="/docs/_docwright/auth/password?redirect=%2Fdocs%2Fguide"');
    expect(html).toContain('href="/docs/_docwright/site.css"');
    expect((await get(`${server.url}/docs/_docwright/site.css`)).status).toBe(200);
  });

  it('signs in to the page under /docs, with a cookie for /docs only', async () => {
    const response = await fetch(`${server.url}/docs/_docwright/auth/password?redirect=%2Fdocs%2Fguide`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ password }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/docs/guide');
    const cookie = sessionSetCookie(response) ?? '';
    expect(cookie).toMatch(/; Path=\/docs(;|$)/);
    const page = await get(`${server.url}/docs/guide`, { cookie: cookie.split(';')[0] ?? '' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Guide body text');
  });

  it('sends every hostile return-to value to /docs/, from the form and after sign-in', async () => {
    for (const probe of hostile) {
      const form = await (await get(`${server.url}/docs/_docwright/auth/password?redirect=${probe}`)).text();
      expect(form, probe).toContain('action="/docs/_docwright/auth/password?redirect=%2Fdocs%2F"');
      const response = await fetch(`${server.url}/docs/_docwright/auth/password?redirect=${probe}`, {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ password }),
      });
      expect(response.status, probe).toBe(303);
      expect(response.headers.get('location'), probe).toBe('/docs/');
    }
  });

  it('signs out to /docs/ for hostile targets, and clears the cookie of /docs', async () => {
    for (const probe of hostile) {
      const response = await get(`${server.url}/docs/_docwright/auth/logout?redirect=${probe}`);
      expect(response.status, probe).toBe(303);
      expect(response.headers.get('location'), probe).toBe('/docs/');
      expect(response.headers.get('set-cookie'), probe).toMatch(/Path=\/docs(;|$)/);
      const everywhere = await fetch(
        `${server.url}/docs/_docwright/auth/logout-everywhere?redirect=${probe}`,
        {
          method: 'POST',
          redirect: 'manual',
        },
      );
      expect(everywhere.headers.get('location'), probe).toBe('/docs/');
    }
    const back = await get(`${server.url}/docs/_docwright/auth/logout?redirect=%2Fdocs%2Fguide%23top`);
    expect(back.headers.get('location')).toBe('/docs/guide#top');
  });
});

describe('a JWT handoff under /docs', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await serveSite(dist, { auth: { secret: readerSecret, loginUrl, cookieSecure: false } });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('sends a signed-out reader to the login URL with the page under /docs to return to', async () => {
    const response = await get(`${server.url}/docs/guide`);
    const target = new URL(response.headers.get('location') ?? '');
    expect(target.origin + target.pathname).toBe(loginUrl);
    expect(target.searchParams.get('redirect')).toBe('/docs/guide');
  });

  it('returns from both callbacks under /docs only', async () => {
    for (const path of [callbackPath, '/login/jwt-callback']) {
      const good = await get(
        `${server.url}/docs${path}?token=${await readerToken([])}&redirect=%2Fdocs%2Fguide`,
      );
      expect(good.status, path).toBe(303);
      expect(good.headers.get('location'), path).toBe('/docs/guide');
      for (const probe of hostile) {
        const response = await get(
          `${server.url}/docs${path}?token=${await readerToken([])}&redirect=${probe}`,
        );
        expect(response.status, probe).toBe(303);
        expect(response.headers.get('location'), probe).toBe('/docs/');
      }
    }
  });

  it('links a refused token to sign in again with the stylesheet of /docs', async () => {
    const response = await get(`${server.url}/docs${callbackPath}?token=not-a-token`);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('href="/docs/_docwright/site.css"');
  });
});

describe('OpenID Connect under /docs', () => {
  let idp: LocalOidcProvider;
  let server: RunningServer;

  beforeAll(async () => {
    idp = await listenOidcProvider();
    server = await serveSite(dist, {
      auth: {
        oidc: { issuer: idp.issuer, clientId: 'docs', clientSecret: 'secret-of-docs' },
        cookieSecure: false,
      },
    });
    idp.start(
      [
        {
          client_id: 'docs',
          client_secret: 'secret-of-docs',
          redirect_uris: [`${server.url}/docs/_docwright/auth/oidc/callback`],
          post_logout_redirect_uris: [`${server.url}/docs/`],
        },
      ],
      {},
    );
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  /** Starts a sign-in at /docs with `redirect` (as written in the query) and returns to the site. */
  async function signIn(redirect: string): Promise<Response> {
    const login = await get(`${server.url}/docs/_docwright/auth/oidc/login?redirect=${redirect}`);
    expect(login.status).toBe(302);
    const transaction = login.headers.getSetCookie().find((line) => line.startsWith('dw_oidc=')) ?? '';
    // The browser sends it back to the callback, which it reaches under /docs.
    expect(transaction).toMatch(/; Path=\/docs\/_docwright\/auth\/oidc(;|$)/);
    const authorization = new URL(login.headers.get('location') ?? '');
    expect(authorization.searchParams.get('redirect_uri')).toBe(
      `${server.url}/docs/_docwright/auth/oidc/callback`,
    );
    const back = await authorizeOverHttp(authorization, 'ada');
    expect(back.pathname).toBe('/docs/_docwright/auth/oidc/callback');
    return get(back.toString(), { cookie: transaction.split(';')[0] ?? '' });
  }

  it('sends a signed-out reader to the sign-in under /docs', async () => {
    const response = await get(`${server.url}/docs/guide`);
    expect(response.status).toBe(302);
    // Relative: behind a proxy that rewrites Host, the reader stays on their own host.
    expect(response.headers.get('location')).toBe(
      '/docs/_docwright/auth/oidc/login?redirect=%2Fdocs%2Fguide',
    );
  });

  it('signs in through the provider back to the page under /docs', async () => {
    const response = await signIn('%2Fdocs%2Fguide');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/docs/guide');
    expect(sessionSetCookie(response)).toMatch(/; Path=\/docs(;|$)/);
  });

  it('returns to /docs/ for a hostile return-to value kept across the provider', async () => {
    for (const probe of ['%2F%2Fevil.example', '%2Fdocs%2F..%2Fx', '%2F%5Cevil.example', '%2Fx']) {
      const response = await signIn(probe);
      expect(response.status, probe).toBe(303);
      expect(response.headers.get('location'), probe).toBe('/docs/');
    }
  });

  it('signs out at the provider, which sends the reader back to /docs/', async () => {
    const response = await get(`${server.url}/docs/_docwright/auth/logout`);
    expect(response.status).toBe(303);
    const endSession = new URL(response.headers.get('location') ?? '');
    expect(endSession.origin).toBe(idp.issuer);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${server.url}/docs/`);
  });
});
