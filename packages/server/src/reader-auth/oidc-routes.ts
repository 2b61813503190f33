import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { messagePage } from '../site/message-page.ts';
import { OidcClient } from './oidc.ts';
import { readerId } from './reader-ids.ts';
import type { OidcSettings } from './settings.ts';
import { type Reader, ReaderTokenError, type ReaderTokens } from './tokens.ts';

export const oidcLoginPath = '/_docwright/auth/oidc/login';
export const oidcCallbackPath = '/_docwright/auth/oidc/callback';
/** The sign-in in progress (state, nonce, PKCE verifier, the page to return to), sealed, for ten minutes. */
const transactionCookie = 'dw_oidc';
const transactionSeconds = 600;
const noStore = { 'cache-control': 'no-store' };

interface OidcRouteOptions {
  readonly settings: OidcSettings;
  readonly tokens: ReaderTokens;
  readonly secure: (c: Context) => boolean;
  /** The origin the reader addressed (behind trusted proxies, the forwarded one). */
  readonly origin: (c: Context) => string;
  /** The path the site is served under (`/docs`), or `''`. */
  readonly basePath: () => string;
  /** A request's return-to value as a path under the base path (else the site's home). */
  readonly returnPath: (c: Context, target: string | undefined) => string;
  readonly startSession: (c: Context, reader: Reader) => Promise<void>;
  readonly maxSessionSeconds: number;
}

/**
 * The client's callback address: the configured one, else this server's callback as the reader
 * reached it, under the site's base path.
 */
export function oidcRedirectUri(
  origin: string,
  settings: OidcSettings,
  https: boolean,
  basePath: string,
): string {
  if (settings.redirectUri) return settings.redirectUri;
  const url = new URL(origin);
  if (https) url.protocol = 'https:';
  return `${url.origin}${basePath}${oidcCallbackPath}`;
}

/** OpenID Connect sign-in: `login` sends the reader to the provider, `callback` signs them in. */
export function oidcRoutes(options: OidcRouteOptions): { app: Hono; client: OidcClient } {
  const { settings, tokens, secure, origin, basePath, returnPath } = options;
  const client = new OidcClient(settings);
  const app = new Hono();
  // The browser sends it back to the callback only, which it reaches under the base path.
  const cookieOptions = (c: Context) => ({ path: `${basePath()}/_docwright/auth/oidc`, secure: secure(c) });
  const redirectUri = (c: Context) => oidcRedirectUri(origin(c), settings, secure(c), basePath());
  const failure = (c: Context, text: string, status: 400 | 401 | 502) =>
    c.html(
      messagePage(
        'Sign-in failed',
        text,
        { href: `${basePath()}${oidcLoginPath}`, text: 'Sign in again' },
        basePath(),
      ),
      status,
      noStore,
    );

  app.get(oidcLoginPath, async (c) => {
    const redirect = returnPath(c, c.req.query('redirect'));
    let begun: Awaited<ReturnType<OidcClient['begin']>>;
    try {
      begun = await client.begin(redirectUri(c));
    } catch (error) {
      if (!(error instanceof ReaderTokenError)) throw error;
      return failure(c, `Sign-in is not available right now: ${error.message}.`, 502);
    }
    const sealed = await tokens.sealTransaction({ ...begun.transaction, redirect }, transactionSeconds);
    setCookie(c, transactionCookie, sealed, {
      ...cookieOptions(c),
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: transactionSeconds,
    });
    c.header('cache-control', 'no-store');
    return c.redirect(begun.url.toString(), 302);
  });

  app.get(oidcCallbackPath, async (c) => {
    const transaction = await tokens.openTransaction(getCookie(c, transactionCookie));
    // One answer per sign-in: the cookie goes whatever the outcome.
    deleteCookie(c, transactionCookie, cookieOptions(c));
    const { state, nonce, verifier, redirect } = transaction ?? {};
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string')
      return failure(c, 'This browser has no sign-in in progress, or it began too long ago.', 400);
    try {
      const identity = await client.finish(new URL(c.req.url), { state, nonce, verifier }, redirectUri(c));
      const expiresAt = Math.floor(Date.now() / 1000) + options.maxSessionSeconds;
      await options.startSession(c, { ...identity, id: readerId('oidc', identity.id), expiresAt });
    } catch (error) {
      if (!(error instanceof ReaderTokenError)) throw error;
      return failure(c, `The sign-in was refused: ${error.message}.`, 401);
    }
    c.header('cache-control', 'no-store');
    return c.redirect(returnPath(c, typeof redirect === 'string' ? redirect : undefined), 303);
  });
  return { app, client };
}
