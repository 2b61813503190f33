// Page feedback: readers post `{path, helpful}` to the public `POST /_docwright/feedback` (mounted
// by the site host, one project per site); the project's keys read it at
// `GET /v2/project/{projectId}/feedback`.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientLimitKeyOf } from '../client-address.ts';
import type { Store } from '../store/store.ts';
import type { AdminEnv } from './auth.ts';
import { encodeCursor } from './cursor.ts';
import { errorResponse } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';
import { checkPageQuery } from './validate.ts';

export function feedbackRoutes(store: Store): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();
  routes.get('/feedback', async (c) => {
    const checked = checkPageQuery(c.req.query());
    if (!checked.ok) return errorResponse(c, 400, checked.error);
    const page = await store.feedback.list(c.get('identity').projectId, checked.value);
    const nextCursor = page.more && page.last !== null ? encodeCursor(page.last) : null;
    return c.json({ feedback: page.entries, nextCursor });
  });
  routes.get('/page-views', async (c) => {
    const days = Number(c.req.query('days') ?? '30');
    const limit = Number(c.req.query('limit') ?? '100');
    if (!Number.isInteger(days) || days < 1 || days > 366)
      return errorResponse(c, 400, 'days must be a whole number from 1 to 366');
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      return errorResponse(c, 400, 'limit must be a whole number from 1 to 1000');
    const pages = await store.pageViews.top(c.get('identity').projectId, { days, limit });
    return c.json({ days, pages });
  });
  return routes;
}

interface FeedbackAppOptions {
  readonly store: Store;
  /** The project the served site belongs to. */
  readonly projectId: string;
  /** Answers per minute per client address (default 30). */
  readonly rateLimitPerMinute?: number;
  /** Reverse proxies in front of the server (see `clientAddress`); default none. */
  readonly trustedProxies?: number;
  readonly logError?: (error: unknown) => void;
}

/**
 * `POST /_docwright/feedback` with `{path, helpful}` and `POST /_docwright/telemetry` with
 * `{path, referrer}` (a page view; only the path is kept): 204, or 400/413/429 `{error}`.
 */
export function createFeedbackApp(options: FeedbackAppOptions): Hono {
  const { store, projectId } = options;
  const limiter = new RateLimiter(options.rateLimitPerMinute ?? 30);
  // A reader moving through the docs sends a view per page: a higher allowance than answers.
  const views = new RateLimiter(options.rateLimitPerMinute ?? 120);
  const app = new Hono();
  // The page's widget asks first and shows only where answers are kept: this answer takes the
  // place of the file the build writes there (`feedbackStatusPath` of @docwright/theme), which
  // says false.
  app.get('/_docwright/feedback.json', (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ stored: true });
  });
  app.post(
    '/_docwright/feedback',
    bodyLimit({ maxSize: 1024, onError: (c) => errorResponse(c, 413, 'feedback is at most 1 KiB') }),
    async (c) => {
      const decision = limiter.take(clientLimitKeyOf(c, options.trustedProxies ?? 0));
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfter));
        return errorResponse(c, 429, 'too much feedback from this address; retry later');
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return errorResponse(c, 400, 'send JSON: {"path": "/page", "helpful": true}');
      }
      const { path, helpful } = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;
      if (typeof path !== 'string' || !/^\/[!-~]{0,511}$/.test(path))
        return errorResponse(
          c,
          400,
          'path must be the page path, starting with "/" (at most 512 characters)',
        );
      if (typeof helpful !== 'boolean') return errorResponse(c, 400, 'helpful must be true or false');
      await store.feedback.record(projectId, path, helpful);
      return c.body(null, 204);
    },
  );
  app.post(
    '/_docwright/telemetry',
    bodyLimit({ maxSize: 2048, onError: (c) => errorResponse(c, 413, 'a page view is at most 2 KiB') }),
    async (c) => {
      const decision = views.take(clientLimitKeyOf(c, options.trustedProxies ?? 0));
      if (!decision.allowed) {
        c.header('Retry-After', String(decision.retryAfter));
        return errorResponse(c, 429, 'too many page views from this address; retry later');
      }
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return errorResponse(c, 400, 'send JSON: {"path": "/page"}');
      }
      const { path } = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
      if (typeof path !== 'string' || !/^\/[!-~]{0,511}$/.test(path))
        return errorResponse(
          c,
          400,
          'path must be the page path, starting with "/" (at most 512 characters)',
        );
      await store.pageViews.record(projectId, path);
      return c.body(null, 204);
    },
  );
  app.onError((error, c) => {
    (options.logError ?? ((e: unknown) => console.error('docwright feedback:', e)))(error);
    return errorResponse(c, 500, 'internal error');
  });
  return app;
}
