// The server's Hono apps called in the test's own process through `app.request`: no port, no
// socket. Tests of what needs one (listening, the playground proxy to a real upstream, child
// processes) serve the app with `listen` instead.
import type { Hono } from 'hono';
import {
  createServerApp,
  type ReaderAuthSettings,
  ReaderTokens,
  SiteHost,
  type Store,
} from '../../src/index.ts';

/**
 * `app.request` as an HTTP client sends it: a string body goes with its Content-Length, as `fetch`
 * over a socket sends it (a body limit reads that header before it reads the stream).
 */
export async function request(app: Hono, path: string, init: RequestInit = {}): Promise<Response> {
  if (typeof init.body !== 'string') return app.request(path, init);
  const headers = new Headers(init.headers);
  headers.set('content-length', String(Buffer.byteLength(init.body)));
  return app.request(path, { ...init, headers });
}

export interface SiteApp {
  /** The whole `docs serve` application (`createServerApp`). */
  readonly app: Hono;
  /** The site host it serves, for publishing another build. */
  readonly host: SiteHost;
}

/** The `docs serve` app of the built site in `dist`: behind reader sign-in with `readerAuth`, its health check pinging `store`. */
export async function siteApp(
  dist: string,
  options: { readonly readerAuth?: ReaderAuthSettings; readonly store?: Store } = {},
): Promise<SiteApp> {
  const readerAuth = options.readerAuth && {
    settings: options.readerAuth,
    tokens: new ReaderTokens(options.readerAuth),
  };
  const host = await SiteHost.open(dist, readerAuth);
  const app = createServerApp({
    site: host,
    ...(readerAuth && { readerAuth }),
    ...(options.store && { store: options.store }),
  });
  return { app, host };
}
