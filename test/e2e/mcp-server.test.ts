// Issue 37: the MCP server of a built corpus site (Mintlify's starter), through the SDK's own
// client, over Streamable HTTP from `docs serve` and over stdio from `docs mcp <dist>`: list the
// tools, search, read a page, list the operations and read one.
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir, docsBin, runDocs } from '../helpers/cli.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { copySite, tempDir } from '../helpers/site.ts';
import { type DocsProcess, runDocsProcess, servedUrl } from '../security/docs-process.ts';

let dist: string;
let serve: DocsProcess;
let siteUrl: string;

beforeAll(async () => {
  const dir = await copySite(join(corpusDir, 'docs/mintlify-starter'), 'mcp-starter');
  dist = join(dir, 'dist');
  const built = await runDocs(['build', dir, '--out', dist]);
  expect(built.code, built.stderr).toBe(0);
  serve = runDocsProcess(['serve', dist, '--port', '0', '--host', '127.0.0.1', '--quiet'], {
    DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(await tempDir('mcp-data'), 'data')),
  });
  siteUrl = await servedUrl(serve);
}, 300_000);

afterAll(async () => {
  await serve?.stop();
});

const textOf = (result: Awaited<ReturnType<Client['callTool']>>): string =>
  (result.content as { type: string; text?: string }[]).map((part) => part.text ?? '').join('\n');

const transports: Record<string, () => Transport> = {
  'Streamable HTTP (docs serve)': () => new StreamableHTTPClientTransport(new URL(`${siteUrl}/mcp`)),
  'stdio (docs mcp)': () =>
    new StdioClientTransport({ command: process.execPath, args: [docsBin, 'mcp', dist], stderr: 'pipe' }),
};

describe.each(Object.entries(transports))('the MCP server over %s', (_name, transport) => {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ name: 'docwright-test', version: '1.0.0' });
    await client.connect(transport());
  }, 120_000);

  afterAll(async () => {
    await client?.close();
  });

  it('introduces the site and lists its four read-only tools with input schemas', async () => {
    expect(client.getServerVersion()?.name).toBe('Mint Starter Kit docs');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'list_operations',
      'read_operation',
      'read_page',
      'search_docs',
    ]);
    const search = tools.find((tool) => tool.name === 'search_docs');
    expect(search?.inputSchema.required).toEqual(['query']);
    expect(search?.annotations?.readOnlyHint).toBe(true);
  });

  it('searches with the site’s own index: titles, URLs, read_page paths and snippets', async () => {
    const result = await client.callTool({ name: 'search_docs', arguments: { query: 'plants' } });
    const text = textOf(result);
    expect(result.isError).toBeFalsy();
    expect(text).toMatch(/\[Create Plant\]\(http:\/\/[^)]+\/api-reference\/endpoint\/create\)/);
    expect(text).toContain('read_page path: `api-reference/endpoint/get`');
    expect(text).toContain('**');
  });

  it('reads a page as its Markdown twin, by path or by URL', async () => {
    const byPath = await client.callTool({ name: 'read_page', arguments: { path: 'quickstart' } });
    expect(byPath.isError).toBeFalsy();
    expect(textOf(byPath)).toMatch(/^# Quickstart$/m);
    const home = await client.callTool({ name: 'read_page', arguments: { path: '/' } });
    expect(textOf(home)).toMatch(/^# Introduction$/m);
    const missing = await client.callTool({ name: 'read_page', arguments: { path: 'no-such-page' } });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('No page at no-such-page');
  });

  it('lists the spec’s operations and reads one operation’s full reference', async () => {
    const list = await client.callTool({ name: 'list_operations', arguments: {} });
    const text = textOf(list);
    expect(text).toContain('Operations 1–4 of 4');
    expect(text).toContain('`GET /plants` Get Plants (read_operation page: `api-reference/endpoint/get`');
    expect(text).toContain('`POST /plants` Create Plant');
    const byMethod = await client.callTool({
      name: 'read_operation',
      arguments: { operation: 'GET /plants' },
    });
    const reference = textOf(byMethod);
    expect(reference).toMatch(/^## GET \/plants$/m);
    expect(reference).toContain('`limit` (integer)');
    expect(reference).toContain('### Responses');
    const byPage = await client.callTool({
      name: 'read_operation',
      arguments: { operation: 'api-reference/endpoint/delete' },
    });
    expect(textOf(byPage)).toMatch(/^## DELETE \/plants\/\{id\}$/m);
    const unknown = await client.callTool({
      name: 'read_operation',
      arguments: { operation: 'PUT /nothing' },
    });
    expect(unknown.isError).toBe(true);
  });
});

describe('a site built with --base-path', () => {
  it('answers at <base path>/mcp with the base path in every URL', async () => {
    const dir = await copySite(join(corpusDir, 'docs/mintlify-starter'), 'mcp-base-path');
    const out = join(dir, 'dist');
    const built = await runDocs(['build', dir, '--out', out, '--base-path', '/docs']);
    expect(built.code, built.stderr).toBe(0);
    const preview = runDocsProcess(['preview', out, '--port', '0'], {});
    try {
      const url = await servedUrl(preview, 90_000, /Docwright preview: (http:\/\/\S+?)\/? /);
      expect(url).toMatch(/\/docs$/);
      const client = new Client({ name: 'docwright-test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`)));
      try {
        const found = await client.callTool({ name: 'search_docs', arguments: { query: 'quickstart' } });
        expect(textOf(found)).toContain(`[Quickstart](${url}/quickstart)`);
        const page = await client.callTool({ name: 'read_page', arguments: { path: `${url}/quickstart` } });
        expect(textOf(page)).toMatch(/^# Quickstart$/m);
      } finally {
        await client.close();
      }
    } finally {
      await preview.stop();
    }
  }, 300_000);
});
