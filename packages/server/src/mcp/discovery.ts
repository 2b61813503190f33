import { type Context, Hono } from 'hono';

/** Where Mintlify serves the discovery document of a site's MCP server, under the docs URL. */
export const mcpDiscoveryPaths = ['/.well-known/mcp', '/.well-known/mcp.json'];

/**
 * The MCP discovery document (docs/server.md, MCP server), in the shape Mintlify documents: the
 * server's URL and transport, and each MCP endpoint with the authentication it takes. A site with
 * reader sign-in also lists `/authed/mcp`, which takes a reader token.
 */
export function mcpDiscoveryRoutes(options: {
  readonly siteUrl: (requestUrl: string) => string;
  readonly signIn: boolean;
}): Hono {
  return new Hono().get(mcpDiscoveryPaths[0] ?? '', serve).get(mcpDiscoveryPaths[1] ?? '', serve);

  function serve(c: Context): Response {
    const site = options.siteUrl(c.req.url);
    const servers = [
      { name: 'public', url: `${site}/mcp`, transport: 'http', authentication: 'none' },
      ...(options.signIn
        ? [{ name: 'authenticated', url: `${site}/authed/mcp`, transport: 'http', authentication: 'bearer' }]
        : []),
    ];
    return c.json({ version: '1.0.0', transport: 'http', url: `${site}/mcp`, servers }, 200, {
      'cache-control': 'no-cache',
      'access-control-allow-origin': '*',
    });
  }
}
