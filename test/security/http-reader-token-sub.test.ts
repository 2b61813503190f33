// Issue 31, "access everywhere": `docs serve` refuses a sign-in token that names no reader (`sub`),
// on both handoff addresses, with a page that says why and no session.
import { callbackPath, type RunningServer, sessionCookie } from '@docwright/server';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, get, loginUrl, readerSecret, serveSite } from './serve-helpers.ts';

let server: RunningServer;

beforeAll(async () => {
  const dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Subjects',
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'admins'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\npublic: true\n---\n\nHome.\n',
    'admins.mdx': '---\ntitle: Admins\ndescription: Admins\ngroups: [admins]\n---\n\nAdmin text.\n',
  });
  server = await serveSite(dist, { auth: { secret: readerSecret, loginUrl } });
});

afterAll(async () => {
  await server?.close();
});

/** A token signed with the identity provider's secret, with `claims` and a one-hour expiry. */
const token = (claims: Record<string, unknown>, subject?: string) => {
  const jwt = new SignJWT({ groups: ['admins'], ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime('1h');
  return (subject === undefined ? jwt : jwt.setSubject(subject)).sign(new TextEncoder().encode(readerSecret));
};

describe('docs serve: a reader token must name its reader', () => {
  it('refuses tokens without a subject, an email in its place, or a blank one', async () => {
    const tokens = {
      none: await token({}),
      email: await token({ email: 'reader@example.com' }),
      blank: await token({}, ' '),
      number: await token({ sub: 42 }),
    };
    for (const [name, jwt] of Object.entries(tokens))
      for (const path of [callbackPath, '/login/jwt-callback']) {
        const response = await get(server, `${path}?token=${jwt}&redirect=/admins`);
        expect(response.status, `${name} ${path}`).toBe(401);
        expect(response.headers.get('set-cookie'), `${name} ${path}`).toBeNull();
        expect(response.headers.get('cache-control')).toBe('no-store');
        const page = await response.text();
        expect(page, name).toContain('Sign-in failed');
        expect(page, name).toContain('the token has no subject (`sub`)');
        expect(page).toContain(`href="${loginUrl}"`);
      }
  });

  it('signs in a token with a subject, which then reads the page its groups allow', async () => {
    const response = await get(
      server,
      `${callbackPath}?token=${await token({}, 'reader-7')}&redirect=/admins`,
    );
    expect(response.status).toBe(303);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie.startsWith(`${sessionCookie}=`)).toBe(true);
    expect((await get(server, '/admins', cookie)).status).toBe(200);
    const session = await (await get(server, '/_docwright/auth/session', cookie)).json();
    expect(session).toEqual({ signedIn: true, groups: ['admins'] });
  });
});
