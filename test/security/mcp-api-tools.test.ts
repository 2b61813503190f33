// Issue 37: an MCP API tool call follows the playground proxy's rules. It cannot reach a host no
// spec declares (by `server`, path tricks or a redirect), nor a private address a spec names only
// through a template; it cannot call an operation whose page the reader may not read, and a
// signed-out client of a site with sign-in calls nothing; one call's credentials never reach
// another, the reader's own token never reaches the API, and oversized answers are cut.
import { join } from 'node:path';
import type { RunningServer } from '@docwright/server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxToolResponseBytes } from '../../packages/server/src/mcp/api-tools.ts';
import { runDocs } from '../helpers/cli.ts';
import { plantSpec, type RecordingApi, startRecordingApi } from '../helpers/mcp-api.ts';
import { writeSite } from '../helpers/site.ts';
import { loginUrl, readerSecret, readerToken, serveSite } from './serve-helpers.ts';

let api: RecordingApi;
/** A server no spec declares: nothing may ever reach it. */
let elsewhere: RecordingApi;
let open: RunningServer;
let guarded: RunningServer;

async function build(files: Record<string, string>, name: string): Promise<string> {
  const dir = await writeSite(files, name);
  const dist = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', dist]);
  expect(result.code, result.stderr).toBe(0);
  return dist;
}

beforeAll(async () => {
  elsewhere = await startRecordingApi();
  api = await startRecordingApi(`${elsewhere.origin}/stolen`);
  open = await serveSite(
    await build(
      {
        'docs.json': JSON.stringify({
          name: 'Open',
          navigation: {
            groups: [{ group: 'API', openapi: 'plants.json' }],
          },
        }),
        'plants.json': JSON.stringify(plantSpec(api.origin)),
      },
      'mcp-api-open',
    ),
  );
  const page = (title: string, front: string) => `---\ntitle: ${title}\n${front}---\n`;
  guarded = await serveSite(
    await build(
      {
        'docs.json': JSON.stringify({
          name: 'Guarded',
          api: { openapi: 'shop.json' },
          navigation: { groups: [{ group: 'Shop API', pages: ['index', 'list-carts', 'partner-orders'] }] },
        }),
        'index.mdx': page('Home', 'public: true\n'),
        'list-carts.mdx': page('List carts', 'public: true\nopenapi: shop.json GET /carts\n'),
        'partner-orders.mdx': page(
          'Partner orders',
          'groups: [partners]\nopenapi: shop.json GET /partner-orders\n',
        ),
        'shop.json': JSON.stringify({
          openapi: '3.0.3',
          info: { title: 'Shop', version: '1.0.0' },
          servers: [{ url: api.origin }],
          'x-mint': { mcp: { enabled: true } },
          paths: {
            '/carts': { get: { operationId: 'listCarts', responses: { '200': { description: 'Carts' } } } },
            '/partner-orders': {
              get: { operationId: 'partnerOrders', responses: { '200': { description: 'Orders' } } },
            },
          },
        }),
      },
      'mcp-api-guarded',
    ),
    { auth: { secret: readerSecret, loginUrl } },
  );
}, 300_000);

afterAll(async () => {
  await open?.close();
  await guarded?.close();
  await api?.close();
  await elsewhere?.close();
});

async function connect(server: RunningServer, headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'docwright-test', version: '1.0.0' });
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers } }),
  );
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  try {
    const result = await client.callTool({ name, arguments: args });
    const text = (result.content as { text?: string }[]).map((part) => part.text ?? '').join('\n');
    return { text, isError: result.isError === true };
  } catch (error) {
    return { text: String(error), isError: true };
  }
}

const toolNames = async (client: Client) => (await client.listTools()).tools.map((tool) => tool.name);

describe('an API tool call on a site without sign-in', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(open);
  });
  afterAll(async () => client?.close());

  it('cannot be sent to a server the operation does not declare', async () => {
    const result = await call(client, 'getPlant', { server: elsewhere.origin, path: { id: 1 } });
    expect(result.isError).toBe(true);
    expect(elsewhere.received).toHaveLength(0);
  });

  it('stays on the operation’s path of the declared server whatever the path parameters hold', async () => {
    for (const id of [
      `@127.0.0.1:${elsewhere.port}`,
      `//127.0.0.1:${elsewhere.port}/x`,
      '../..',
      '%2e%2e/x',
    ]) {
      const before = api.received.length;
      const result = await call(client, 'getPlant', { path: { id } });
      expect(result.isError, result.text).toBe(false);
      const received = api.received.slice(before);
      expect(received).toHaveLength(1);
      expect(received[0]?.url).toMatch(/^\/plants\/[^/]+$/);
    }
    for (const id of ['..', '.', '%2e%2E', '.%2e']) {
      const before = api.received.length;
      const result = await call(client, 'getPlant', { path: { id } });
      expect(result.isError).toBe(true);
      expect(result.text).toContain('would leave the operation');
      expect(api.received.length).toBe(before);
    }
    expect(elsewhere.received).toHaveLength(0);
  });

  it('does not follow a redirect to a server no spec declares', async () => {
    const result = await call(client, 'movedPlants');
    expect(result.isError).toBe(true);
    expect(result.text).toContain('Not sent: Refused');
    expect(result.text).toContain('is not a server of any spec');
    expect(elsewhere.received).toHaveLength(0);
  });

  it('does not follow a redirect to a private address no spec names (cloud metadata)', async () => {
    const result = await call(client, 'movedPlants', {
      query: { to: 'http://169.254.169.254/latest/meta-data/' },
    });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('Not sent: Refused: http://169.254.169.254 is not a server of any spec');
  });

  it('never carries one call’s credentials into another, even concurrent ones', async () => {
    const before = api.received.length;
    await Promise.all([
      call(client, 'getPlant', { path: { id: 1 }, headers: { 'X-Api-Key': 'first-caller-key' } }),
      call(client, 'getPlant', { path: { id: 2 } }),
      call(client, 'getPlant', { path: { id: 3 }, headers: { 'X-Api-Key': 'third-caller-key' } }),
    ]);
    const keyOf = (id: number) =>
      api.received.slice(before).find((request) => request.url === `/plants/${id}`)?.headers['x-api-key'];
    expect(keyOf(1)).toBe('first-caller-key');
    expect(keyOf(2)).toBeUndefined();
    expect(keyOf(3)).toBe('third-caller-key');
    const later = await call(client, 'getPlant', { path: { id: 4 } });
    expect(later.isError).toBe(false);
    expect(api.received.at(-1)?.headers['x-api-key']).toBeUndefined();
  });

  it('cuts an oversized answer at the tool limit and says so', async () => {
    const result = await call(client, 'exportPlants');
    expect(result.text).toContain(`[Cut: the response is longer than ${maxToolResponseBytes} bytes`);
    expect(result.text.length).toBeLessThan(maxToolResponseBytes + 1000);
  });
});

describe('API tools on a site with sign-in', () => {
  it('are neither listed nor callable by a signed-out client', async () => {
    const client = await connect(guarded);
    const names = await toolNames(client);
    expect(names).toContain('search_docs');
    expect(names).not.toContain('listCarts');
    const before = api.received.length;
    expect((await call(client, 'listCarts')).isError).toBe(true);
    expect(api.received.length).toBe(before);
    await client.close();
  });

  it('leave out an operation whose page the reader may not read, and refuse its call', async () => {
    const client = await connect(guarded, { authorization: `Bearer ${await readerToken(['beta'])}` });
    const names = await toolNames(client);
    expect(names).toContain('listCarts');
    expect(names).not.toContain('partnerOrders');
    const before = api.received.length;
    expect((await call(client, 'partnerOrders')).isError).toBe(true);
    expect(api.received.length).toBe(before);
    await client.close();
  });

  it('call a group’s operation for its reader, without passing the reader’s token or cookies to the API', async () => {
    const token = await readerToken(['partners']);
    const client = await connect(guarded, { authorization: `Bearer ${token}` });
    expect(await toolNames(client)).toContain('partnerOrders');
    const before = api.received.length;
    const result = await call(client, 'partnerOrders');
    expect(result.isError, result.text).toBe(false);
    const [received] = api.received.slice(before);
    expect(received?.url).toBe('/partner-orders');
    expect(received?.headers.authorization).toBeUndefined();
    expect(received?.headers.cookie).toBeUndefined();
    expect(JSON.stringify(received?.headers)).not.toContain(token);
    await client.close();
  });
});

describe('MCP discovery on a site with sign-in', () => {
  it('is public, lists the authenticated endpoint too, and names no page, tool or group', async () => {
    const response = await fetch(`${guarded.url}/.well-known/mcp`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text).servers).toEqual([
      { name: 'public', url: `${guarded.url}/mcp`, transport: 'http', authentication: 'none' },
      {
        name: 'authenticated',
        url: `${guarded.url}/authed/mcp`,
        transport: 'http',
        authentication: 'bearer',
      },
    ]);
    for (const secret of ['partner', 'listCarts', 'carts']) expect(text).not.toContain(secret);
  });
});
