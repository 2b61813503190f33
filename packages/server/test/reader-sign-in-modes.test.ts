// Reader sign-in modes beside HS256/RS256 (issue 37): EdDSA handoffs, a shared-password site and
// "sign out everywhere", through `app.request` (no socket), the sign-outs kept in both real stores.
import type { Hono } from 'hono';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from '../src/app.ts';
import { callbackPath, openStore, ReaderTokens, SiteHost, type Store, sessionCookie } from '../src/index.ts';
import { buildFixture } from './fixture-site.ts';
import { request, siteApp } from './helpers/app.ts';
import { backends, settingsFor } from './helpers/backends.ts';

const page = (title: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: ${title} page\n${extra}---\n\n${title} body text.\n`;

let dist: string;

beforeAll(async () => {
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Sign-in modes',
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide', 'admins'] }] },
    }),
    'index.mdx': page('Home', 'public: true\n'),
    'guide.mdx': page('Guide'),
    'admins.mdx': page('Admins', 'groups: [admins]\n'),
  });
});

const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const get = (app: Hono, path: string, cookie?: string) =>
  app.request(path, { headers: cookie ? { cookie } : {} });

describe('EdDSA handoff', () => {
  it('accepts a token signed with the Ed25519 key, under both of its algorithm names', async () => {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
    const { app } = await siteApp(dist, { readerAuth: { publicKey: await exportSPKI(publicKey) } });
    for (const alg of ['EdDSA', 'Ed25519']) {
      const token = await new SignJWT({ groups: ['admins'] })
        .setProtectedHeader({ alg })
        .setSubject('reader-ed')
        .setExpirationTime('1h')
        .sign(privateKey);
      const signedIn = await app.request(`${callbackPath}?token=${token}&redirect=/admins`);
      expect(signedIn.status, alg).toBe(303);
      expect(signedIn.headers.get('location')).toBe('/admins');
      const admins = await get(app, '/admins', cookieOf(signedIn));
      expect(admins.status, alg).toBe(200);
      expect(await admins.text()).toContain('Admins body text');
    }
  });

  it('refuses tokens signed with another Ed25519 key, an RSA key, or HMAC over the public key', async () => {
    const { publicKey } = await generateKeyPair('EdDSA', { extractable: true });
    const pem = await exportSPKI(publicKey);
    const { app } = await siteApp(dist, { readerAuth: { publicKey: pem } });
    const other = await generateKeyPair('EdDSA');
    const rsa = await generateKeyPair('RS256');
    const claims = () => new SignJWT({ groups: ['admins'] }).setSubject('reader-ed').setExpirationTime('1h');
    const tokens = [
      await claims().setProtectedHeader({ alg: 'EdDSA' }).sign(other.privateKey),
      await claims().setProtectedHeader({ alg: 'RS256' }).sign(rsa.privateKey),
      await claims().setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(pem)),
    ];
    for (const token of tokens) {
      const response = await app.request(`${callbackPath}?token=${token}`);
      expect(response.status).toBe(401);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('refuses to start with a public key that is neither RSA nor Ed25519, naming the key type', async () => {
    const { publicKey } = await generateKeyPair('ES256', { extractable: true });
    const pem = await exportSPKI(publicKey);
    expect(() => new ReaderTokens({ publicKey: pem })).toThrow(
      /ec key; use an RSA key \(RS256\) or an Ed25519 key/,
    );
  });
});

describe('a shared-password site', () => {
  const password = 'correct horse battery staple';
  let app: Hono;

  beforeAll(async () => {
    ({ app } = await siteApp(dist, { readerAuth: { password } }));
  });

  const submit = (value: string, at: Hono = app, redirect = '/guide') =>
    request(at, `/_docwright/auth/password?redirect=${encodeURIComponent(redirect)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: value }).toString(),
    });

  it('sends signed-out readers to its own password form, which returns them to the page', async () => {
    const guide = await get(app, '/guide?tab=2');
    expect(guide.status).toBe(302);
    expect(guide.headers.get('location')).toBe('/_docwright/auth/password?redirect=%2Fguide%3Ftab%3D2');
    const form = await get(app, '/_docwright/auth/password?redirect=%2Fguide%3Ftab%3D2');
    expect(form.status).toBe(200);
    const html = await form.text();
    expect(html).toContain('<label for="dw-password">Password</label>');
    expect(html).toContain('action="/_docwright/auth/password?redirect=%2Fguide%3Ftab%3D2"');
    expect(html).not.toContain(password);
  });

  it('refuses a wrong password with a message tied to the field, and lets the right one in', async () => {
    const wrong = await submit('tr0ub4dor');
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const html = await wrong.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-describedby="dw-password-error"');
    const right = await submit(password);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/guide');
    const guide = await get(app, '/guide', cookieOf(right));
    expect(guide.status).toBe(200);
    // One shared identity in no group: group-only pages stay closed.
    expect((await get(app, '/admins', cookieOf(right))).status).toBe(403);
  });

  it('ends password sessions when the password changes', async () => {
    const sessionSecret = 'a-session-secret-shared-by-both-servers';
    const { app: before } = await siteApp(dist, { readerAuth: { password, sessionSecret } });
    const { app: after } = await siteApp(dist, { readerAuth: { password: 'a new password', sessionSecret } });
    const cookie = cookieOf(await submit(password, before));
    expect((await get(before, '/guide', cookie)).status).toBe(200);
    expect((await get(after, '/guide', cookie)).status).toBe(302);
  });

  it('takes no sign-in tokens', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('site-password')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(password));
    expect((await app.request(`${callbackPath}?token=${token}`)).status).toBe(401);
  });
});

describe.each(backends)('sign out everywhere, kept in the %s store', (backend) => {
  let store: Store;
  afterAll(async () => {
    await store?.close();
  });

  it("ends every one of the reader's sessions, on every server sharing the store, and no one else's", async () => {
    store = await openStore(await settingsFor(backend));
    const secret = 'identity-provider-secret';
    const sessionSecret = 'session-secret-shared-by-the-servers';
    const serverApp = async () => {
      const settings = { secret, sessionSecret };
      const readerAuth = { settings, tokens: new ReaderTokens(settings) };
      readerAuth.tokens.keepSignOutsIn(store.readerSignOuts);
      return createServerApp({ site: await SiteHost.open(dist, readerAuth), readerAuth });
    };
    const [one, two] = [await serverApp(), await serverApp()];
    const signIn = async (at: Hono, subject: string) => {
      const token = await new SignJWT({ groups: [] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(secret));
      const response = await at.request(`${callbackPath}?token=${token}`);
      expect(response.status).toBe(303);
      return cookieOf(response);
    };
    const laptop = await signIn(one, 'ada');
    const phone = await signIn(two, 'ada');
    const someoneElse = await signIn(one, 'grace');
    const out = await one.request('/_docwright/auth/logout-everywhere?redirect=/', {
      method: 'POST',
      headers: { cookie: phone, origin: 'http://localhost' },
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${sessionCookie}=;`));
    for (const at of [one, two]) {
      expect((await get(at, '/guide', laptop)).status).toBe(401);
      expect((await get(at, '/guide', phone)).status).toBe(401);
      expect((await get(at, '/guide', someoneElse)).status).toBe(200);
    }
    // Signing in again afterwards opens a new session.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await get(two, '/guide', await signIn(two, 'ada'))).status).toBe(200);
  });

  it('refuses a handoff token issued before the reader signed out everywhere (a stolen one, say)', async () => {
    store ??= await openStore(await settingsFor(backend));
    const secret = 'identity-provider-secret';
    const settings = { secret, sessionSecret: 'session-secret' };
    const readerAuth = { settings, tokens: new ReaderTokens(settings) };
    readerAuth.tokens.keepSignOutsIn(store.readerSignOuts);
    const app = createServerApp({ site: await SiteHost.open(dist, readerAuth), readerAuth });
    const token = (issuedAt: number) =>
      new SignJWT({ groups: [] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('lin')
        .setIssuedAt(issuedAt)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(secret));
    const now = Math.floor(Date.now() / 1000);
    const stolen = await token(now - 60);
    // The reader a JWT handoff names "lin" (ids name their sign-in method).
    await readerAuth.tokens.signOutEverywhere('jwt:lin');
    expect((await app.request(`${callbackPath}?token=${stolen}`)).status).not.toBe(303);
    await expect(readerAuth.tokens.verifyIdentityToken(stolen)).rejects.toThrow(/signed out everywhere/);
    // One issued afterwards signs the reader in.
    const fresh = await token(now + 2);
    expect((await app.request(`${callbackPath}?token=${fresh}`)).status).toBe(303);
  });
});
