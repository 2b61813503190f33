// What every dashboard request passes: the session its cookie names, and for a POST the same
// origin and the session's CSRF token.
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { DashboardSession } from '../store/dashboard-sessions.ts';
import type { Store } from '../store/store.ts';

export const dashboardCookie = 'dw_dashboard';

export function sessionOf(c: Context, store: Store): Promise<DashboardSession | null> {
  return store.dashboardSessions.get(getCookie(c, dashboardCookie));
}

/**
 * Whether a form post comes from a page of this server. Browsers that send `Sec-Fetch-Site` are
 * judged by it (`same-origin` only): under `Referrer-Policy: no-referrer` their form posts carry
 * `Origin: null`. Otherwise an `Origin` must name this host, and `null` is refused; a client that
 * sends neither is no browser, and still needs the session's token.
 */
export function sameOriginPost(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined) return site === 'same-origin';
  const origin = c.req.header('origin');
  if (origin === undefined) return true;
  if (!URL.canParse(origin)) return false;
  // Behind a proxy that ends TLS the request is http and the browser's origin https: the host decides.
  return new URL(origin).host === (c.req.header('host') ?? new URL(c.req.url).host);
}

/** Whether the form's `csrf` field is the session's token. */
export function csrfMatches(given: unknown, session: DashboardSession): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(session.csrfToken);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The headers of every dashboard response. */
export function securityHeaders(c: Context, styleHashes: readonly string[] = []): void {
  c.header(
    'Content-Security-Policy',
    [
      "default-src 'none'",
      "script-src 'self'",
      `style-src 'self'${styleHashes.map((h) => ` ${h}`).join('')}`,
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  );
  c.header('X-Frame-Options', 'DENY');
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
}
