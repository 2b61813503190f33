// Issue 37, conditional `user` expressions under `docs serve`: a branch other than the signed-out
// one reaches only the readers whose `content` picks it. Nothing a signed-out reader can fetch holds
// it, the server's manifest is never served, hostile `content` values stay text and pick branches
// by JavaScript's semantics on own properties only, and expressions outside the grammar stay static.
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { callbackPath, type RunningServer, sessionCookie } from '@docwright/server';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, get, loginUrl, readerSecret, serveSite } from './serve-helpers.ts';

// Words only the branches a signed-out reader does not see hold.
const hidden = ['zanzibarite', 'Goldfinch', 'flamingoflux', 'proxyquill', 'ctorwombat', 'protoplover'];

const page = [
  '---\ntitle: Plans\ndescription: Plans\npublic: true\n---',
  '',
  "{user.plan === 'enterprise' ? <>Contact zanzibarite admins.</> : <>See quokkaberry pricing.</>}",
  '',
  "Tier {user.tier === 'gold' ? <b>Goldfinch</b> : 'standard'}.",
  '',
  "{user.groups?.includes('beta') && <Note>flamingoflux</Note>}",
  '',
  '{user.constructor ? <>ctorwombat</> : <>no constructor</>}',
  '',
  "{user['__proto__'] ? <>protoplover</> : <>no proto</>}",
  '',
  "{user.plan == 'x' ? <>Plan x</> : <>Plan {user.plan ?? 'none'}</>}",
  '',
  // Outside the grammar: rendered signed out for everyone, whatever the reader's data.
  "{user.constructor.constructor('return false')() ? <>proxyquill</> : <>static one</>}",
  '',
  '{new Boolean(user.plan).valueOf() ? <>proxyquill</> : <>static two</>}',
  '',
  "{`${user.plan ?? ''}` ? <>proxyquill</> : <>static three</>}",
  '',
].join('\n');

let server: RunningServer;
let dist: string;

beforeAll(async () => {
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Choices',
      navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
    }),
    'index.mdx': page,
  });
  server = await serveSite(dist, { auth: { secret: readerSecret, loginUrl } });
});

afterAll(async () => {
  await server?.close();
});

async function signIn(claims: Record<string, unknown>): Promise<string> {
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('reader')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(readerSecret));
  const response = await get(server, `${callbackPath}?token=${token}`);
  expect(response.status, await response.clone().text()).toBe(303);
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  expect(cookie.startsWith(`${sessionCookie}=`)).toBe(true);
  return cookie;
}

const article = async (cookie: string | undefined) => {
  const html = await (await get(server, '/', cookie)).text();
  return /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? html;
};

/** A Pagefind file as text: its fragments and word chunks are gzipped. */
function pagefindText(bytes: Buffer): string {
  try {
    return gunzipSync(bytes).toString('latin1');
  } catch {
    return bytes.toString('latin1');
  }
}

describe('docs serve: conditional user expressions', () => {
  it('serves no other branch to a signed-out reader: page, twin, search, llms files, sitemap', async () => {
    const files = (await readdir(dist, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name))}`)
      .filter((path) => path !== '/_docwright/server.json');
    const paths = ['/', '/index.md', '/llms.txt', '/llms-full.txt', '/.well-known/llms-full.txt', ...files];
    for (const path of paths) {
      const response = await get(server, path);
      const text = pagefindText(Buffer.from(await response.arrayBuffer()));
      for (const word of hidden) expect(text, `${path} names ${word}`).not.toContain(word);
    }
    expect(await article(undefined)).toContain('See quokkaberry pricing.');
  });

  it('never serves the file that holds the branches', async () => {
    for (const path of [
      '/_docwright/server.json',
      '/_docwright/server.json?x',
      '/_docwright//server.json',
      '/_docwright/%73erver.json',
    ]) {
      const response = await get(server, path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('zanzibarite');
    }
    const reader = await signIn({ content: { plan: 'enterprise' } });
    expect((await get(server, '/_docwright/server.json', reader)).status).toBe(404);
  });

  it("shows a reader's values as text and picks by own properties only", async () => {
    const values = [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(2)>',
      `<span data-dw-choice="x"></span>`,
    ];
    for (const value of values) {
      const html = await article(await signIn({ content: { plan: value } }));
      expect(html).not.toContain(value);
      const escaped = value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
      // The branch's own `{user.plan}` is filled as text, after the branch is chosen.
      expect(html).toContain(`Plan <span data-dw-user="[&quot;plan&quot;]">${escaped}</span>`);
      expect(html).toContain('See quokkaberry pricing.');
    }
    // Inherited names and a `__proto__` key: JavaScript on the data's own properties.
    const proto = await article(
      await signIn({ content: JSON.parse('{"__proto__": {"plan": "enterprise"}, "toString": "x"}') }),
    );
    expect(proto).toContain('See quokkaberry pricing.');
    expect(proto).toContain('no constructor');
    const fromPlain = await article(await signIn({ content: { tier: 'silver' } }));
    expect(fromPlain).toContain('no constructor');
    expect(fromPlain).toContain('no proto');
    expect(fromPlain).toContain('Tier standard.');
    const owned = await article(
      await signIn({ content: { constructor: 'yes', plan: 'enterprise', tier: 'gold', groups: ['beta'] } }),
    );
    expect(owned).toContain('ctorwombat');
    expect(owned).toContain('Contact zanzibarite admins.');
    expect(owned).toContain('<b>Goldfinch</b>');
    expect(owned).toContain('flamingoflux');
    // Expressions outside the grammar render signed out for every reader.
    for (const html of [owned, proto]) {
      expect(html).not.toContain('proxyquill');
      for (const text of ['static one', 'static two', 'static three']) expect(html).toContain(text);
    }
  });

  it('keeps a page with choices out of shared caches', async () => {
    const response = await get(server, '/', await signIn({ content: { plan: 'enterprise' } }));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('etag')).toBeNull();
  });
});
