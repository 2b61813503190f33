// The API keys page: the project id to copy, the project's keys with their last use, creating one
// (shown once) and revoking one after a confirmation page.
import { Hono } from 'hono';
import { type DashboardContext, type DashboardEnv, type DashboardOptions, hrefOf, page } from './frame.ts';
import { escapeHtml, statusBadge, timeHtml } from './html.ts';
import { csrfField } from './layout.ts';

const maxKeyName = 100;

export function keyRoutes(options: DashboardOptions): Hono<DashboardEnv> {
  const { store } = options;
  const routes = new Hono<DashboardEnv>();

  const keysPage = async (
    c: DashboardContext,
    extra: { created?: { key: string; name: string | null }; error?: string; name?: string } = {},
  ) => {
    const { projectId, csrfToken, keyId: ownKey } = c.get('session');
    const keys = await store.keys.list(projectId);
    const rows = keys
      .map((k) => {
        const state =
          k.revokedAt === null ? statusBadge('live') : `${statusBadge('revoked')} ${timeHtml(k.revokedAt)}`;
        const action =
          k.revokedAt === null
            ? `<a class="dw-dash-button dw-dash-button-danger" href="${escapeHtml(hrefOf(options, `/keys/${encodeURIComponent(k.id)}/revoke`))}">Revoke<span class="dw-dash-sr"> ${escapeHtml(k.name ?? k.prefix)}</span></a>`
            : '';
        return `<tr><td>${k.name === null ? '<span class="dw-dash-muted">(no name)</span>' : escapeHtml(k.name)}${k.id === ownKey ? ' <span class="dw-dash-muted">(this session)</span>' : ''}</td><td><span class="dw-dash-code">${escapeHtml(k.prefix)}…</span></td><td>${timeHtml(k.createdAt)}</td><td>${timeHtml(k.lastUsedAt)}</td><td>${state}</td><td>${action}</td></tr>`;
      })
      .join('');
    const created = extra.created
      ? `<section class="dw-dash-card" aria-labelledby="dw-dash-new-key"><h2 id="dw-dash-new-key">New key${extra.created.name ? `: ${escapeHtml(extra.created.name)}` : ''}</h2><p class="dw-dash-alert" role="alert">Copy this key now: it is shown only once and cannot be shown again.</p><div class="dw-dash-row"><span class="dw-dash-code" id="dw-dash-new-key-value">${escapeHtml(extra.created.key)}</span><button class="dw-dash-button dw-dash-button-quiet" type="button" data-copy="dw-dash-new-key-value" hidden>Copy</button></div><p>Send it as <span class="dw-dash-code">Authorization: Bearer &lt;key&gt;</span> to the admin API.</p></section>`
      : '';
    const error = extra.error
      ? `<p class="dw-dash-alert dw-dash-error" id="dw-dash-key-error" role="alert">${escapeHtml(extra.error)}</p>`
      : '';
    const body = `<h1>API keys</h1>${created}<section class="dw-dash-card" aria-labelledby="dw-dash-project-heading"><h2 id="dw-dash-project-heading">Project id</h2><div class="dw-dash-row"><span class="dw-dash-code" id="dw-dash-project-id">${escapeHtml(projectId)}</span><button class="dw-dash-button dw-dash-button-quiet" type="button" data-copy="dw-dash-project-id" hidden>Copy</button></div><p class="dw-dash-muted">Admin API calls name it in their path: <span class="dw-dash-code">/v2/agent/${escapeHtml(projectId)}/job</span>.</p></section><h2>Keys</h2>${
      keys.length === 0
        ? '<p>This project has no keys.</p>'
        : `<div class="dw-dash-table-wrap"><table class="dw-dash-table"><caption class="dw-dash-sr">The project's admin API keys</caption><thead><tr><th scope="col">Name</th><th scope="col">Prefix</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">State</th><th scope="col"><span class="dw-dash-sr">Actions</span></th></tr></thead><tbody>${rows}</tbody></table></div>`
    }<h2 id="dw-dash-create-heading">Create a key</h2>${error}<form class="dw-dash-form" method="post" action="${escapeHtml(hrefOf(options, '/keys'))}" aria-labelledby="dw-dash-create-heading">${csrfField(csrfToken)}<div><label for="dw-dash-key-name">Name <span class="dw-dash-help">What uses the key, to tell keys apart (optional, up to ${maxKeyName} characters)</span></label><input type="text" id="dw-dash-key-name" name="name" maxlength="${maxKeyName}" value="${escapeHtml(extra.name ?? '')}"${extra.error ? ' aria-invalid="true" aria-describedby="dw-dash-key-error"' : ''}></div><div><button class="dw-dash-button" type="submit">Create key</button></div></form>`;
    return page(c, options, { title: 'API keys', section: 'keys', body, status: extra.error ? 400 : 200 });
  };

  routes.get('/keys', (c) => keysPage(c));

  routes.post('/keys', async (c) => {
    const form = await c.req.parseBody();
    const name = typeof form.name === 'string' ? form.name.trim() : '';
    if (name.length > maxKeyName || /\p{Cc}/u.test(name))
      return keysPage(c, {
        name: name.slice(0, maxKeyName),
        error: `A key's name is at most ${maxKeyName} characters, without control characters.`,
      });
    const { key, record } = await store.keys.create(c.get('session').projectId, name === '' ? null : name);
    return keysPage(c, { created: { key, name: record.name } });
  });

  routes.get('/keys/:keyId/revoke', async (c) => {
    const { projectId, csrfToken, keyId: ownKey } = c.get('session');
    const key = (await store.keys.list(projectId)).find(
      (k) => k.id === c.req.param('keyId') && k.revokedAt === null,
    );
    if (key === undefined)
      return page(c, options, {
        title: 'No such key',
        section: 'keys',
        status: 404,
        body: `<h1>No such key</h1><p>This project has no live key with that id. <a href="${escapeHtml(hrefOf(options, '/keys'))}">Back to the API keys</a></p>`,
      });
    const label = key.name === null ? `the key ${key.prefix}…` : `the key “${key.name}” (${key.prefix}…)`;
    const own =
      key.id === ownKey
        ? '<p class="dw-dash-alert">This is the key this session signed in with: revoking it signs you out.</p>'
        : '';
    const body = `<h1>Revoke ${escapeHtml(label)}?</h1><p>Requests with this key will be refused from now on (401), and dashboard sessions opened with it end. This cannot be undone.</p>${own}<form class="dw-dash-row" method="post" action="${escapeHtml(hrefOf(options, `/keys/${encodeURIComponent(key.id)}/revoke`))}">${csrfField(csrfToken)}<button class="dw-dash-button dw-dash-button-danger" type="submit">Revoke the key</button><a class="dw-dash-button dw-dash-button-quiet" href="${escapeHtml(hrefOf(options, '/keys'))}">Keep it</a></form>`;
    return page(c, options, { title: 'Revoke a key', section: 'keys', body });
  });

  routes.post('/keys/:keyId/revoke', async (c) => {
    await store.keys.revoke(c.get('session').projectId, c.req.param('keyId'));
    return c.redirect(hrefOf(options, '/keys'), 303);
  });
  return routes;
}
