// A page routed where `docs serve` answers with the MCP server (issue 37): Mintlify serves every
// site's MCP server at /mcp (and /authed/mcp, /.well-known/mcp), so Docwright keeps those addresses
// for agents that installed them and the build warns, at the page's file, that the page is lost
// there. The served site shows what the warning says.

import { join } from 'node:path';
import type { RunningServer } from '@docwright/server';
import { buildSite } from '@docwright/site-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSite } from '../helpers/site.ts';
import { buildFixture, serveSite } from '../security/serve-helpers.ts';

const page = (title: string) =>
  `---\ntitle: ${title}\ndescription: ${title} page\n---\n\n${title} body text.\n`;
const files = {
  'docs.json': JSON.stringify({
    name: 'Taken',
    navigation: { pages: ['index', 'mcp', 'authed/mcp', 'mcp-server', 'guides/mcp'] },
  }),
  'index.mdx': page('Home'),
  'mcp.mdx': page('Our MCP'),
  'authed/mcp.mdx': page('Authed MCP'),
  'mcp-server.mdx': page('MCP server'),
  'guides/mcp.mdx': page('MCP guide'),
};

describe('pages at the MCP server addresses', () => {
  it('warns at each page docs serve gives to its MCP server, and only those', async () => {
    const dir = await writeSite(files);
    const result = await buildSite({ dir, outDir: join(dir, 'dist'), baseUrl: 'https://docs.example.com' });
    expect(result.ok).toBe(true);
    const taken = result.diagnostics.filter((each) => each.code === 'page/route-taken-by-server');
    expect(taken.map((each) => each.file).sort()).toEqual(['authed/mcp.mdx', 'mcp.mdx']);
    const first = taken.find((each) => each.file === 'mcp.mdx');
    expect(first?.severity).toBe('warning');
    expect(first?.line).toBe(1);
    expect(first?.message).toContain('served at /mcp, where `docs serve` answers with the MCP server');
    expect(first?.hint).toContain('mcp-server.mdx');
  });

  describe('served by docs serve', () => {
    let server: RunningServer;

    beforeAll(async () => {
      server = await serveSite(await buildFixture(files));
    });

    afterAll(async () => {
      await server?.close();
    });

    it('answers /mcp with the MCP server, as the warning says, and the other pages as pages', async () => {
      const mcp = await fetch(`${server.url}/mcp`);
      expect(mcp.status).toBe(405);
      expect(await mcp.text()).not.toContain('Our MCP body text');
      for (const path of ['/mcp-server', '/guides/mcp']) {
        const response = await fetch(`${server.url}${path}`);
        expect(response.status, path).toBe(200);
      }
    });
  });
});
