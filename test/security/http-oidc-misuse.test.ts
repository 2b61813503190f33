// OpenID Connect sign-in misused (issue 37): a real provider (`oidc-provider`) on 127.0.0.1 for
// state, replayed codes, PKCE and nonce; a hostile provider (a real HTTP server whose token endpoint
// hands out ID tokens of another issuer or audience, or signed with a key it does not publish) for
// the ID token checks; and return addresses that leave the site. No misuse gets a session.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { oidcLoginPath, type RunningServer, sessionCookie } from '@docwright/server';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeOverHttp, type LocalOidcProvider, listenOidcProvider } from '../helpers/oidc-provider.ts';
import { buildFixture, serveSite } from './serve-helpers.ts';

const clientSecret = 'client-secret-of-the-docs-site';
let dist: string;

beforeAll(async () => {
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'OIDC',
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\npublic: true\n---\n\nHome.\n',
    'guide.mdx': '---\ntitle: Guide\ndescription: Guide\n---\n\nGuide body text.\n',
  });
});

interface Begun {
  /** The sealed sign-in cookie (`dw_oidc=...`). */
  readonly cookie: string;
  /** The authorization URL the server sent the reader to. */
  readonly url: URL;
}

/** Starts a sign-in at the site as a browser would, without following the redirect. */
async function begin(server: RunningServer, redirect = '/guide'): Promise<Begun> {
  const response = await fetch(`${server.url}${oidcLoginPath}?redirect=${encodeURIComponent(redirect)}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('dw_oidc='));
  return { cookie: (cookie ?? '').split(';')[0] ?? '', url: new URL(response.headers.get('location') ?? '') };
}

/** The site's callback with `params`, carrying the sign-in cookie. */
async function callback(server: RunningServer, params: URLSearchParams, cookie: string): Promise<Response> {
  return fetch(`${server.url}/_docwright/auth/oidc/callback?${params}`, {
    redirect: 'manual',
    headers: { cookie },
  });
}

const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${sessionCookie}=`) && !line.startsWith(`${sessionCookie}=;`));

describe('OpenID Connect misuse against a real provider', () => {
  let idp: LocalOidcProvider;
  let server: RunningServer;

  beforeAll(async () => {
    idp = await listenOidcProvider();
    server = await serveSite(dist, {
      auth: {
        oidc: { issuer: idp.issuer, clientId: 'docs', clientSecret, scopes: ['groups'] },
        cookieSecure: false,
      },
    });
    idp.start(
      [
        {
          client_id: 'docs',
          client_secret: clientSecret,
          redirect_uris: [`${server.url}/_docwright/auth/oidc/callback`],
        },
      ],
      { ada: ['admins'] },
    );
  });

  afterAll(async () => {
    await server?.close();
    await idp?.close();
  });

  it('signs in when nothing is tampered with, and refuses the same code a second time', async () => {
    const { cookie, url } = await begin(server);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.toString()).not.toContain(clientSecret);
    const back = await authorizeOverHttp(url, 'ada');
    const first = await callback(server, back.searchParams, cookie);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/guide');
    expect(sessionOf(first)).toBeDefined();
    // The same answer again, the sealed cookie kept by whoever replays it: the code is spent.
    const replayed = await callback(server, back.searchParams, cookie);
    expect(replayed.status).toBe(401);
    expect(sessionOf(replayed)).toBeUndefined();
  });

  it('refuses an answer whose state is not the one this browser began with', async () => {
    const { cookie, url } = await begin(server);
    const back = await authorizeOverHttp(url, 'ada');
    back.searchParams.set('state', 'a-state-this-browser-never-sent');
    const response = await callback(server, back.searchParams, cookie);
    expect(response.status).toBe(401);
    expect(sessionOf(response)).toBeUndefined();
    // Nor one with no sign-in cookie at all.
    const other = await begin(server);
    const again = await authorizeOverHttp(other.url, 'ada');
    const cookieless = await callback(server, again.searchParams, '');
    expect(cookieless.status).toBe(400);
    expect(sessionOf(cookieless)).toBeUndefined();
  });

  it("refuses a code issued for another sign-in's PKCE challenge, even with this sign-in's state", async () => {
    const attacker = await begin(server);
    const victim = await begin(server);
    const back = await authorizeOverHttp(attacker.url, 'ada');
    back.searchParams.set('state', victim.url.searchParams.get('state') ?? '');
    const response = await callback(server, back.searchParams, victim.cookie);
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('invalid_grant');
    expect(sessionOf(response)).toBeUndefined();
  });

  it('refuses a sign-in without a PKCE challenge', async () => {
    const { cookie, url } = await begin(server);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const back = await authorizeOverHttp(url, 'ada');
    expect(back.searchParams.get('code')).toBeNull();
    const response = await callback(server, back.searchParams, cookie);
    expect(response.status).toBe(401);
    expect(sessionOf(response)).toBeUndefined();
  });

  it('refuses an ID token carrying another nonce', async () => {
    const { cookie, url } = await begin(server);
    url.searchParams.set('nonce', 'a-nonce-of-another-sign-in');
    const back = await authorizeOverHttp(url, 'ada');
    expect(back.searchParams.get('code')).toBeTruthy();
    const response = await callback(server, back.searchParams, cookie);
    expect(response.status).toBe(401);
    expect(await response.text()).toMatch(/nonce/i);
    expect(sessionOf(response)).toBeUndefined();
  });

  it('sends the reader back to a page of this site only', async () => {
    for (const redirect of [
      '//evil.example/x',
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const { cookie, url } = await begin(server, redirect);
      const back = await authorizeOverHttp(url, 'ada');
      const response = await callback(server, back.searchParams, cookie);
      expect(response.status, redirect).toBe(303);
      expect(response.headers.get('location'), redirect).toBe('/');
    }
  });
});

describe('ID tokens a hostile provider hands out', () => {
  let hostile: Server;
  let server: RunningServer;
  let issuer: string;
  let idToken: (nonce: string) => Promise<string>;
  let published: Awaited<ReturnType<typeof generateKeyPair>>;

  beforeAll(async () => {
    published = await generateKeyPair('RS256', { extractable: true });
    const jwk = { ...(await exportJWK(published.publicKey)), kid: 'published', alg: 'RS256', use: 'sig' };
    hostile = createServer(async (request, response) => {
      const path = new URL(request.url ?? '/', issuer).pathname;
      const json = (body: unknown) => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (path === '/.well-known/openid-configuration')
        return json({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          id_token_signing_alg_values_supported: ['RS256'],
        });
      if (path === '/jwks') return json({ keys: [jwk] });
      if (path === '/token') {
        for await (const _chunk of request);
        return json({
          access_token: 'an-access-token',
          token_type: 'Bearer',
          id_token: await idToken(currentNonce),
        });
      }
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(hostile.address() as AddressInfo).port}`;
    server = await serveSite(dist, {
      auth: { oidc: { issuer, clientId: 'docs', clientSecret }, cookieSecure: false },
    });
  });

  afterAll(async () => {
    await server?.close();
    hostile?.closeAllConnections();
    await new Promise((resolve) => hostile?.close(resolve));
  });

  let currentNonce = '';

  /** A sign-in answered by the hostile provider's token endpoint with `makeToken`'s ID token. */
  async function signInWith(makeToken: (nonce: string) => Promise<string>): Promise<Response> {
    idToken = makeToken;
    const { cookie, url } = await begin(server);
    currentNonce = url.searchParams.get('nonce') ?? '';
    const params = new URLSearchParams({ code: 'a-code', state: url.searchParams.get('state') ?? '' });
    return callback(server, params, cookie);
  }

  const claims = (nonce: string, overrides: { iss?: string; aud?: string } = {}) =>
    new SignJWT({ nonce })
      .setSubject('mallory')
      .setIssuer(overrides.iss ?? issuer)
      .setAudience(overrides.aud ?? 'docs')
      .setIssuedAt()
      .setExpirationTime('5m');

  it('signs in with an ID token of its own issuer, for this client, signed with its published key', async () => {
    const response = await signInWith((nonce) =>
      claims(nonce).setProtectedHeader({ alg: 'RS256', kid: 'published' }).sign(published.privateKey),
    );
    expect(response.status).toBe(303);
    expect(sessionOf(response)).toBeDefined();
  });

  it('refuses ID tokens of another issuer, for another client, or signed with a key the provider does not publish', async () => {
    // The provider's own key signs the first two; a fresh key under the published key's id the third.
    const unpublished = await generateKeyPair('RS256');
    const cases: Record<string, (nonce: string) => Promise<string>> = {
      'another issuer': (nonce) =>
        claims(nonce, { iss: 'https://other-provider.example' })
          .setProtectedHeader({ alg: 'RS256', kid: 'published' })
          .sign(published.privateKey),
      'another audience': (nonce) =>
        claims(nonce, { aud: 'another-client' })
          .setProtectedHeader({ alg: 'RS256', kid: 'published' })
          .sign(published.privateKey),
      'an unpublished key': (nonce) =>
        claims(nonce).setProtectedHeader({ alg: 'RS256', kid: 'published' }).sign(unpublished.privateKey),
      'no signature': async (nonce) =>
        `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${Buffer.from(
          JSON.stringify({
            sub: 'mallory',
            iss: issuer,
            aud: 'docs',
            nonce,
            iat: Math.floor(Date.now() / 1000),
            exp: Math.floor(Date.now() / 1000) + 300,
          }),
        ).toString('base64url')}.`,
    };
    for (const [name, token] of Object.entries(cases)) {
      const response = await signInWith(token);
      expect(response.status, name).toBe(401);
      expect(sessionOf(response), name).toBeUndefined();
    }
  });
});
