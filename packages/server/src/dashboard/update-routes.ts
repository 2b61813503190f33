// The updates pages: what is live, an Update button (the admin API's own path), the history
// newest first, and an update's page with its build's located errors.
import { Hono } from 'hono';
import { decodeCursor, encodeCursor } from '../admin/cursor.ts';
import { noSiteRepository, queueManualUpdate } from '../admin/update-routes.ts';
import { isId } from '../admin/validate.ts';
import { Publications } from '../site/publications.ts';
import type { SiteUpdate } from '../store/updates.ts';
import { type DashboardContext, type DashboardEnv, type DashboardOptions, hrefOf, page } from './frame.ts';
import { durationText, escapeHtml, statusBadge, timeHtml } from './html.ts';
import { csrfField } from './layout.ts';

const pageSize = 20;
const ended = (status: string) => status !== 'queued' && status !== 'in_progress';

export function updateRoutes(options: DashboardOptions): Hono<DashboardEnv> {
  const { store, settings } = options;
  const routes = new Hono<DashboardEnv>();
  const updateHref = (id: string) => hrefOf(options, `/updates/${encodeURIComponent(id)}`);

  const livePublication = async (projectId: string): Promise<string> => {
    const served = await new Publications(settings.dataDir, projectId).currentName();
    const shared = store.kind === 'postgres' ? await store.sitePublications.latest(projectId) : null;
    const lines = [
      served === undefined
        ? '<p>This instance serves the site folder <span class="dw-dash-code">docs serve</span> was started with: no update has been published yet.</p>'
        : `<p>This instance serves publication <span class="dw-dash-code">${escapeHtml(served)}</span>.</p>`,
    ];
    if (shared !== null)
      lines.push(
        `<p>The newest publication in the database, which every instance switches to: <span class="dw-dash-code">${escapeHtml(shared.id)}</span>, ${shared.files} files, ${(shared.bytes / 1024 / 1024).toFixed(1)} MB, published ${timeHtml(shared.createdAt)}.</p>`,
      );
    return lines.join('');
  };

  const updatesPage = async (c: DashboardContext, error?: string) => {
    const { projectId, csrfToken } = c.get('session');
    const cursor = c.req.query('cursor');
    const before = cursor === undefined ? undefined : (decodeCursor(cursor) ?? undefined);
    const list = await store.updates.list(projectId, { limit: pageSize, before });
    const configured = settings.projects.some((p) => p.id === projectId);
    const trigger = configured
      ? `<form method="post" action="${escapeHtml(hrefOf(options, '/updates'))}">${csrfField(csrfToken)}<button class="dw-dash-button" type="submit">Update the site now</button></form><p class="dw-dash-muted">Rebuilds the site from the project's repository and publishes it when the build succeeds; a failed build leaves the live site as it is.</p>`
      : `<p class="dw-dash-alert">Updates cannot run: ${escapeHtml(noSiteRepository)}.</p>`;
    const rows = list.updates.map(updateRow(updateHref)).join('');
    const next =
      list.more && list.last !== null
        ? `<p><a href="${escapeHtml(`${hrefOf(options, '/updates')}?cursor=${encodeCursor(list.last)}`)}">Older updates</a></p>`
        : '';
    const errorHtml = error
      ? `<p class="dw-dash-alert dw-dash-error" role="alert">${escapeHtml(error)}</p>`
      : '';
    const body = `<h1>Updates</h1>${errorHtml}<section class="dw-dash-card" aria-labelledby="dw-dash-live"><h2 id="dw-dash-live">Live site</h2>${await livePublication(projectId)}${trigger}</section><h2>History</h2>${
      rows === ''
        ? '<p>No update has run yet.</p>'
        : `<div class="dw-dash-table-wrap"><table class="dw-dash-table"><caption class="dw-dash-sr">Updates, newest first</caption><thead><tr><th scope="col">Update</th><th scope="col">Status</th><th scope="col">Trigger</th><th scope="col">Queued</th><th scope="col">Duration</th><th scope="col">Summary</th></tr></thead><tbody>${rows}</tbody></table></div>`
    }${next}`;
    return page(c, options, { title: 'Updates', section: 'updates', body, status: error ? 404 : 200 });
  };

  routes.get('/updates', (c) => updatesPage(c));

  routes.post('/updates', async (c) => {
    const update = await queueManualUpdate(options, c.get('session').projectId);
    if (update === null) return updatesPage(c, `The update was not queued: ${noSiteRepository}.`);
    return c.redirect(updateHref(update.id), 303);
  });

  routes.get('/updates/:id/live', async (c) => {
    const id = c.req.param('id');
    const update = isId(id) ? await store.updates.get(c.get('session').projectId, id) : null;
    if (update === null) return c.json({ error: 'no such update in this project' }, 404);
    return c.json({ status: update.status, ended: ended(update.status) });
  });

  routes.get('/updates/:id', async (c) => {
    const { projectId } = c.get('session');
    const id = c.req.param('id');
    const update = isId(id) ? await store.updates.get(projectId, id) : null;
    if (update === null)
      return page(c, options, {
        title: 'No such update',
        section: 'updates',
        status: 404,
        body: `<h1>No such update</h1><p>This project has no update with that id. <a href="${escapeHtml(hrefOf(options, '/updates'))}">All updates</a></p>`,
      });
    const errors = update.status === 'failure' ? await store.updates.buildErrors(projectId, id) : [];
    const errorTable =
      errors.length === 0
        ? ''
        : `<h2>Build errors</h2><div class="dw-dash-table-wrap"><table class="dw-dash-table"><caption class="dw-dash-sr">The build's errors, by file</caption><thead><tr><th scope="col">File</th><th scope="col">Line</th><th scope="col">Column</th><th scope="col">Message</th></tr></thead><tbody>${errors
            .map(
              (e) =>
                `<tr><td>${e.file === null ? '<span class="dw-dash-muted">(the site)</span>' : `<span class="dw-dash-code">${escapeHtml(e.file)}</span>`}</td><td>${e.line ?? ''}</td><td>${e.column ?? ''}</td><td>${escapeHtml(e.message)}</td></tr>`,
            )
            .join('')}</tbody></table></div>`;
    const live = ended(update.status)
      ? ''
      : `<p>This page follows the update until it ends. <a href="${escapeHtml(updateHref(id))}">Refresh</a></p>`;
    const body = `<h1>Update <span class="dw-dash-code">${escapeHtml(update.id)}</span></h1><div class="dw-dash-card"${ended(update.status) ? '' : ` data-live="${escapeHtml(`${updateHref(id)}/live`)}" data-live-reload`}><dl class="dw-dash-details"><dt>Status</dt><dd><span data-live-status class="dw-dash-status dw-dash-status-${escapeHtml(update.status)}">${escapeHtml(update.status.replace(/_/g, ' '))}</span></dd><dt>Trigger</dt><dd>${escapeHtml(update.triggeredBy)}</dd><dt>Queued</dt><dd>${timeHtml(update.createdAt)}</dd><dt>Started</dt><dd>${timeHtml(update.startedAt, 'not yet')}</dd><dt>Finished</dt><dd>${timeHtml(update.finishedAt, 'not yet')}</dd><dt>Duration</dt><dd>${escapeHtml(durationText(update.startedAt, update.finishedAt) ?? '—')}</dd><dt>Commit</dt><dd>${update.commit === null ? '—' : `<span class="dw-dash-code">${escapeHtml(update.commit)}</span>`}</dd><dt>Summary</dt><dd data-update-summary>${update.summary === null ? '<span class="dw-dash-muted">(when it ends)</span>' : escapeHtml(update.summary)}</dd></dl>${live}</div>${errorTable}<p><a href="${escapeHtml(hrefOf(options, '/updates'))}">All updates</a></p>`;
    return page(c, options, { title: `Update ${update.id}`, section: 'updates', body });
  });
  return routes;
}

function updateRow(href: (id: string) => string) {
  return (u: SiteUpdate) =>
    `<tr><td><a href="${escapeHtml(href(u.id))}"><span class="dw-dash-code">${escapeHtml(u.id)}</span></a></td><td>${statusBadge(u.status)}</td><td>${escapeHtml(u.triggeredBy)}</td><td>${timeHtml(u.createdAt)}</td><td>${escapeHtml(durationText(u.startedAt, u.finishedAt) ?? '—')}</td><td>${u.summary === null ? '' : escapeHtml(u.summary)}</td></tr>`;
}
