import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { readerOf } from '../reader-auth/routes.ts';
import type { Reader } from '../reader-auth/tokens.ts';
import type { ReaderAuth, SiteHost } from '../site/site-host.ts';
import { mcpDiscoveryRoutes } from './discovery.ts';
import { createMcpSite, type McpSiteOptions } from './mcp-site.ts';
import { createMcpServer } from './tools.ts';

export const mcpPath = '/mcp';
/** Mintlify's address of the MCP server of a site behind sign-in: URLs already installed keep working. */
const mintlifyAuthedPath = '/authed/mcp';
/** A tool call is a few hundred bytes; nothing an agent sends needs more. */
const maxRequestBytes = 64 * 1024;

/**
 * The site's MCP server over Streamable HTTP (docs/server.md, MCP server), stateless: each POST
 * carries its reader (a `Bearer` reader token or the session cookie) and gets the tools of that
 * reader's view of the site.
 */
export function mcpRoutes(
  site: SiteHost,
  readerAuth: ReaderAuth | undefined,
  version: string,
  proxy?: McpSiteOptions['proxy'],
): Hono {
  const app = new Hono();
  const siteApp = new Hono().get('*', site.handle);
  app.on(
    'POST',
    [mcpPath, mintlifyAuthedPath],
    bodyLimit({
      maxSize: maxRequestBytes,
      // The rest of the body is not read: the connection closes after the answer.
      onError: (c) =>
        c.json(rpcError(-32600, `The request is larger than ${maxRequestBytes} bytes.`), 413, {
          connection: 'close',
        }),
    }),
    async (c) => {
      const reader = readerAuth ? await requestReader(c, readerAuth) : undefined;
      if (reader === 'invalid')
        return c.json(rpcError(-32001, 'The bearer token is not a valid reader token of this site.'), 401, {
          'www-authenticate': 'Bearer error="invalid_token"',
        });
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.json(rpcError(-32700, 'The request body is not JSON: send one JSON-RPC message.'), 400);
      }
      const published = site.site;
      const view = createMcpSite({
        site: published,
        siteApp,
        siteUrl: siteUrlOf(c, published.manifest.basePath),
        ...(readerAuth && { signIn: { tokens: readerAuth.tokens, reader } }),
        ...(proxy && { proxy }),
      });
      const server = createMcpServer(view, version);
      // No session id generator: stateless, as each request carries its reader.
      const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
      await server.connect(transport);
      const response = await transport.handleRequest(c.req.raw, { parsedBody: body });
      c.header('cache-control', 'private, no-store');
      return response;
    },
  );
  app.route(
    '/',
    mcpDiscoveryRoutes({
      siteUrl: (url) => `${new URL(url).origin}${site.site.manifest.basePath ?? ''}`,
      signIn: readerAuth !== undefined,
    }),
  );
  // Stateless: no stream of server-sent messages to open, no session to end.
  app.on(['GET', 'DELETE'], [mcpPath, mintlifyAuthedPath], (c) =>
    c.json(rpcError(-32000, 'Send MCP messages with POST.'), 405, { allow: 'POST' }),
  );
  return app;
}

/** The reader a request names: its bearer token first (an agent's), else its session cookie. */
async function requestReader(c: Context, auth: ReaderAuth): Promise<Reader | undefined | 'invalid'> {
  const header = c.req.header('authorization');
  const token = header && /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (header !== undefined && !token) return 'invalid';
  if (!token) return readerOf(c, auth.tokens);
  const session = await auth.tokens.readSession(token);
  if (session) return session;
  return auth.tokens.verifyIdentityToken(token).catch(() => 'invalid' as const);
}

/** Where the client reached the site: the request's origin and the site's base path. */
function siteUrlOf(c: Context, basePath: string | undefined): string {
  return `${new URL(c.req.url).origin}${basePath ?? ''}`;
}

function rpcError(code: number, message: string) {
  return { jsonrpc: '2.0', error: { code, message }, id: null };
}
