// Issue 31, "access everywhere": under reader sign-in the playground proxy of `docs serve` reaches a
// server only for a reader who may read a spec that declares it, as that spec's file is served.
import { once } from 'node:events';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { RunningServer } from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, get, loginUrl, readerSecret, serveSite, signIn } from './serve-helpers.ts';

interface Api {
  readonly origin: string;
  readonly server: Server;
  /** Paths of the requests it received. */
  readonly received: string[];
}

async function startApi(): Promise<Api> {
  const received: string[] = [];
  const server = createServer((request, response) => {
    received.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{"reached":true}');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, received };
}

const spec = (title: string, origin: string, path: string) =>
  JSON.stringify({
    openapi: '3.1.0',
    info: { title, version: '1' },
    servers: [{ url: origin }],
    paths: { [path]: { get: { summary: `Get ${path}`, responses: { '200': { description: 'ok' } } } } },
  });

const page = (title: string, extra: string) =>
  `---\ntitle: ${title}\ndescription: ${title} page\n${extra}---\n\n${title} body text.\n`;

let openApi: Api;
let partnerApi: Api;
let mixedApi: Api;
let server: RunningServer;
let legacy: RunningServer;

beforeAll(async () => {
  [openApi, partnerApi, mixedApi] = await Promise.all([startApi(), startApi(), startApi()]);
  const dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Proxy groups',
      api: { openapi: ['open.json', 'partners.json', 'mixed.json'] },
      navigation: {
        groups: [{ group: 'Docs', pages: ['index', 'open', 'partners', 'mixed-open', 'mixed-partners'] }],
      },
    }),
    'open.json': spec('Open API', openApi.origin, '/open'),
    // Declared by this spec alone, which documents only a page for partners.
    'partners.json': spec('Partner API', partnerApi.origin, '/deals'),
    'mixed.json': JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Mixed API', version: '1' },
      servers: [{ url: mixedApi.origin }],
      paths: {
        '/items': { get: { summary: 'Items', responses: { '200': { description: 'ok' } } } },
        '/terms': { get: { summary: 'Terms', responses: { '200': { description: 'ok' } } } },
      },
    }),
    'index.mdx': page('Home', 'public: true\n'),
    'open.mdx': page('Open', 'public: true\nopenapi: open.json GET /open\n'),
    'partners.mdx': page('Partners', 'groups: [partners]\nopenapi: partners.json GET /deals\n'),
    'mixed-open.mdx': page('Mixed open', 'public: true\nopenapi: mixed.json GET /items\n'),
    'mixed-partners.mdx': page('Mixed partners', 'groups: [partners]\nopenapi: mixed.json GET /terms\n'),
  });
  server = await serveSite(dist, { auth: { secret: readerSecret, loginUrl } });
  // The same build without the list of each spec's pages, as an earlier version wrote it.
  const old = `${dist}-legacy`;
  await cp(dist, old, { recursive: true });
  const manifestFile = join(old, '_docwright/server.json');
  const { specRoutes: _dropped, ...manifest } = JSON.parse(await readFile(manifestFile, 'utf8'));
  await writeFile(manifestFile, JSON.stringify(manifest));
  legacy = await serveSite(old, { auth: { secret: readerSecret, loginUrl } });
});

afterAll(async () => {
  await server?.close();
  await legacy?.close();
  for (const api of [openApi, partnerApi, mixedApi]) api?.server.close();
});

const send = (at: RunningServer, target: string, cookie: string) =>
  fetch(`${at.url}/_docwright/proxy`, {
    method: 'POST',
    headers: { 'x-docwright-target': target, 'x-docwright-method': 'GET', cookie },
  });

describe('docs serve: the proxy follows the rules of the specs that declare a server', () => {
  it('refuses a reader outside the groups of the only spec that declares the server', async () => {
    const outsider = await signIn(server, ['beta']);
    // What the issue found: the spec and its page are 403 to this reader...
    expect((await get(server, '/partners.json', outsider)).status).toBe(403);
    expect((await get(server, '/partners', outsider)).status).toBe(403);
    // ...and now so is its server, which never hears of the request.
    const refused = await send(server, `${partnerApi.origin}/deals`, outsider);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('x-docwright-proxy')).toBe('refused');
    expect(partnerApi.received).toEqual([]);
    // The server of a spec they may read is theirs.
    const open = await send(server, `${openApi.origin}/open`, outsider);
    expect(open.status).toBe(200);
    expect(await open.json()).toEqual({ reached: true });
  });

  it('refuses the server of a spec that also documents a page the reader may not read', async () => {
    const outsider = await signIn(server, ['beta']);
    expect((await get(server, '/mixed.json', outsider)).status).toBe(403);
    expect((await send(server, `${mixedApi.origin}/items`, outsider)).status).toBe(403);
    expect(mixedApi.received).toEqual([]);
  });

  it('names only the servers the reader may reach when it refuses an undeclared one', async () => {
    const outsider = await signIn(server, ['beta']);
    const refused = await send(server, 'http://127.0.0.1:9/elsewhere', outsider);
    expect(refused.status).toBe(403);
    const { error } = (await refused.json()) as { error: string };
    expect(error).toContain(openApi.origin);
    expect(error).not.toContain(partnerApi.origin);
    expect(error).not.toContain(mixedApi.origin);
  });

  it('relays for a reader in the group', async () => {
    const partner = await signIn(server, ['partners']);
    for (const [api, path] of [
      [partnerApi, '/deals'],
      [mixedApi, '/terms'],
    ] as const) {
      const relayed = await send(server, `${api.origin}${path}`, partner);
      expect(relayed.status, api.origin).toBe(200);
      expect(api.received).toContain(path);
    }
  });

  it('applies the rules to a build whose manifest does not list each spec’s pages', async () => {
    const outsider = await signIn(legacy, ['beta']);
    const before = partnerApi.received.length;
    expect((await send(legacy, `${partnerApi.origin}/deals`, outsider)).status).toBe(403);
    expect(partnerApi.received.length).toBe(before);
    expect((await send(legacy, `${openApi.origin}/open`, outsider)).status).toBe(200);
    const partner = await signIn(legacy, ['partners']);
    expect((await send(legacy, `${partnerApi.origin}/deals`, partner)).status).toBe(200);
  });
});
