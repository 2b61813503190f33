import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RateLimiter } from '../admin/rate-limit.ts';
import { clientLimitKeyOf } from '../client-address.ts';
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
/** An agent's searches and reads, a minute, per client: each search may read many index fragments. */
const requestsPerMinute = 600;

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
  const limiter = new RateLimiter(requestsPerMinute);
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
      const client = clientLimitKeyOf(c, readerAuth?.settings.trustedProxies ?? 0);
      const decision = limiter.take(client);
      if (!decision.allowed)
        return c.json(
          rpcError(-32000, `Too many requests: try again in ${decision.retryAfter} seconds.`),
          429,
          {
            'retry-after': String(decision.retryAfter),
          },
        );
      const reader = readerAuth ? await requestReader(c, readerAuth) : undefined;
      if (reader === 'invalid')
        return c.json(rpcError(-32001, 'The bearer token is not a valid reader token of this site.'), 401, {
          'www-authenticate': 'Bearer error="invalid_token"',
        });
      // The site host reads the reader from a session of theirs; user data too large for one (a
      // bearer token has no cookie's size limit) is refused here, as at the sign-in callback.
      const session = reader ? await readerAuth?.tokens.issueSession(reader).catch(() => null) : undefined;
      if (session === null)
        return c.json(
          rpcError(-32001, "The token's groups and user data are too large for a session of this site."),
          401,
          { 'www-authenticate': 'Bearer error="invalid_token"' },
        );
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.json(rpcError(-32700, 'The request body is not JSON: send one JSON-RPC message.'), 400);
      }
      // One message a request (the 2025-06-18 protocol has no batches): a batch would multiply a
      // request's work within the size limit.
      if (Array.isArray(body))
        return c.json(
          rpcError(-32600, 'Send one JSON-RPC message a request: batches are not accepted.'),
          400,
        );
      const published = site.site;
      const view = createMcpSite({
        site: published,
        siteApp,
        siteUrl: siteUrlOf(c, published.manifest.basePath),
        ...(readerAuth && { signIn: { reader, session } }),
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
