import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { safeRedirect } from '../http/same-origin.ts';
import { messagePage } from '../site/message-page.ts';
import { oidcLoginPath, oidcRoutes } from './oidc-routes.ts';
import { passwordPath, passwordRoutes } from './password-routes.ts';
import type { ReaderAuthSettings } from './settings.ts';
import { type Reader, ReaderTokenError, type ReaderTokens } from './tokens.ts';

export const sessionCookie = 'dw_reader';
export const callbackPath = '/_docwright/auth/callback';
/** Mintlify's JWT handoff address, so identity providers set up for it keep working. */
const mintlifyCallbackPath = '/login/jwt-callback';
const logoutPath = '/_docwright/auth/logout';
export const logoutEverywherePath = '/_docwright/auth/logout-everywhere';
const sessionPath = '/_docwright/auth/session';

/** Where a signed-out reader is sent: the configured login URL, else a password site's own form. */
export function signInUrl(settings: ReaderAuthSettings): string | undefined {
  return settings.loginUrl ?? (settings.oidc ? oidcLoginPath : settings.password ? passwordPath : undefined);
}

/** The reader a request's session cookie names. */
export function readerOf(c: Context, tokens: ReaderTokens): Promise<Reader | undefined> {
  return tokens.readSession(getCookie(c, sessionCookie));
}

/**
 * Sign-in handoff, sign-out and the session probe (`GET /_docwright/auth/session`). `baseUrl` is
 * the served site's base URL, where readers reach it.
 */
export function readerAuthRoutes(
  tokens: ReaderTokens,
  settings: ReaderAuthSettings,
  baseUrl: () => string | undefined = () => undefined,
): Hono {
  const app = new Hono();
  const secure = (c: Context) =>
    settings.cookieSecure ?? (baseUrl()?.startsWith('https:') === true || isHttps(c));
  const startSession = async (c: Context, reader: Reader) => {
    setCookie(c, sessionCookie, await tokens.issueSession(reader), {
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      secure: secure(c),
      maxAge: Math.max(0, reader.expiresAt - Math.floor(Date.now() / 1000)),
    });
  };
  const callback = async (c: Context) => {
    const token = c.req.query('token');
    const redirect = safeRedirect(c.req.query('redirect'), new URL(c.req.url).origin);
    if (!token) return c.html(fragmentHandoffPage, 200, { 'cache-control': 'no-store' });
    try {
      await startSession(c, await tokens.verifyIdentityToken(token));
      c.header('cache-control', 'no-store');
      return c.redirect(redirect, 303);
    } catch (error) {
      if (!(error instanceof ReaderTokenError)) throw error;
      return c.html(
        messagePage(
          'Sign-in failed',
          `The sign-in token was refused: ${error.message}.`,
          signInUrl(settings) ? { href: signInUrl(settings) ?? '', text: 'Sign in again' } : undefined,
        ),
        401,
        { 'cache-control': 'no-store' },
      );
    }
  };
  app.get(callbackPath, callback);
  app.get(mintlifyCallbackPath, callback);
  const oidc =
    settings.oidc &&
    oidcRoutes({
      settings: settings.oidc,
      tokens,
      secure,
      startSession,
      maxSessionSeconds: settings.maxSessionSeconds ?? 7 * 24 * 3600,
    });
  if (oidc) app.route('/', oidc.app);
  app.on(['GET', 'POST'], logoutPath, async (c) => {
    deleteCookie(c, sessionCookie, { path: '/', secure: secure(c) });
    const origin = new URL(c.req.url).origin;
    const back = safeRedirect(c.req.query('redirect'), origin);
    // Signed in through OpenID Connect: the provider's session ends too, and it sends the reader back.
    // The site's home page, the one address to register at the provider as a post-logout redirect.
    const home = new URL('/', origin);
    if (secure(c)) home.protocol = 'https:';
    const endSession = await oidc?.client.endSessionUrl(home.href);
    return c.redirect(endSession?.toString() ?? back, 303);
  });
  // Ends every session of the signed-in reader, in every browser: a POST from this site only, so
  // another site cannot sign a reader out everywhere behind their back.
  app.post(logoutEverywherePath, async (c) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin)
      return c.text('Sign-out requests are accepted from this site only.', 403);
    const reader = await readerOf(c, tokens);
    if (reader) await tokens.signOutEverywhere(reader.id);
    deleteCookie(c, sessionCookie, { path: '/', secure: secure(c) });
    return c.redirect(safeRedirect(c.req.query('redirect'), new URL(c.req.url).origin), 303);
  });
  const { password } = settings;
  if (password)
    app.route(
      '/',
      passwordRoutes({ ...settings, password }, startSession, () => tokens.passwordReader()),
    );
  app.get(sessionPath, async (c) => {
    const reader = await readerOf(c, tokens);
    c.header('cache-control', 'private, no-store');
    return c.json(reader ? { signedIn: true, groups: reader.groups } : { signedIn: false, groups: [] });
  });
  return app;
}

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

// Identity providers that hand the token over in the fragment (`#<jwt>`, as Mintlify's handoff does)
// reach the server without it: this page moves it into the query.
const fragmentHandoffPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in…</title><meta name="robots" content="noindex"></head><body><p>Signing in…</p><script>
const token = decodeURIComponent(location.hash.replace(/^#(token=)?/, ''));
const query = new URLSearchParams(location.search);
if (token) { query.set('token', token); location.replace(location.pathname + '?' + query.toString()); }
else document.body.textContent = 'Sign-in failed: the identity provider sent no token.';
</script></body></html>`;
