import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { RateLimiter } from '../admin/rate-limit.ts';
import { clientLimitKeyOf } from '../client-address.ts';
import { requestOrigin } from '../http/request-origin.ts';
import { passwordMatches } from './password.ts';
import { passwordPage } from './password-page.ts';
import type { ReaderAuthSettings } from './settings.ts';
import type { Reader } from './tokens.ts';

/** The sign-in form of a shared-password site. */
export const passwordPath = '/_docwright/auth/password';

const noStore = { 'cache-control': 'no-store' };

/** What the password routes share with the other ways in. */
export interface PasswordRouteHooks {
  readonly startSession: (c: Context, reader: Reader) => Promise<void>;
  /** A request's return-to value as a path under the base path (else the site's home). */
  readonly returnPath: (c: Context, target: string | undefined) => string;
  /** The path the site is served under (`/docs`), or `''`. */
  readonly basePath: () => string;
}

/**
 * The password form (`GET`) and its check (`POST`): a right password starts a session through
 * `startSession`; attempts are limited per client (an IPv6 client per /64), right or wrong, so
 * guessing is slow.
 */
export function passwordRoutes(
  settings: ReaderAuthSettings & { readonly password: string },
  { startSession, returnPath, basePath }: PasswordRouteHooks,
  passwordReader: () => Reader,
): Hono {
  const app = new Hono();
  const attempts = new RateLimiter(settings.passwordAttemptsPerMinute ?? 10);
  const pageOf = (c: Context, error?: string) => {
    const redirect = returnPath(c, c.req.query('redirect'));
    const action = `${basePath()}${passwordPath}?redirect=${encodeURIComponent(redirect)}`;
    return passwordPage({ action, basePath: basePath(), ...(error !== undefined && { error }) });
  };
  app.get(passwordPath, (c) => c.html(pageOf(c), 200, noStore));
  app.post(
    passwordPath,
    bodyLimit({ maxSize: 16 * 1024, onError: (c) => c.text('The form is too large.', 413) }),
    async (c) => {
      // A form posted from another site would sign this browser in without its reader asking.
      const origin = c.req.header('origin');
      if (
        origin !== undefined &&
        origin !== 'null' &&
        origin !== requestOrigin(c, settings.trustedProxies ?? 0)
      )
        return c.text('Sign-in forms are accepted from this site only.', 403);
      const decision = attempts.take(clientLimitKeyOf(c, settings.trustedProxies ?? 0));
      if (!decision.allowed) {
        const error = `Too many attempts. Try again in ${decision.retryAfter} seconds.`;
        return c.html(pageOf(c, error), 429, {
          ...noStore,
          'retry-after': String(decision.retryAfter),
        });
      }
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const given = typeof form.password === 'string' ? form.password : '';
      if (!passwordMatches(given, settings.password)) {
        const error = 'That password is not right. Check it and try again.';
        return c.html(pageOf(c, error), 401, noStore);
      }
      await startSession(c, passwordReader());
      c.header('cache-control', 'no-store');
      return c.redirect(returnPath(c, c.req.query('redirect')), 303);
    },
  );
  return app;
}
