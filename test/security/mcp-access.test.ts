// Issue 37: the MCP server at /mcp follows the reader access rules of the site it serves. A
// signed-out client finds, reads and lists only public pages and operations (search results
// included); a reader token grants what the reader's groups grant; no path trick (`../`, encoded
// slashes, twin paths) reaches a page the reader could not open; no tool reaches another host; and
// oversized or malformed JSON-RPC is refused cleanly.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { RunningServer } from '@docwright/server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { loginUrl, readerSecret, readerToken, serveSite, signIn } from './serve-helpers.ts';

const page = (title: string, extra: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${title} summary\n${extra}---\n\n${body}\n`;

const files = {
  'docs.json': JSON.stringify({
    name: 'Guarded',
    api: { openapi: 'shop.json' },
    navigation: {
      groups: [
        { group: 'Start', pages: ['index', 'guide'] },
        { group: 'Partners', pages: ['partner-deals'] },
        { group: 'Shop API', pages: ['list-carts', 'partner-orders'] },
      ],
    },
  }),
  'index.mdx': page('Home', 'public: true\n', 'Welcome to the pelicanword docs.'),
  'guide.mdx': page('Signed-in Guide', '', 'The pelicanword guide for every signed-in reader, heronword.'),
  'partner-deals.mdx': page(
    'Partner Deals Handbook',
    'groups: [partners]\n',
    'The pelicanword zanzibarword terms.',
  ),
  'list-carts.mdx': page('List carts', 'public: true\nopenapi: shop.json GET /carts\n', ''),
  'partner-orders.mdx': page(
    'Partner Orders',
    'groups: [partners]\nopenapi: shop.json GET /partner-orders\n',
    '',
  ),
  'shop.json': JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Shop', version: '1.0.0' },
    servers: [{ url: 'https://shop.example.com' }],
    paths: {
      '/carts': { get: { summary: 'List carts', responses: { '200': { description: 'Carts' } } } },
      '/partner-orders': {
        get: {
          summary: 'Partner orders',
          description: 'The quokkaword ledger.',
          responses: { '200': { description: 'Orders' } },
        },
      },
    },
  }),
};

/** What only partners may learn: titles and words of their pages, and in lists their addresses. */
const partnerWords = ['Partner Deals Handbook', 'zanzibarword', 'Partner Orders', 'quokkaword'];
const partnerSecrets = [...partnerWords, 'partner-deals', 'partner-orders'];
/** What signed-in readers may learn and signed-out agents may not. */
const readerSecrets = ['Signed-in Guide', 'heronword'];

let server: RunningServer;

beforeAll(async () => {
  const dir = await writeSite(files, 'mcp-access');
  const dist = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', dist, '--base-url', 'http://docs.test']);
  expect(result.code, result.stderr).toBe(0);
  server = await serveSite(dist, { auth: { secret: readerSecret, loginUrl } });
}, 300_000);

afterAll(async () => {
  await server?.close();
});

async function connect(headers: Record<string, string> = {}, path = '/mcp'): Promise<Client> {
  const client = new Client({ name: 'docwright-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}${path}`), { requestInit: { headers } }),
  );
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown>) {
  const result = await client.callTool({ name, arguments: args });
  const text = (result.content as { text?: string }[]).map((part) => part.text ?? '').join('\n');
  return { text, isError: result.isError === true };
}

/** Every tool's answer for `client`, joined: what a client can learn. */
async function everything(client: Client): Promise<string> {
  const searches = await Promise.all(
    ['pelicanword', 'zanzibarword', 'quokkaword'].map(async (query) =>
      // Without the query the answer repeats: only what the server adds counts.
      (await call(client, 'search_docs', { query })).text.replaceAll(`“${query}”`, '“…”'),
    ),
  );
  const operations = await call(client, 'list_operations', { spec: '*' });
  return [...searches, operations.text].join('\n');
}

describe('a signed-out MCP client', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect();
  });
  afterAll(async () => client?.close());

  it('finds, lists and reads only public pages and operations', async () => {
    const all = await everything(client);
    expect(all).toContain('[Home](');
    expect(all).toContain('`GET /carts` List carts');
    for (const secret of [...partnerSecrets, ...readerSecrets]) expect(all).not.toContain(secret);
    expect((await call(client, 'read_page', { path: 'index' })).text).toContain('pelicanword');
    expect((await call(client, 'read_operation', { operation: 'GET /carts' })).text).toMatch(
      /^## GET \/carts$/m,
    );
  });

  it('cannot read a page it could not open, by any spelling of its path', async () => {
    const tricks = [
      'guide',
      'partner-deals',
      'partner-deals.md',
      'partner-deals/',
      'partner-deals/index.html',
      './partner-deals',
      'index/../partner-deals',
      '../partner-deals',
      '%2e%2e/partner-deals',
      'x/%2e%2e/partner-deals.md',
      'x%2F..%2Fpartner-deals',
      'partner%2Ddeals',
      '//partner-deals',
      'http://docs.test/partner-deals',
      `${server.url}/partner-deals.md`,
      'partner-deals?x=1',
      '_docwright/search/readers',
      '_docwright/server.json',
      '_docwright/llms-readers.json',
      'shop.json',
      'llms-full.txt',
    ];
    for (const path of tricks) {
      const answer = await call(client, 'read_page', { path });
      expect(answer.isError, path).toBe(true);
      // The refusal names the path the client sent, nothing of the page behind it.
      for (const secret of [...partnerWords, ...readerSecrets])
        expect(answer.text, path).not.toContain(secret);
    }
    for (const operation of ['partner-orders', 'GET /partner-orders', '../partner-orders']) {
      const answer = await call(client, 'read_operation', { operation });
      expect(answer.isError, operation).toBe(true);
      expect(answer.text).not.toContain('quokkaword');
    }
  });
});

describe('a reader token', () => {
  it('grants a partner the partners’ pages, operations and search results', async () => {
    const client = await connect({ authorization: `Bearer ${await readerToken(['partners'])}` });
    try {
      const all = await everything(client);
      for (const secret of [
        'Partner Deals Handbook',
        'zanzibarword',
        '`GET /partner-orders` Partner Orders',
        'Signed-in Guide',
      ])
        expect(all).toContain(secret);
      expect((await call(client, 'read_page', { path: 'partner-deals' })).text).toContain('zanzibarword');
      expect((await call(client, 'read_operation', { operation: 'GET /partner-orders' })).text).toContain(
        'quokkaword',
      );
    } finally {
      await client.close();
    }
  });

  it('grants a reader outside the group the signed-in pages and nothing of the partners’', async () => {
    const client = await connect({ authorization: `Bearer ${await readerToken(['beta'])}` });
    try {
      const all = await everything(client);
      expect(all).toContain('Signed-in Guide');
      for (const secret of partnerSecrets) expect(all).not.toContain(secret);
      const denied = await call(client, 'read_page', { path: 'partner-deals' });
      expect(denied).toEqual({ isError: true, text: expect.stringContaining('not in a group') });
    } finally {
      await client.close();
    }
  });

  it('works the same at Mintlify’s address for signed-in readers, /authed/mcp', async () => {
    const client = await connect(
      { authorization: `Bearer ${await readerToken(['partners'])}` },
      '/authed/mcp',
    );
    try {
      expect((await call(client, 'read_page', { path: 'partner-deals' })).text).toContain('zanzibarword');
    } finally {
      await client.close();
    }
  });

  it('or the site’s session cookie works as it does for pages', async () => {
    const client = await connect({ cookie: await signIn(server, ['partners']) });
    try {
      expect((await call(client, 'read_page', { path: 'partner-deals' })).text).toContain('zanzibarword');
    } finally {
      await client.close();
    }
  });
});

describe('requests the server refuses', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        ...headers,
      },
      body,
    });
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
  });

  it('a forged or foreign bearer token: 401, not a signed-out view', async () => {
    for (const token of ['not-a-jwt', `${await readerToken(['partners'])}x`]) {
      const response = await post(initialize, { authorization: `Bearer ${token}` });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('invalid_token');
    }
  });

  it('a reader token with more user data than a session holds: 401, and the server goes on', async () => {
    const token = await new SignJWT({ groups: ['partners'], content: { bio: 'x'.repeat(5000) } })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('reader-big')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(readerSecret));
    const refused = await post(initialize, { authorization: `Bearer ${token}` });
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.message).toContain('too large');
    expect((await post(initialize)).status).toBe(200);
  });

  it('an oversized body: 413 without reading it all; malformed JSON: a JSON-RPC parse error', async () => {
    const huge = await post(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { pad: 'x'.repeat(200_000) } }),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600 } });
    const broken = await post('{"jsonrpc": "2.0", "id": 1, "method": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
    const notRpc = await post('[1, 2, 3]');
    expect(notRpc.status).toBeGreaterThanOrEqual(400);
    expect(notRpc.status).toBeLessThan(500);
    // A batch would multiply one request's searches: one message a request.
    const batch = await post(`[${initialize},${initialize}]`);
    expect(batch.status).toBe(400);
    expect(await batch.json()).toMatchObject({ error: { code: -32600 } });
    expect((await fetch(`${server.url}/mcp`)).status).toBe(405);
  });
});

describe('no tool reaches another host', () => {
  let listener: Server;
  let hits = 0;
  beforeAll(async () => {
    listener = createServer((_request, response) => {
      hits++;
      response.end('# Reached');
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));

  it('a page URL on another origin is refused without a request, whatever the reader', async () => {
    const { port } = listener.address() as AddressInfo;
    const client = await connect({ authorization: `Bearer ${await readerToken(['partners'])}` });
    try {
      const tools = (await client.listTools()).tools.map((tool) => tool.name);
      expect(tools).not.toContain('call_operation');
      for (const path of [
        `http://127.0.0.1:${port}/x`,
        `//127.0.0.1:${port}/x`,
        `https://shop.example.com/carts`,
      ]) {
        const answer = await call(client, 'read_page', { path });
        expect(answer.isError, path).toBe(true);
        expect(answer.text).not.toContain('Reached');
      }
      expect(hits).toBe(0);
    } finally {
      await client.close();
    }
  });
});

describe('an agent that sends too much', () => {
  it('is slowed down per client: 429 with Retry-After once its burst is spent', async () => {
    const send = () =>
      fetch(`${server.url}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
      });
    const statuses: number[] = [];
    let limited: Response | undefined;
    for (let i = 0; i < 400 && !limited; i++) {
      const response = await send();
      statuses.push(response.status);
      if (response.status === 429) limited = response;
      else await response.body?.cancel();
    }
    // Within 400 requests (the burst is 100, shared with this file's earlier requests), whatever the machine's speed.
    expect(limited?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(await limited?.json()).toMatchObject({
      jsonrpc: '2.0',
      error: { message: expect.stringContaining('Too many') },
    });
    expect(statuses.at(-1)).toBe(429);
  });
});
