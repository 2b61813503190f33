// Issue 37: the MCP server's API tools. A spec's `x-mint.mcp` makes operations tools of the MCP
// server `docs serve` runs; the SDK's own client lists them over Streamable HTTP, calls one, and
// a local API on 127.0.0.1 receives exactly the request described, with the caller's credentials.
// The server is advertised at /.well-known/mcp (and .json), as Mintlify documents it.
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { plantSpec, type RecordingApi, startRecordingApi } from '../helpers/mcp-api.ts';
import { tempDir, writeSite } from '../helpers/site.ts';
import { type DocsProcess, runDocsProcess, servedUrl } from '../security/docs-process.ts';

let api: RecordingApi;
let serve: DocsProcess;
let client: Client;
let buildOutput: string;
let siteUrl: string;

beforeAll(async () => {
  api = await startRecordingApi();
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Plant Store',
        navigation: { groups: [{ group: 'API', openapi: 'plants.json' }] },
      }),
      'plants.json': JSON.stringify(plantSpec(api.origin)),
    },
    'mcp-api-tools',
  );
  const dist = join(dir, 'dist');
  const built = await runDocs(['build', dir, '--out', dist]);
  expect(built.code, built.stderr).toBe(0);
  buildOutput = built.stdout + built.stderr;
  serve = runDocsProcess(['serve', dist, '--port', '0', '--host', '127.0.0.1', '--quiet'], {
    DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(await tempDir('mcp-api-data'), 'data')),
  });
  siteUrl = await servedUrl(serve);
  client = new Client({ name: 'docwright-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${siteUrl}/mcp`)));
}, 300_000);

afterAll(async () => {
  await client?.close();
  await serve?.stop();
  await api?.close();
});

const textOf = (result: Awaited<ReturnType<Client['callTool']>>): string =>
  (result.content as { type: string; text?: string }[]).map((part) => part.text ?? '').join('\n');

describe('API tools from x-mint.mcp', () => {
  it('applies x-mint.mcp without a warning', () => {
    expect(buildOutput).not.toContain('x-mint.mcp');
  });

  it('lists each enabled operation as a tool with its parameters, body and credentials; a disabled one is absent', async () => {
    const { tools } = await client.listTools();
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual(
      expect.arrayContaining(['getPlant', 'plant_create', 'exportPlants', 'search_docs']),
    );
    expect(names).not.toContain('deletePlant');
    const get = tools.find((tool) => tool.name === 'getPlant');
    expect(get?.description).toContain('Get a plant');
    expect(get?.annotations?.readOnlyHint).toBe(true);
    const properties = get?.inputSchema.properties as Record<string, { properties: Record<string, unknown> }>;
    expect(properties.path?.properties.id).toMatchObject({ type: 'integer' });
    expect(properties.query?.properties.verbose).toMatchObject({ type: 'boolean' });
    expect(properties.headers?.properties['X-Api-Key']).toMatchObject({ type: 'string' });
    expect(get?.inputSchema.required).toEqual(['path']);
    const create = tools.find((tool) => tool.name === 'plant_create');
    expect(create?.description).toContain('Adds a plant to the store.');
    const body = (create?.inputSchema.properties as Record<string, Record<string, unknown>> | undefined)
      ?.body;
    // The `$ref` to components/schemas/Plant is inlined: the client reads the schema without the spec.
    expect(body).toMatchObject({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' } },
    });
  });

  it('sends exactly the described request, with the caller’s own credentials, and returns the answer', async () => {
    const before = api.received.length;
    const result = await client.callTool({
      name: 'getPlant',
      arguments: { path: { id: 42 }, query: { verbose: true }, headers: { 'X-Api-Key': 'caller-key-1' } },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(textOf(result)).toContain('HTTP 200');
    expect(textOf(result)).toContain('"url":"/plants/42?verbose=true"');
    const received = api.received.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.url).toBe('/plants/42?verbose=true');
    expect(received[0]?.headers['x-api-key']).toBe('caller-key-1');
    expect(received[0]?.headers.cookie).toBeUndefined();
  });

  it('sends a JSON body as the operation declares it', async () => {
    const before = api.received.length;
    const result = await client.callTool({
      name: 'plant_create',
      arguments: { body: { name: 'Fern', tag: 'green' }, headers: { 'X-Api-Key': 'caller-key-2' } },
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(textOf(result)).toContain('HTTP 201');
    const [received] = api.received.slice(before);
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/plants');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received?.body ?? '')).toEqual({ name: 'Fern', tag: 'green' });
  });

  it('refuses a call missing a required parameter without sending anything', async () => {
    const before = api.received.length;
    const result = await client.callTool({ name: 'getPlant', arguments: { path: {} } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toContain('path.id');
    expect(api.received.length).toBe(before);
  });
});

describe('MCP discovery', () => {
  it('advertises the MCP server at /.well-known/mcp and /.well-known/mcp.json', async () => {
    for (const path of ['/.well-known/mcp', '/.well-known/mcp.json']) {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({
        version: '1.0.0',
        transport: 'http',
        url: `${siteUrl}/mcp`,
        servers: [{ name: 'public', url: `${siteUrl}/mcp`, transport: 'http', authentication: 'none' }],
      });
    }
  });
});
