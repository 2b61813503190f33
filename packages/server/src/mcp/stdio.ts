import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { Hono } from 'hono';
import { SiteHost } from '../site/site-host.ts';
import { createMcpSite } from './mcp-site.ts';
import { createMcpServer } from './tools.ts';

/**
 * The MCP server of a built folder over stdin and stdout (`docs mcp`): the tools `docs serve`
 * offers at `/mcp`, for a local editor. The folder is the caller's: every page of it is readable.
 * Resolves once the client closes the connection.
 */
export async function serveMcpOverStdio(dir: string, version: string): Promise<void> {
  const host = await SiteHost.open(dir);
  const { manifest } = host.site;
  const siteUrl = manifest.baseUrl ?? `http://localhost:3000${manifest.basePath ?? ''}`;
  const view = createMcpSite({ site: host.site, siteApp: new Hono().get('*', host.handle), siteUrl });
  const server = createMcpServer(view, version);
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = resolve;
    process.stdin.once('end', resolve);
  });
  await server.connect(transport);
  await closed;
  await server.close();
}
