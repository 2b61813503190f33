import { createProxyHandler, type ProxyOptions } from '@docwright/proxy';
import type { Hono } from 'hono';
import { decideAccess } from '../reader-auth/access.ts';
import { readerAudiences } from '../reader-auth/reader-view.ts';
import { sessionCookie } from '../reader-auth/routes.ts';
import type { Reader } from '../reader-auth/tokens.ts';
import { readerAllowlist } from '../site/proxy-access.ts';
import type { PublishedSite } from '../site/published-site.ts';

/** One MCP client's view of a site: what it may read, and how it reads it (as a reader would). */
export interface McpSite {
  readonly site: PublishedSite;
  /** The reader the client acts for; undefined when signed out or on a site without sign-in. */
  readonly reader: Reader | undefined;
  /** Where readers reach the site: origin and base path, no trailing slash. */
  readonly siteUrl: string;
  /** The audiences of group-only pages whose search indexes the client searches. */
  readonly audiences: readonly string[];
  /** Whether a route's page is the client's to read (every page is on a site without sign-in). */
  mayRead(route: string): boolean;
  /** A site path fetched from the site host as the reader, under every access rule pages have. */
  fetch(path: string, accept: string): Promise<Response>;
  /**
   * The playground proxy under this client's rules (a proxy request in, its answer out); undefined
   * when the client may call no API (signed out of a site with sign-in).
   */
  readonly callApi?: ((request: Request) => Promise<Response>) | undefined;
}

export interface McpSiteOptions {
  readonly site: PublishedSite;
  /** An app serving the site alone (the site host's handler), never the admin API or the proxy. */
  readonly siteApp: Hono;
  readonly siteUrl: string;
  /** With sign-in: the client's reader, if any, and a session of theirs the site host reads. */
  readonly signIn?: { readonly reader: Reader | undefined; readonly session: string | undefined };
  /** The playground proxy's limits, for the API tools. */
  readonly proxy?: Pick<ProxyOptions, 'maxRequestBytes' | 'maxResponseBytes' | 'timeoutMs'>;
}

export function createMcpSite(options: McpSiteOptions): McpSite {
  const { site, siteApp, signIn } = options;
  const reader = signIn?.reader;
  const session = signIn?.session;
  // As the playground proxy: signed-out readers of a site with sign-in send nothing, and a reader
  // reaches only the servers of the specs they may read.
  const allowlist = !signIn ? site.allowlist : reader ? readerAllowlist(site, reader) : undefined;
  return {
    site,
    reader,
    callApi: allowlist && createProxyHandler({ ...options.proxy, allowlist }),
    audiences: signIn ? readerAudiences(site, reader) : Object.keys(site.manifest.audiences ?? {}),
    siteUrl: options.siteUrl.replace(/\/+$/, ''),
    mayRead: (route) =>
      !signIn ||
      decideAccess(
        Object.hasOwn(site.manifest.routes, route) ? site.manifest.routes[route] : undefined,
        reader,
      ) === 'allow',
    fetch: async (path, accept) => {
      const headers = new Headers({ accept });
      if (session) headers.set('cookie', `${sessionCookie}=${session}`);
      // The path is sent as the client gave it: the site host decodes and checks it as for any request.
      return siteApp.fetch(new Request(`http://site.invalid/${path.replace(/^\/+/, '')}`, { headers }));
    },
  };
}

/** The route of a site URL path (`/docs/guides/intro/` -> `guides/intro`) under the site's base path. */
export function routeOfSitePath(pathname: string, basePath: string): string | undefined {
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return undefined;
  return pathname
    .slice(basePath.length)
    .replace(/^\/+|\/+$/g, '')
    .replace(/\.md$/, '')
    .replace(/^index$/, '');
}
