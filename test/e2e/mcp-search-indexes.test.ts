// The MCP server keeps a few loaded search indexes per site, one per combination of audiences
// (docs/server.md, MCP server). More readers with distinct groups than it keeps, searching at the
// same time, each get their own results: an index evicted while a search still uses it is
// destroyed only when that search ends, and indexes loaded at the same time do not share the
// WebAssembly memory one of them was loaded into (which made searches read another index's chunks).
import { join } from 'node:path';
import type { RunningServer } from '@docwright/server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { loginUrl, readerSecret, readerToken, serveSite } from '../security/serve-helpers.ts';

/** More than the indexes the server keeps loaded per site (8). */
const groups = Array.from({ length: 11 }, (_, i) => `team${i}`);
const secretWord = (group: string) => `${group.replace(/\d+/, (n) => 'abcdefghijk'[Number(n)] ?? '')}lexeme`;

let server: RunningServer;

beforeAll(async () => {
  const files: Record<string, string> = {
    'docs.json': JSON.stringify({
      name: 'Teams',
      navigation: { groups: [{ group: 'Teams', pages: ['index', ...groups.map((g) => `${g}-notes`)] }] },
    }),
    'index.mdx': '---\ntitle: Home\npublic: true\n---\n\nThe sharedlexeme home.\n',
  };
  for (const group of groups)
    files[`${group}-notes.mdx`] =
      `---\ntitle: Notes of ${group}\ngroups: [${group}]\n---\n\nThe sharedlexeme notes, ${secretWord(group)}.\n`;
  const dir = await writeSite(files, 'mcp-search-indexes');
  const dist = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', dist, '--base-url', 'http://docs.test']);
  expect(result.code, result.stderr).toBe(0);
  server = await serveSite(dist, { auth: { secret: readerSecret, loginUrl } });
}, 300_000);

afterAll(async () => {
  await server?.close();
});

async function connectAs(group: string): Promise<Client> {
  const client = new Client({ name: 'docwright-test', version: '1.0.0' });
  const headers = { authorization: `Bearer ${await readerToken([group])}` };
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`), { requestInit: { headers } }),
  );
  return client;
}

async function search(client: Client, query: string): Promise<string> {
  const result = await client.callTool({ name: 'search_docs', arguments: { query } });
  expect(result.isError, JSON.stringify(result.content)).not.toBe(true);
  return (result.content as { text?: string }[]).map((part) => part.text ?? '').join('\n');
}

describe('search indexes for more audiences than the server keeps loaded', () => {
  // Few requests in all: the server allows a client a burst of 100.
  let clients: Client[] = [];
  beforeAll(async () => {
    clients = await Promise.all(groups.map(connectAs));
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
  });

  it('answers every reader from their own index while others are loaded and evicted', async () => {
    for (const query of ['sharedlexeme', 'own', 'sharedlexeme']) {
      const answers = await Promise.all(
        clients.map((client, i) => search(client, query === 'own' ? secretWord(groups[i] as string) : query)),
      );
      answers.forEach((answer, i) => {
        const own = groups[i] as string;
        expect(answer, `${own} searching ${query}`).toContain(`Notes of ${own}`);
        for (const other of groups)
          if (other !== own) expect(answer, own).not.toMatch(new RegExp(`Notes of ${other}(?!\\d)`));
      });
    }
  });
});
