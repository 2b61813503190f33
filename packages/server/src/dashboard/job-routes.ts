// The agent jobs pages: start a job (the admin API's checks), the list with its status filter
// and cursor paging, a job's page that follows its status and logs live, and archiving.
import { Hono } from 'hono';
import { encodeCursor } from '../admin/cursor.ts';
import { startJob } from '../admin/job-routes.ts';
import { checkListQuery, isId } from '../admin/validate.ts';
import { type AgentJob, jobStatuses } from '../store/jobs.ts';
import { type DashboardContext, type DashboardEnv, type DashboardOptions, hrefOf, page } from './frame.ts';
import { escapeHtml, statusBadge, timeHtml } from './html.ts';
import { csrfField } from './layout.ts';

/** A pull request's address as a link, only when it is an http(s) URL. */
function prLinkHtml(link: string | null): string {
  if (link === null || !/^https?:\/\//i.test(link) || !URL.canParse(link)) return '—';
  return `<a href="${escapeHtml(link)}" rel="noreferrer">${escapeHtml(link)}</a>`;
}

const safeLink = (link: string | null) =>
  link !== null && /^https?:\/\//i.test(link) && URL.canParse(link) ? link : null;

interface JobForm {
  readonly prompt: string;
  readonly repository: string;
  readonly ref: string;
  readonly model: string;
}

const field = (form: Record<string, unknown>, name: string) =>
  typeof form[name] === 'string' ? (form[name] as string) : '';

export function jobRoutes(options: DashboardOptions): Hono<DashboardEnv> {
  const { store, settings } = options;
  const routes = new Hono<DashboardEnv>();
  const jobHref = (id: string) => hrefOf(options, `/jobs/${encodeURIComponent(id)}`);

  const jobsPage = async (c: DashboardContext, form: JobForm | null, error?: string) => {
    const { projectId, csrfToken } = c.get('session');
    const query = c.req.query();
    const checked = checkListQuery(query);
    const listQuery = checked.ok ? checked.value : { limit: 20 };
    const list = await store.jobs.list(projectId, listQuery);
    const status = checked.ok ? checked.value.status : undefined;
    const filterLink = (value: string | undefined, label: string) =>
      `<li><a href="${escapeHtml(hrefOf(options, value === undefined ? '/jobs' : `/jobs?status=${value}`))}"${value === status ? ' aria-current="page"' : ''}>${escapeHtml(label)}</a></li>`;
    const filters = `<nav aria-label="Filter jobs by status"><ul class="dw-dash-filter">${filterLink(undefined, 'All')}${jobStatuses.map((s) => filterLink(s, s[0]?.toUpperCase() + s.slice(1))).join('')}</ul></nav>`;
    const rows = list.jobs.map((job) => jobRow(job, jobHref)).join('');
    const next =
      list.more && list.last !== null
        ? `<p><a href="${escapeHtml(`${hrefOf(options, '/jobs')}?${new URLSearchParams({ ...(status && { status }), cursor: encodeCursor(list.last) })}`)}">Older jobs</a></p>`
        : '';
    const queryError = checked.ok
      ? ''
      : `<p class="dw-dash-alert dw-dash-error" role="alert">${escapeHtml(checked.error)}</p>`;
    const errorHtml = error
      ? `<p class="dw-dash-alert dw-dash-error" id="dw-dash-job-error" role="alert">The job was not started: ${escapeHtml(error)}</p>`
      : '';
    const values = form ?? { prompt: '', repository: '', ref: '', model: '' };
    const body = `<h1>Agent jobs</h1><section class="dw-dash-card" aria-labelledby="dw-dash-start"><h2 id="dw-dash-start">Start a job</h2>${errorHtml}<form class="dw-dash-form" method="post" action="${escapeHtml(hrefOf(options, '/jobs'))}">${csrfField(csrfToken)}<div><label for="dw-dash-prompt">Prompt <span class="dw-dash-help">What the agent should change in the repository</span></label><textarea id="dw-dash-prompt" name="prompt" required maxlength="32000">${escapeHtml(values.prompt)}</textarea></div><div><label for="dw-dash-repository">Repository <span class="dw-dash-help">Its full URL, such as https://${escapeHtml(settings.git.host)}/acme/docs</span></label><input type="url" id="dw-dash-repository" name="repository" required value="${escapeHtml(values.repository)}"></div><div class="dw-dash-row"><div><label for="dw-dash-ref">Branch <span class="dw-dash-help">Optional; the default branch when empty</span></label><input type="text" id="dw-dash-ref" name="ref" value="${escapeHtml(values.ref)}"></div><div><label for="dw-dash-model">Model <span class="dw-dash-help">Optional; default ${escapeHtml(settings.agent.model)}</span></label><input type="text" id="dw-dash-model" name="model" value="${escapeHtml(values.model)}"></div></div><div><button class="dw-dash-button" type="submit">Start the job</button></div></form></section><h2>Jobs</h2>${filters}${queryError}${
      rows === ''
        ? '<p>No jobs here.</p>'
        : `<div class="dw-dash-table-wrap"><table class="dw-dash-table"><caption class="dw-dash-sr">Agent jobs, newest first</caption><thead><tr><th scope="col">Job</th><th scope="col">Status</th><th scope="col">Repository</th><th scope="col">Model</th><th scope="col">Created</th><th scope="col">Pull request</th></tr></thead><tbody>${rows}</tbody></table></div>`
    }${next}`;
    return page(c, options, { title: 'Agent jobs', section: 'jobs', body, status: error ? 400 : 200 });
  };

  routes.get('/jobs', (c) => jobsPage(c, null));

  routes.post('/jobs', async (c) => {
    const form = await c.req.parseBody();
    const values: JobForm = {
      prompt: field(form, 'prompt'),
      repository: field(form, 'repository').trim(),
      ref: field(form, 'ref').trim(),
      model: field(form, 'model').trim(),
    };
    // The same JSON body, and so the same checks and messages, as `POST /v2/agent/{projectId}/job`.
    const body = JSON.stringify({
      prompt: values.prompt,
      source: { repository: values.repository, ref: values.ref === '' ? null : values.ref },
      ...(values.model !== '' && { model: values.model }),
    });
    const started = await startJob(options, c.get('session').projectId, body);
    if (!started.ok) return jobsPage(c, values, started.error);
    return c.redirect(jobHref(started.job.id), 303);
  });

  routes.get('/jobs/:id/live', async (c) => {
    const { projectId } = c.get('session');
    const id = c.req.param('id');
    const job = isId(id) ? await store.jobs.get(projectId, id) : null;
    // Only the entries the page has not shown yet are read: a long job's log is read once.
    const after = Math.max(0, Math.min(1_000_000, Number.parseInt(c.req.query('after') ?? '0', 10) || 0));
    const logs = job === null ? null : await store.logs.read(projectId, id, after);
    if (job === null || logs === null) return c.json({ error: 'no such job in this project' }, 404);
    return c.json({
      status: job.status,
      prLink: safeLink(job.prLink),
      ended: job.status !== 'active',
      logs,
      next: after + logs.length,
    });
  });

  routes.get('/jobs/:id', async (c) => {
    const { projectId, csrfToken } = c.get('session');
    const id = c.req.param('id');
    const job = isId(id) ? await store.jobs.get(projectId, id) : null;
    const details = job === null ? null : await store.jobs.details(projectId, id);
    const logs = job === null ? null : await store.logs.read(projectId, id);
    if (job === null || details === null || logs === null)
      return page(c, options, {
        title: 'No such job',
        section: 'jobs',
        status: 404,
        body: `<h1>No such job</h1><p>This project has no job with that id. <a href="${escapeHtml(hrefOf(options, '/jobs'))}">All jobs</a></p>`,
      });
    const active = job.status === 'active';
    const archive =
      job.status === 'completed' || job.status === 'failed'
        ? `<form method="post" action="${escapeHtml(`${jobHref(id)}/archive`)}">${csrfField(csrfToken)}<button class="dw-dash-button dw-dash-button-quiet" type="submit">Archive the job</button></form>`
        : '';
    const logItems = logs
      .map(
        (entry) =>
          `<li><time datetime="${escapeHtml(entry.at)}">${escapeHtml(entry.at.slice(11, 19))}</time> <span class="dw-dash-stream dw-dash-stream-${escapeHtml(entry.stream)}">${escapeHtml(entry.stream)}</span> ${escapeHtml(entry.message)}</li>`,
      )
      .join('');
    const body = `<h1>Job <span class="dw-dash-code">${escapeHtml(job.id)}</span></h1><div${active ? ` data-live="${escapeHtml(`${jobHref(id)}/live`)}" data-live-after="${logs.length}"` : ''}><div class="dw-dash-card"><dl class="dw-dash-details"><dt>Status</dt><dd><span data-live-status class="dw-dash-status dw-dash-status-${escapeHtml(job.status)}">${escapeHtml(job.status)}</span></dd><dt>Pull request</dt><dd data-live-pr>${prLinkHtml(job.prLink)}</dd><dt>Repository</dt><dd><span class="dw-dash-code">${escapeHtml(job.source.repository)}</span></dd><dt>Branch</dt><dd>${job.source.ref === null ? 'the default branch' : `<span class="dw-dash-code">${escapeHtml(job.source.ref)}</span>`}</dd><dt>Model</dt><dd>${escapeHtml(job.model)}</dd><dt>Created</dt><dd>${timeHtml(job.createdAt)}</dd>${details.failure === null ? '' : `<dt>Failure</dt><dd>${escapeHtml(details.failure)}</dd>`}</dl>${active ? `<p>This page follows the job until it ends. <a href="${escapeHtml(jobHref(id))}">Refresh</a></p>` : ''}${archive}</div><h2>Prompt</h2><pre class="dw-dash-pre">${escapeHtml(details.prompt)}</pre><h2 id="dw-dash-logs-heading">Logs</h2><ol class="dw-dash-logs" data-live-logs aria-labelledby="dw-dash-logs-heading" tabindex="0">${logItems}</ol></div><p><a href="${escapeHtml(hrefOf(options, '/jobs'))}">All jobs</a></p>`;
    return page(c, options, { title: `Job ${job.id}`, section: 'jobs', body });
  });

  routes.post('/jobs/:id/archive', async (c) => {
    const id = c.req.param('id');
    if (isId(id)) await store.jobs.archive(c.get('session').projectId, id);
    return c.redirect(jobHref(id), 303);
  });
  return routes;
}

function jobRow(job: AgentJob, href: (id: string) => string): string {
  return `<tr><td><a href="${escapeHtml(href(job.id))}"><span class="dw-dash-code">${escapeHtml(job.id)}</span></a></td><td>${statusBadge(job.status)}</td><td>${escapeHtml(job.source.repository)}${job.source.ref === null ? '' : ` <span class="dw-dash-muted">(${escapeHtml(job.source.ref)})</span>`}</td><td>${escapeHtml(job.model)}</td><td>${timeHtml(job.createdAt)}</td><td>${prLinkHtml(job.prLink)}</td></tr>`;
}
