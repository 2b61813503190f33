// Signing in with the project's id and an admin API key, checked as the admin API checks keys,
// and signing out. The key never reaches the browser's storage: it is exchanged for a session.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { RateLimiter } from '../admin/rate-limit.ts';
import { clientLimitKeyOf } from '../client-address.ts';
import { addressOf, type DashboardOptions } from './frame.ts';
import { csrfMatches, dashboardCookie, sameOriginPost, securityHeaders, sessionOf } from './guard.ts';
import { escapeHtml } from './html.ts';
import { renderPage } from './layout.ts';

const defaultSessionSeconds = 8 * 3600;

function isHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

interface SignInState {
  readonly projectId?: string;
  readonly error?: string;
}

function signInPage(
  c: Context,
  options: DashboardOptions,
  state: SignInState,
  status: 200 | 401 | 403 | 429,
) {
  const address = addressOf(options);
  const error = state.error
    ? `<p class="dw-dash-alert dw-dash-error" id="dw-dash-signin-error" role="alert">${escapeHtml(state.error)}</p>`
    : '';
  const invalid = state.error ? ' aria-invalid="true" aria-describedby="dw-dash-signin-error"' : '';
  const body = `<div class="dw-dash-signin"><h1>Sign in</h1><p>Sign in with your project's id and one of its admin API keys (<span class="dw-dash-code">docs admin keys create</span> on the server makes the first one). The key is checked once and not kept in the browser.</p>${error}<form class="dw-dash-form" method="post" action="${escapeHtml(address.dashboard)}/sign-in"><div><label for="dw-dash-project">Project id</label><input type="text" id="dw-dash-project" name="projectId" required autocomplete="username" value="${escapeHtml(state.projectId ?? '')}"${invalid}></div><div><label for="dw-dash-key">Admin API key</label><input type="password" id="dw-dash-key" name="key" required autocomplete="current-password"${invalid}></div><div><button class="dw-dash-button" type="submit">Sign in</button></div></form></div>`;
  const { html } = renderPage({ address, title: 'Sign in', body });
  securityHeaders(c);
  return c.html(html, status);
}

export function signInRoutes(options: DashboardOptions): Hono {
  const { store, settings } = options;
  const app = new Hono();
  const failures = new RateLimiter(settings.authFailuresPerMinute);
  const secure = (c: Context) => options.cookieSecure ?? isHttps(c);
  const cookiePath = () => addressOf(options).dashboard;

  app.get('/sign-in', async (c) => {
    if (await sessionOf(c, store)) return c.redirect(`${addressOf(options).dashboard}/keys`, 303);
    return signInPage(c, options, {}, 200);
  });

  app.post('/sign-in', async (c) => {
    // A sign-in posted from another site would sign this browser in to someone else's project.
    if (!sameOriginPost(c))
      return signInPage(c, options, { error: 'Sign-in forms are accepted from this site only.' }, 403);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const projectId = typeof form.projectId === 'string' ? form.projectId.trim().slice(0, 200) : '';
    const key = typeof form.key === 'string' ? form.key.trim() : '';
    const identity = key === '' ? null : await store.keys.authenticate(key);
    if (identity === null || identity.projectId !== projectId) {
      const blocked = failures.take(clientLimitKeyOf(c, settings.trustedProxies));
      if (!blocked.allowed) {
        c.header('Retry-After', String(blocked.retryAfter));
        return signInPage(
          c,
          options,
          {
            projectId,
            error: `Too many failed sign-ins from this address. Try again in ${blocked.retryAfter} seconds.`,
          },
          429,
        );
      }
      return signInPage(
        c,
        options,
        {
          projectId,
          error:
            'That project id and key do not match a live admin API key. Check both (a revoked key no longer signs in) and try again.',
        },
        401,
      );
    }
    // A new id every time: a cookie set before sign-in (session fixation) is dropped, not promoted.
    await store.dashboardSessions.delete(getCookie(c, dashboardCookie));
    const seconds = options.sessionSeconds ?? defaultSessionSeconds;
    const { id } = await store.dashboardSessions.create(identity, seconds);
    setCookie(c, dashboardCookie, id, {
      httpOnly: true,
      sameSite: 'Strict',
      secure: secure(c),
      path: cookiePath(),
      maxAge: seconds,
    });
    securityHeaders(c);
    return c.redirect(`${addressOf(options).dashboard}/keys`, 303);
  });

  app.post('/sign-out', async (c) => {
    const session = await sessionOf(c, store);
    if (session === null) return c.redirect(`${addressOf(options).dashboard}/sign-in`, 303);
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (!sameOriginPost(c) || !csrfMatches(form.csrf, session))
      return c.text('This form was not sent by a page of this dashboard.', 403);
    await store.dashboardSessions.delete(getCookie(c, dashboardCookie));
    deleteCookie(c, dashboardCookie, { path: cookiePath(), secure: secure(c) });
    securityHeaders(c);
    return c.redirect(`${addressOf(options).dashboard}/sign-in`, 303);
  });
  return app;
}
