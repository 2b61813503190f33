import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { safeRedirect } from '../http/same-origin.ts';
import { messagePage } from '../site/message-page.ts';
import { OidcClient } from './oidc.ts';
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
  readonly startSession: (c: Context, reader: Reader) => Promise<void>;
  readonly maxSessionSeconds: number;
}

/** The client's callback address: the configured one, else this server's callback as the reader reached it. */
export function oidcRedirectUri(c: Context, settings: OidcSettings, https: boolean): string {
  if (settings.redirectUri) return settings.redirectUri;
  const url = new URL(c.req.url);
  if (https) url.protocol = 'https:';
  return `${url.origin}${oidcCallbackPath}`;
}

/** OpenID Connect sign-in: `login` sends the reader to the provider, `callback` signs them in. */
export function oidcRoutes(options: OidcRouteOptions): { app: Hono; client: OidcClient } {
  const { settings, tokens, secure } = options;
  const client = new OidcClient(settings);
  const app = new Hono();
  const cookieOptions = (c: Context) => ({ path: '/_docwright/auth/oidc', secure: secure(c) });
  const failure = (c: Context, text: string, status: 400 | 401 | 502) =>
    c.html(
      messagePage('Sign-in failed', text, { href: oidcLoginPath, text: 'Sign in again' }),
      status,
      noStore,
    );

  app.get(oidcLoginPath, async (c) => {
    const redirect = safeRedirect(c.req.query('redirect'), new URL(c.req.url).origin);
    let begun: Awaited<ReturnType<OidcClient['begin']>>;
    try {
      begun = await client.begin(oidcRedirectUri(c, settings, secure(c)));
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
      const identity = await client.finish(
        new URL(c.req.url),
        { state, nonce, verifier },
        oidcRedirectUri(c, settings, secure(c)),
      );
      const expiresAt = Math.floor(Date.now() / 1000) + options.maxSessionSeconds;
      await options.startSession(c, { ...identity, expiresAt });
    } catch (error) {
      if (!(error instanceof ReaderTokenError)) throw error;
      return failure(c, `The sign-in was refused: ${error.message}.`, 401);
    }
    c.header('cache-control', 'no-store');
    return c.redirect(
      safeRedirect(typeof redirect === 'string' ? redirect : '/', new URL(c.req.url).origin),
      303,
    );
  });
  return { app, client };
}
