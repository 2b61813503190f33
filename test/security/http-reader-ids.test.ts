// Reader ids name their sign-in method (issue 37): on a site that takes JWT handoffs, OpenID Connect
// and a shared password at once, a JWT `sub` equal to the provider's `sub` ("ada"), or to the
// password reader's id, is another reader. Signing one out everywhere leaves the others signed in,
// and a session cookie from before ids named their method (a bare `sub`) is not read.
import { callbackPath, oidcLoginPath, type RunningServer, sessionCookie } from '@docwright/server';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeOverHttp, type LocalOidcProvider, listenOidcProvider } from '../helpers/oidc-provider.ts';
import { buildFixture, readerSecret, serveSite } from './serve-helpers.ts';

const password = 'the shared password';
const sessionSecret = 'the-session-secret-of-this-server';
let idp: LocalOidcProvider;
let server: RunningServer;

beforeAll(async () => {
  const dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Ids',
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\npublic: true\n---\n\nHome.\n',
    'guide.mdx': '---\ntitle: Guide\ndescription: Guide\n---\n\nGuide body text.\n',
  });
  idp = await listenOidcProvider();
  server = await serveSite(dist, {
    auth: {
      secret: readerSecret,
      password,
      sessionSecret,
      oidc: { issuer: idp.issuer, clientId: 'docs', clientSecret: 'secret-of-docs' },
      cookieSecure: false,
    },
  });
  idp.start(
    [
      {
        client_id: 'docs',
        client_secret: 'secret-of-docs',
        redirect_uris: [`${server.url}/_docwright/auth/oidc/callback`],
      },
    ],
    {},
  );
});

afterAll(async () => {
  await server?.close();
  await idp?.close();
});

const sessionOf = (response: Response): string => {
  const line = response.headers.getSetCookie().find((each) => each.startsWith(`${sessionCookie}=`)) ?? '';
  const cookie = line.split(';')[0] ?? '';
  if (response.status !== 303 || cookie === `${sessionCookie}=`)
    throw new Error(`no session: ${response.status}`);
  return cookie;
};

async function jwtSession(subject: string): Promise<string> {
  const token = await new SignJWT({ groups: [] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(readerSecret));
  return sessionOf(await fetch(`${server.url}${callbackPath}?token=${token}`, { redirect: 'manual' }));
}

async function oidcSession(login: string): Promise<string> {
  const begun = await fetch(`${server.url}${oidcLoginPath}`, { redirect: 'manual' });
  const transaction = (begun.headers.getSetCookie().find((line) => line.startsWith('dw_oidc=')) ?? '').split(
    ';',
  )[0];
  const back = await authorizeOverHttp(begun.headers.get('location') ?? '', login);
  return sessionOf(await fetch(back, { redirect: 'manual', headers: { cookie: transaction ?? '' } }));
}

async function passwordSession(): Promise<string> {
  return sessionOf(
    await fetch(`${server.url}/_docwright/auth/password`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ password }),
    }),
  );
}

const signedIn = async (cookie: string): Promise<boolean> =>
  (
    (await (await fetch(`${server.url}/_docwright/auth/session`, { headers: { cookie } })).json()) as {
      signedIn: boolean;
    }
  ).signedIn;

const signOutEverywhere = (cookie: string) =>
  fetch(`${server.url}/_docwright/auth/logout-everywhere`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie },
  });

describe('reader ids by sign-in method', () => {
  it('keeps a JWT reader and an OpenID Connect reader with the same sub apart when one signs out everywhere', async () => {
    const viaJwt = await jwtSession('ada');
    const viaOidc = await oidcSession('ada');
    expect(await signedIn(viaJwt)).toBe(true);
    expect(await signedIn(viaOidc)).toBe(true);
    expect((await signOutEverywhere(viaJwt)).status).toBe(303);
    expect(await signedIn(viaJwt)).toBe(false);
    expect(await signedIn(viaOidc)).toBe(true);
    // And the other way round: the provider's "ada" ends only their own sessions.
    // A handoff issued in the second of a sign-out everywhere is refused (`iat` counts seconds).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const jwtAgain = await jwtSession('ada');
    await signOutEverywhere(viaOidc);
    expect(await signedIn(viaOidc)).toBe(false);
    expect(await signedIn(jwtAgain)).toBe(true);
  });

  it('gives a JWT naming the password reader no power over password sessions', async () => {
    const viaPassword = await passwordSession();
    for (const subject of ['password:site', 'site-password']) {
      const impostor = await jwtSession(subject);
      await signOutEverywhere(impostor);
      expect(await signedIn(impostor), subject).toBe(false);
      expect(await signedIn(viaPassword), subject).toBe(true);
    }
  });

  it('does not read a session whose reader id names no sign-in method', async () => {
    for (const subject of ['ada', 'site-password', 'unknown:ada', ':ada', 'jwt:']) {
      const bare = await new SignJWT({ groups: [], began: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(subject)
        .setIssuer('docwright-session')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(sessionSecret));
      expect(await signedIn(`${sessionCookie}=${bare}`), subject).toBe(false);
    }
  });
});
