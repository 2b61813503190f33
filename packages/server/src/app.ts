import { createProxyHandler, type ProxyOptions, proxyPath } from '@docwright/proxy';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { healthRoutes } from './http/health.ts';
import { quietBody } from './http/quiet-body.ts';
import { mcpRoutes } from './mcp/mcp-routes.ts';
import { readerAuthRoutes, readerOf } from './reader-auth/routes.ts';
import { readerAllowlist } from './site/proxy-access.ts';
import type { ReaderAuth, SiteHost } from './site/site-host.ts';
import type { Store } from './store/store.ts';

export interface ServerAppOptions {
  readonly site: SiteHost;
  /** Reader authentication (docs/server.md, Reader authentication); without it every page is public. */
  readonly readerAuth?: ReaderAuth;
  /** Routes mounted before the site (the admin API under `/v2/`). */
  readonly api?: Hono;
  /** The playground proxy's limits (request and response sizes, time limit). */
  readonly proxy?: Pick<ProxyOptions, 'maxRequestBytes' | 'maxResponseBytes' | 'timeoutMs'>;
  /** The store `GET /_docwright/health` pings; without it the health check only says the server listens. */
  readonly store?: Pick<Store, 'ping'>;
  /** The version the MCP server at `/mcp` reports (Docwright's). */
  readonly version?: string;
}

/** `Link` discovery of the llms files on every response (docs/output.md, For AI systems). */
export const discoveryLink = '</llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"';

/** The whole `docs serve` application: discovery headers, the health check, the proxy, reader sign-in, the API, then the site. */
export function createServerApp(options: ServerAppOptions): Hono {
  const { site, readerAuth } = options;
  const app = new Hono();
  app.onError((error, c) => {
    // One line on the terminal (the stack only with DOCWRIGHT_DEBUG=1), nothing internal to the client.
    const detail =
      process.env.DOCWRIGHT_DEBUG === '1' ? ((error as Error).stack ?? String(error)) : oneLine(error);
    console.error(`docs serve: ${c.req.method} ${new URL(c.req.url).pathname}: ${detail}`);
    return c.json({ error: 'Internal server error' }, 500);
  });
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.append('link', discoveryLink);
    c.res.headers.set('x-content-type-options', 'nosniff');
  });
  // Before reader sign-in: a load balancer's probe carries no reader cookie.
  app.route('/', healthRoutes(options.store ? { store: options.store } : {}));
  app.post(proxyPath, async (c) => {
    const reader = readerAuth && (await readerOf(c, readerAuth.tokens));
    // A site behind sign-in does not relay requests for readers who are not signed in, and reaches
    // only the servers of the specs the reader may read.
    if (readerAuth && !reader) return c.json({ error: 'Sign in to send requests from the playground.' }, 401);
    const allowlist = reader ? readerAllowlist(site.site, reader) : site.site.allowlist;
    const response = await createProxyHandler({ ...options.proxy, allowlist })(c.req.raw);
    if (!response.body) return response;
    // An upstream cut off or gone silent mid-body ends the reader's response as a failure.
    return new Response(quietBody(response.body, c), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  });
  app.route('/', mcpRoutes(site, readerAuth, options.version ?? '0.0.0', options.proxy));
  if (readerAuth)
    app.route(
      '/',
      readerAuthRoutes(readerAuth.tokens, readerAuth.settings, {
        baseUrl: () => site.site.manifest.baseUrl,
        basePath: () => site.site.manifest.basePath ?? '',
      }),
    );
  if (options.api) app.route('/', options.api);
  app.on(['GET', 'HEAD'], '*', compress(), site.handle);
  app.all('*', site.handle);
  return app;
}

/** An error's message on one line, without its stack. */
function oneLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/\s+/g, ' ').slice(0, 500);
}
