import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { requestOrigin } from '../http/request-origin.ts';
import { safeReturnPath } from '../http/same-origin.ts';
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

/**
 * Where a signed-out reader is sent: the configured login URL, else the OpenID Connect sign-in or
 * a password site's own form, under the site's base path.
 */
export function signInUrl(settings: ReaderAuthSettings, basePath = ''): string | undefined {
  if (settings.loginUrl) return settings.loginUrl;
  const own = settings.oidc ? oidcLoginPath : settings.password ? passwordPath : undefined;
  return own && `${basePath}${own}`;
}

/** Where readers reach the served site: its base URL and the path of its host it lives under. */
export interface SiteAddress {
  /** The served site's base URL (`--base-url`), if it was built with one. */
  baseUrl(): string | undefined;
  /** The path the site is served under (`/docs`, from `--base-path`), or `''`. */
  basePath(): string;
}

/**
 * The session cookie's path: the site's base path, so another application on the same host never
 * gets a reader's session.
 */
export const sessionCookiePath = (basePath: string): string => basePath || '/';

/** The reader a request's session cookie names. */
export function readerOf(c: Context, tokens: ReaderTokens): Promise<Reader | undefined> {
  return tokens.readSession(getCookie(c, sessionCookie));
}

/**
 * Sign-in handoff, sign-out and the session probe (`GET /_docwright/auth/session`), each asked of
 * this app without the site's base path (`underBasePath`, or a proxy, took it off) and answering
 * with addresses under it, where readers reach the site.
 */
export function readerAuthRoutes(
  tokens: ReaderTokens,
  settings: ReaderAuthSettings,
  address: SiteAddress = { baseUrl: () => undefined, basePath: () => '' },
): Hono {
  const app = new Hono();
  const { basePath } = address;
  const secure = (c: Context) =>
    settings.cookieSecure ?? (address.baseUrl()?.startsWith('https:') === true || isHttps(c));
  const origin = (c: Context) => requestOrigin(c, settings.trustedProxies ?? 0);
  const returnPath = (c: Context, target: string | undefined) =>
    safeReturnPath(target, new URL(c.req.url).origin, basePath());
  const clearSession = (c: Context) =>
    deleteCookie(c, sessionCookie, { path: sessionCookiePath(basePath()), secure: secure(c) });
  const startSession = async (c: Context, reader: Reader) => {
    setCookie(c, sessionCookie, await tokens.issueSession(reader), {
      httpOnly: true,
      sameSite: 'Lax',
      path: sessionCookiePath(basePath()),
      secure: secure(c),
      maxAge: Math.max(0, reader.expiresAt - Math.floor(Date.now() / 1000)),
    });
  };
  const callback = async (c: Context) => {
    const token = c.req.query('token');
    const redirect = returnPath(c, c.req.query('redirect'));
    if (!token) return c.html(fragmentHandoffPage, 200, { 'cache-control': 'no-store' });
    try {
      await startSession(c, await tokens.verifyIdentityToken(token));
      c.header('cache-control', 'no-store');
      return c.redirect(redirect, 303);
    } catch (error) {
      if (!(error instanceof ReaderTokenError)) throw error;
      const again = signInUrl(settings, basePath());
      return c.html(
        messagePage(
          'Sign-in failed',
          `The sign-in token was refused: ${error.message}.`,
          again ? { href: again, text: 'Sign in again' } : undefined,
          basePath(),
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
      origin,
      basePath,
      returnPath,
      startSession,
      maxSessionSeconds: settings.maxSessionSeconds ?? 7 * 24 * 3600,
    });
  if (oidc) app.route('/', oidc.app);
  app.on(['GET', 'POST'], logoutPath, async (c) => {
    clearSession(c);
    const back = returnPath(c, c.req.query('redirect'));
    // Signed in through OpenID Connect: the provider's session ends too, and it sends the reader back.
    // The site's home page, the one address to register at the provider as a post-logout redirect.
    const home = new URL(`${basePath()}/`, origin(c));
    if (secure(c)) home.protocol = 'https:';
    const endSession = await oidc?.client.endSessionUrl(home.href);
    return c.redirect(endSession?.toString() ?? back, 303);
  });
  // Ends every session of the signed-in reader, in every browser: a POST from this site only, so
  // another site cannot sign a reader out everywhere behind their back.
  app.post(logoutEverywherePath, async (c) => {
    const sender = c.req.header('origin');
    if (sender !== undefined && sender !== origin(c))
      return c.text('Sign-out requests are accepted from this site only.', 403);
    const reader = await readerOf(c, tokens);
    if (reader) await tokens.signOutEverywhere(reader.id);
    clearSession(c);
    return c.redirect(returnPath(c, c.req.query('redirect')), 303);
  });
  const { password } = settings;
  if (password)
    app.route(
      '/',
      passwordRoutes({ ...settings, password }, { startSession, returnPath, basePath }, () =>
        tokens.passwordReader(),
      ),
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
