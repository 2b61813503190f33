// The admin API (docs/server.md, Admin API) as a Hono app, mountable at `/`: every route is under `/v2/`.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerSettings } from '../settings/settings.ts';
import type { Store } from '../store/store.ts';
import { UpdateTriggers } from '../updates/triggers.ts';
import { type AdminEnv, requireProjectKey } from './auth.ts';
import { errorResponse } from './errors.ts';
import { feedbackRoutes } from './feedback-routes.ts';
import { jobRoutes } from './job-routes.ts';
import { RateLimiter } from './rate-limit.ts';
import { updateRoutes } from './update-routes.ts';
import { webhookRoutes } from './webhook-routes.ts';

export interface AdminAppOptions {
  readonly store: Store;
  readonly settings: ServerSettings;
  /** Called when a job or update is queued, so a runner in this process starts it at once. */
  readonly onQueued?: () => void;
  /** Where unexpected errors are reported (the response says only "internal error"). */
  readonly logError?: (error: unknown) => void;
  /** Where push events ask for updates; by default one of this app's own, queueing through `store`. */
  readonly triggers?: UpdateTriggers;
}

export function createAdminApp(options: AdminAppOptions): Hono {
  const { store, settings } = options;
  const app = new Hono<AdminEnv>();
  // One line, no stack: the terminal of `docs serve` gets what happened, the client only "internal error".
  const logError =
    options.logError ??
    ((error: unknown) =>
      console.error(
        `docs serve: admin API: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`.replace(
          /\s+/g,
          ' ',
        ),
      ));

  // Before the API key check and the admin body limit: the delivery is signed, and may be larger.
  app.route(
    '/',
    webhookRoutes(
      settings,
      options.triggers ??
        new UpdateTriggers({ store, logError, ...(options.onQueued && { onQueued: options.onQueued }) }),
    ),
  );
  app.use('/v2/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use(
    '/v2/*',
    bodyLimit({
      maxSize: settings.bodyLimitBytes,
      onError: (c) =>
        errorResponse(c, 413, `the request body is larger than ${settings.bodyLimitBytes} bytes`),
    }),
  );
  const auth = requireProjectKey(store, new RateLimiter(settings.rateLimitPerMinute), {
    failures: new RateLimiter(settings.authFailuresPerMinute),
    trustedProxies: settings.trustedProxies,
  });
  app.use('/v2/agent/:projectId/*', auth);
  app.use('/v2/project/:projectId/*', auth);

  app.route('/v2/agent/:projectId', jobRoutes(options));
  app.route('/v2/project/:projectId', updateRoutes(options));
  app.route('/v2/project/:projectId', feedbackRoutes(store));
  app.all('/v2/*', (c) => errorResponse(c, 404, 'no such admin API endpoint'));

  app.onError((error, c) => {
    logError(error);
    return errorResponse(c, 500, 'internal error');
  });
  return app as unknown as Hono;
}
