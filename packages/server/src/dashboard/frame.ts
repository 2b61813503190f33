// What the dashboard's route modules share: its options, the signed-in session and a page renderer.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ServerSettings } from '../settings/settings.ts';
import type { DashboardSession } from '../store/dashboard-sessions.ts';
import type { Store } from '../store/store.ts';
import { securityHeaders } from './guard.ts';
import { type PageAddress, renderPage, type Section } from './layout.ts';

/** Where the dashboard is served, inside the server's address space. */
export const dashboardPath = '/_docwright/dashboard';

export interface DashboardOptions {
  readonly store: Store;
  readonly settings: ServerSettings;
  /** Called when a job or update is queued, so a runner in this process starts it at once. */
  readonly onQueued?: () => void;
  /** The served site's base path (`/docs` behind a proxy that serves it there), `''` without one. */
  readonly basePath?: () => string;
  /** The session cookie's `Secure`: by default when the request (or its proxy) used HTTPS. */
  readonly cookieSecure?: boolean;
  /** How long a session lasts (default 8 hours). */
  readonly sessionSeconds?: number;
}

export type DashboardEnv = { Variables: { session: DashboardSession } };
export type DashboardContext = Context<DashboardEnv>;

export function addressOf(options: DashboardOptions): PageAddress {
  const site = options.basePath?.() ?? '';
  return { site, dashboard: `${site}${dashboardPath}` };
}

interface PageContent {
  readonly title: string;
  readonly body: string;
  readonly section?: Section;
  readonly styles?: string;
  readonly status?: ContentfulStatusCode;
}

/** A page of the signed-in dashboard, with its security headers. */
export function page(c: DashboardContext, options: DashboardOptions, content: PageContent): Response {
  const session = c.get('session');
  const { html, styleHashes } = renderPage({
    address: addressOf(options),
    title: content.title,
    body: content.body,
    session: { projectId: session.projectId, csrfToken: session.csrfToken },
    ...(content.section && { section: content.section }),
    ...(content.styles && { styles: content.styles }),
  });
  securityHeaders(c, styleHashes);
  return c.html(html, content.status ?? 200);
}

/** A page's link to another dashboard address (`/jobs/job_1`), escaped for an attribute. */
export const hrefOf = (options: DashboardOptions, path: string): string =>
  `${addressOf(options).dashboard}${path}`;
