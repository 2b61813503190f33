// Issue 37, personalization: a signed-in reader's `content` and `apiPlaygroundInputs` come from
// their identity provider and reach only their own pages, as text, never kept by a cache.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { callbackPath, type RunningServer, sessionCookie } from '@docwright/server';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, get, loginUrl, readerSecret, serveSite } from './serve-helpers.ts';

const hostile = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(2)>',
  "'><svg onload=alert(3)>",
  '</span><script>alert(4)</script>',
  '&lt;b&gt;entity&lt;/b&gt;',
];

const spec = {
  openapi: '3.1.0',
  info: { title: 'Keys', version: '1' },
  servers: [{ url: 'https://{region}.api.example.com', variables: { region: { default: 'eu' } } }],
  components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
  security: [{ key: [] }],
  paths: { '/keys': { get: { summary: 'List keys', responses: { '200': { description: 'Keys' } } } } },
};

let server: RunningServer;
let dist: string;

beforeAll(async () => {
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Personal',
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'plain', 'GET /keys'] }] },
      api: { openapi: 'openapi.json' },
    }),
    'openapi.json': JSON.stringify(spec),
    'index.mdx': [
      '---\ntitle: Home\ndescription: Home\npublic: true\n---\n',
      'Name: {user.name}.',
      'Plan: {user.org?.plan ?? "free"}.',
      'Company: {user["company"]}.',
      'Inherited: {user.constructor}|{user.name.length}.',
      '',
    ].join('\n'),
    'plain.mdx': '---\ntitle: Plain\ndescription: Plain\npublic: true\n---\n\nNo reader data here.\n',
  });
  server = await serveSite(dist, { auth: { secret: readerSecret, loginUrl } });
});

afterAll(async () => {
  await server?.close();
});

const token = (subject: string, claims: Record<string, unknown>) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(readerSecret));

async function signIn(subject: string, claims: Record<string, unknown>): Promise<string> {
  const response = await get(server, `${callbackPath}?token=${await token(subject, claims)}`);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(response.status, await response.clone().text()).toBe(303);
  expect(cookie.startsWith(`${sessionCookie}=`)).toBe(true);
  return cookie;
}

/** The text of each `{user.<field>}` the page shows, in order. */
const fields = (html: string) =>
  [...html.matchAll(/<span data-dw-user="[^"]*">([^<]*)<\/span>/g)].map((match) => match[1]);

describe('docs serve: personalization', () => {
  it('shows markup and script in every field of the user data as text, never as HTML', async () => {
    for (const value of hostile) {
      const cookie = await signIn('hostile', {
        content: { name: value, org: { plan: value }, company: value },
        apiPlaygroundInputs: { header: { 'X-API-Key': value }, server: { region: value } },
      });
      const home = await (await get(server, '/', cookie)).text();
      const escaped = value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
      expect(fields(home).slice(0, 3)).toEqual([escaped, escaped, escaped]);
      expect(home).not.toContain(value);
      const endpoint = await (await get(server, '/api-reference/list-keys', cookie)).text();
      const block = /<script type="application\/json" id="dw-reader-inputs">([^<]*)<\/script>/.exec(endpoint);
      expect(block, value).not.toBeNull();
      // The data block ends only where the server ended it, and reads back as the reader's values.
      expect(endpoint.split('id="dw-reader-inputs"').length).toBe(2);
      expect(JSON.parse(block?.[1] ?? '')).toEqual({
        header: { 'X-API-Key': value },
        server: { region: value },
      });
    }
  });

  it("reads only the reader's own values: nothing inherited, no objects, the fallback otherwise", async () => {
    const cookie = await signIn('partial', { content: { name: 'Ada' } });
    const home = await (await get(server, '/', cookie)).text();
    expect(fields(home)).toEqual(['Ada', 'free', '', '', '']);
    const signedOut = await (await get(server, '/')).text();
    expect(fields(signedOut)).toEqual(['', 'free', '', '', '']);
  });

  it("never serves one reader's data to another, nor lets a cache keep it", async () => {
    const ada = await signIn('ada', {
      content: { name: 'Ada Lovelace' },
      apiPlaygroundInputs: { header: { 'X-API-Key': 'sk_ada_secret' } },
    });
    const grace = await signIn('grace', { content: { name: 'Grace Hopper' } });
    const forAda = await get(server, '/', ada);
    const forGrace = await get(server, '/', grace);
    const forNobody = await get(server, '/');
    expect(fields(await forAda.text())[0]).toBe('Ada Lovelace');
    const graceHtml = await forGrace.text();
    expect(fields(graceHtml)[0]).toBe('Grace Hopper');
    expect(graceHtml).not.toContain('Ada');
    expect(await forNobody.text()).not.toMatch(/Ada|Grace/);
    for (const response of [forAda, forGrace]) {
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('vary')).toContain('Cookie');
      expect(response.headers.get('etag')).toBeNull();
    }
    expect(forNobody.headers.get('cache-control')).toMatch(/^private/);
    const endpointForGrace = await (await get(server, '/api-reference/list-keys', grace)).text();
    expect(endpointForGrace).not.toContain('sk_ada_secret');
    expect(endpointForGrace).not.toContain('dw-reader-inputs');
    // Not in any built file, not in the session probe, not in the page's Markdown twin.
    for (const file of ['index.html', 'api-reference/list-keys/index.html', 'index.md'])
      expect(await readFile(join(dist, file), 'utf8')).not.toMatch(/Ada|sk_ada/);
    expect(await (await get(server, '/_docwright/auth/session', ada)).text()).not.toContain('sk_ada');
    const twin = await get(server, '/index.md', ada);
    expect(await twin.text()).not.toContain('Ada');
    // A page without reader data is served as built, with its validators.
    const plain = await get(server, '/plain', ada);
    expect(plain.headers.get('cache-control')).not.toContain('no-store');
    expect(await plain.text()).not.toContain('Ada');
  });

  it('refuses user data too large for a session cookie, saying why, instead of dropping it', async () => {
    const response = await get(
      server,
      `${callbackPath}?token=${await token('big', { content: { bio: 'x'.repeat(5000) } })}`,
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toMatch(
      /session cookie, more than the 3800 bytes browsers keep: send less user data/,
    );
  });

  it('keeps a forged session from bringing user data: the cookie is signed by the server', async () => {
    const forged = await new SignJWT({ groups: [], content: { name: 'Forged' } })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('forger')
      .setIssuer('docwright-session')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(readerSecret));
    const home = await (await get(server, '/', `${sessionCookie}=${forged}`)).text();
    expect(home).not.toContain('Forged');
  });
});
