// Reader authentication of `docs serve` through `app.request` (no socket), but for the playground
// proxy, which relays to a real upstream through a real server on 127.0.0.1.
import type { Hono } from 'hono';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callbackPath, listen, sessionCookie } from '../src/index.ts';
import { accessSite, buildFixture, startEchoApi } from './fixture-site.ts';
import { siteApp } from './helpers/app.ts';

const secret = 'a-reader-token-secret-of-the-identity-provider';
const loginUrl = 'https://login.example.com/sign-in';
const encoder = new TextEncoder();

let api: Awaited<ReturnType<typeof startEchoApi>>;
let dist: string;
let app: Hono;

beforeAll(async () => {
  api = await startEchoApi();
  dist = await buildFixture(accessSite(api.origin));
  ({ app } = await siteApp(dist, { readerAuth: { secret, loginUrl } }));
});

afterAll(async () => {
  await api?.close();
});

/** What the identity provider hands over: an HS256 token with the reader's groups. */
const readerToken = (groups: string[], expiresIn: string | number = '1h', key = encoder.encode(secret)) =>
  new SignJWT({ groups })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('reader-1')
    .setExpirationTime(expiresIn)
    .sign(key);

/** Signs in as docs/server.md's Reader authentication section describes: the identity provider redirects to the callback with a token. */
async function signIn(groups: string[], at: Hono = app): Promise<string> {
  const token = await readerToken(groups);
  const response = await at.request(`${callbackPath}?token=${token}&redirect=/guide`);
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/guide');
  const cookie = response.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(new RegExp(`^${sessionCookie}=`));
  expect(cookie).toContain('HttpOnly');
  expect(cookie).toContain('SameSite=Lax');
  return cookie.split(';')[0] ?? '';
}

const get = (path: string, cookie?: string, headers: Record<string, string> = {}, at: Hono = app) =>
  at.request(path, { headers: { ...headers, ...(cookie && { cookie }) } });

describe('docs serve: reader authentication', () => {
  it('serves public pages and theme files to everyone, and sends signed-out readers to sign in', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/_docwright/site.css')).status).toBe(200);
    const protectedPage = await get('/guide?tab=1');
    expect(protectedPage.status).toBe(302);
    const location = new URL(protectedPage.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(loginUrl);
    expect(location.searchParams.get('redirect')).toBe('/guide?tab=1');
    expect(protectedPage.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps twins, llms files, the sitemap, the search index and specs behind sign-in', async () => {
    for (const path of [
      '/guide.md',
      '/llms.txt',
      '/llms-full.txt',
      '/.well-known/llms-full.txt',
      '/sitemap.xml',
      '/openapi.json',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(401);
      expect(await response.text(), path).not.toContain('Guide body text');
    }
    const twin = await get('/guide', undefined, { accept: 'text/markdown' });
    expect(twin.status).toBe(401);
  });

  it('lets a signed-in reader read protected pages, privately cached', async () => {
    const cookie = await signIn([]);
    const page = await get('/guide', cookie);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Guide body text.');
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    expect(page.headers.get('vary')).toContain('Cookie');
    expect((await get('/llms-full.txt', cookie)).status).toBe(200);
    const session = await (await get('/_docwright/auth/session', cookie)).json();
    expect(session).toEqual({ signedIn: true, groups: [] });
  });

  it('restricts pages with groups to readers in one of them', async () => {
    const outsider = await signIn(['beta']);
    const forbidden = await get('/admins', outsider);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.text()).not.toContain('Admins body text');
    expect((await get('/admins.md', outsider)).status).toBe(403);
    // Nor through the files that gather every page: restricted pages stay out of every index.
    const everything = await get('/llms-full.txt', outsider);
    expect(everything.status).toBe(200);
    const text = await everything.text();
    expect(text).toContain('Guide body text.');
    expect(text).not.toContain('Admins body text');
    expect(await (await get('/sitemap.xml', outsider)).text()).not.toContain('/admins');
    const admin = await signIn(['admins']);
    const allowed = await get('/admins', admin);
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('Admins body text.');
  });

  it('shows an auth playground only to signed-in readers in its groups', async () => {
    const playground = 'class="dw-playground"';
    const signedOut = await (await get('/try')).text();
    expect(signedOut).toContain('Try body text.');
    expect(signedOut).not.toContain(playground);
    expect(signedOut).not.toContain('data-dw-auth-playground');
    const outsider = await (await get('/try', await signIn(['admins']))).text();
    expect(outsider).not.toContain(playground);
    const member = await get('/try', await signIn(['beta']));
    // A playground page may carry a signed-in reader's `apiPlaygroundInputs`: no cache keeps it.
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    const html = await member.text();
    expect(html).toContain(playground);
    expect(html).not.toContain('<template data-dw-auth-playground');
  });

  it('relays playground requests only for signed-in readers', async () => {
    // The playground proxy keeps a real socket: a real server relays to the real upstream, and
    // the relayed body ends on the reader's connection (quietBody).
    const server = await listen(app, { port: 0, host: '127.0.0.1' });
    try {
      const send = (cookie?: string) =>
        fetch(`${server.url}/_docwright/proxy`, {
          method: 'POST',
          headers: {
            'x-docwright-target': `${api.origin}/items`,
            'x-docwright-method': 'GET',
            ...(cookie && { cookie }),
          },
        });
      expect((await send()).status).toBe(401);
      const relayed = await send(await signIn(['beta']));
      expect(relayed.status).toBe(200);
      expect(await relayed.json()).toEqual({ method: 'GET', url: '/items' });
    } finally {
      await server.close();
    }
  });

  it('refuses expired, unsigned, foreign-key and expiry-less tokens, and forged session cookies', async () => {
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: 'reader-1', groups: ['admins'], exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url')}.`;
    const tokens = [
      await readerToken(['admins'], Math.floor(Date.now() / 1000) - 60),
      await readerToken(['admins'], '1h', encoder.encode('another-secret-entirely-0123456789')),
      none,
      await new SignJWT({ groups: ['admins'] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('reader-1')
        .sign(encoder.encode(secret)),
      'not-a-token',
    ];
    for (const token of tokens) {
      const response = await app.request(`${callbackPath}?token=${token}`);
      expect(response.status, token).toBe(401);
      expect(response.headers.get('set-cookie'), token).toBeNull();
      expect(await response.text()).toContain('Sign-in failed');
    }
    // A session cookie signed with any key but the server's is no session.
    const forged = await new SignJWT({ groups: ['admins'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('docwright-session')
      .setExpirationTime('1h')
      .sign(encoder.encode(secret));
    expect((await get('/admins', `${sessionCookie}=${forged}`)).status).toBe(302);
  });

  it('returns only to same-site paths after sign-in, and signs out', async () => {
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const token = await readerToken([]);
      const response = await app.request(
        `${callbackPath}?token=${token}&redirect=${encodeURIComponent(redirect)}`,
      );
      expect(response.headers.get('location'), redirect).toBe('/');
    }
    const out = await app.request('/_docwright/auth/logout');
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${sessionCookie}=;`));
  });

  it('accepts Mintlify-style handoffs: the token in the fragment of /login/jwt-callback', async () => {
    const page = await app.request('/login/jwt-callback');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('location.hash');
  });

  it('verifies RS256 tokens with the public key, and refuses HS256 tokens signed with that key', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const pem = await exportSPKI(publicKey);
    const { app: rsa } = await siteApp(dist, { readerAuth: { publicKey: pem } });
    const good = await new SignJWT({ groups: ['admins'] })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('reader-rsa')
      .setExpirationTime('1h')
      .sign(privateKey);
    const signedIn = await rsa.request(`${callbackPath}?token=${good}`);
    expect(signedIn.status).toBe(303);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0];
    expect((await get('/admins', cookie, {}, rsa)).status).toBe(200);
    // Algorithm confusion: the public key used as an HMAC secret.
    const confused = await new SignJWT({ groups: ['admins'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('reader-rsa')
      .setExpirationTime('1h')
      .sign(encoder.encode(pem));
    expect((await rsa.request(`${callbackPath}?token=${confused}`)).status).toBe(401);
  });
});
