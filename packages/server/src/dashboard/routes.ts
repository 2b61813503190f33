// The operator's dashboard (docs/server.md, Dashboard) at `/_docwright/dashboard`: sign-in, then
// the API keys, agent jobs, updates and readers pages of the signed-in project.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { addressOf, type DashboardEnv, type DashboardOptions, dashboardPath, hrefOf, page } from './frame.ts';
import { csrfMatches, sameOriginPost, securityHeaders, sessionOf } from './guard.ts';
import { escapeHtml } from './html.ts';
import { jobRoutes } from './job-routes.ts';
import { keyRoutes } from './key-routes.ts';
import { readerRoutes } from './reader-routes.ts';
import { signInRoutes } from './sign-in.ts';
import { dashboardStyles } from './styles.ts';
import { updateRoutes } from './update-routes.ts';

/** Forms are small; a job's prompt (32,000 characters at most) is the largest field. */
const maxFormBytes = 256 * 1024;

export function createDashboardApp(options: DashboardOptions): Hono {
  const { store } = options;
  const app = new Hono();
  const dashboard = new Hono<DashboardEnv>();

  dashboard.use('*', async (c, next) => {
    await next();
    // Pages set their own (with their styles' hashes); everything else gets the same.
    if (!c.res.headers.has('content-security-policy')) securityHeaders(c);
  });
  dashboard.get('/', (c) => c.redirect(`${addressOf(options).dashboard}/keys`, 303));
  dashboard.get('/assets/dashboard.css', (c) =>
    c.body(dashboardStyles, 200, { 'content-type': 'text/css; charset=utf-8' }),
  );
  dashboard.get('/assets/dashboard.js', async (c) =>
    c.body(await dashboardScript(), 200, {
      'content-type': 'text/javascript; charset=utf-8',
    }),
  );
  dashboard.use(
    '*',
    bodyLimit({ maxSize: maxFormBytes, onError: (c) => c.text('The form is too large.', 413) }),
  );
  dashboard.route('/', signInRoutes(options) as unknown as Hono<DashboardEnv>);

  // Everything else needs a session: a signed-out GET goes to the sign-in page, a POST is refused.
  dashboard.use('*', async (c, next) => {
    const session = await sessionOf(c, store);
    const signIn = `${addressOf(options).dashboard}/sign-in`;
    if (session === null) {
      if (c.req.method === 'GET' || c.req.method === 'HEAD') return c.redirect(signIn, 303);
      return c.text(`Sign in first: ${signIn}`, 401);
    }
    if (c.req.method === 'POST') {
      if (!sameOriginPost(c)) return c.text('Forms are accepted from this dashboard only.', 403);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      if (!csrfMatches(form.csrf, session))
        return c.text(
          'This form was not sent by a page of this session; reload the page and try again.',
          403,
        );
    }
    c.set('session', session);
    await next();
    return undefined;
  });
  dashboard.route('/', keyRoutes(options));
  dashboard.route('/', jobRoutes(options));
  dashboard.route('/', updateRoutes(options));
  dashboard.route('/', readerRoutes(options));
  dashboard.all('*', (c) =>
    page(c, options, {
      title: 'No such page',
      status: 404,
      body: `<h1>No such page</h1><p>The dashboard has no page at this address. <a href="${escapeHtml(hrefOf(options, '/keys'))}">API keys</a></p>`,
    }),
  );

  app.route(dashboardPath, dashboard as unknown as Hono);
  app.get(dashboardPath, (c) => c.redirect(`${addressOf(options).dashboard}/keys`, 303));
  return app;
}

/**
 * The dashboard's browser script, compiled on its first request: esbuild and the theme load then,
 * not as the server starts (`serverScriptBundle` keeps the compiled script for later requests).
 */
async function dashboardScript(): Promise<string> {
  const [{ serverScriptBundle }, { dashboardScriptSource }] = await Promise.all([
    import('@docwright/site-builder'),
    import('@docwright/theme'),
  ]);
  return serverScriptBundle(dashboardScriptSource());
}
