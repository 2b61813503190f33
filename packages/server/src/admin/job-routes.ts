// `/v2/agent/{projectId}/...`: create, read, list and archive agent jobs, and read their logs.
import { Hono } from 'hono';
import type { AgentJob } from '../store/jobs.ts';
import type { AdminAppOptions } from './app.ts';
import type { AdminEnv } from './auth.ts';
import { encodeCursor } from './cursor.ts';
import { errorResponse } from './errors.ts';
import { checkJobRequest, checkListQuery, isId } from './validate.ts';

/**
 * Checks a job request (the JSON body of `POST /v2/agent/{projectId}/job`) and queues the job, as
 * the API does for the dashboard's form too.
 */
export async function startJob(
  { store, settings, onQueued }: Pick<AdminAppOptions, 'store' | 'settings' | 'onQueued'>,
  projectId: string,
  body: string,
): Promise<{ ok: true; job: AgentJob } | { ok: false; error: string }> {
  const checked = checkJobRequest(body, settings);
  if (!checked.ok) return checked;
  const job = await store.jobs.create(projectId, checked.value);
  onQueued?.();
  return { ok: true, job };
}

export function jobRoutes(options: AdminAppOptions): Hono<AdminEnv> {
  const { store } = options;
  const routes = new Hono<AdminEnv>();
  const project = (c: { get(key: 'identity'): { projectId: string } }) => c.get('identity').projectId;
  const noJob = 'no such job in this project';

  routes.post('/job', async (c) => {
    const started = await startJob(options, project(c), await c.req.text());
    if (!started.ok) return errorResponse(c, 400, started.error);
    return c.json(started.job, 201);
  });

  routes.get('/job/:id', async (c) => {
    const id = c.req.param('id');
    const job = isId(id) ? await store.jobs.get(project(c), id) : null;
    return job === null ? errorResponse(c, 404, noJob) : c.json(job);
  });

  routes.get('/job/:id/logs', async (c) => {
    const id = c.req.param('id');
    const logs = isId(id) ? await store.logs.read(project(c), id) : null;
    return logs === null ? errorResponse(c, 404, noJob) : c.json({ logs });
  });

  routes.post('/job/:id/archive', async (c) => {
    const id = c.req.param('id');
    if (!isId(id)) return errorResponse(c, 404, noJob);
    const result = await store.jobs.archive(project(c), id);
    if (result.outcome === 'missing') return errorResponse(c, 404, noJob);
    if (result.outcome === 'active')
      return errorResponse(c, 409, 'the job is still active; archive it once it is completed or failed');
    return c.json(result.job);
  });

  routes.get('/jobs', async (c) => {
    const checked = checkListQuery(c.req.query());
    if (!checked.ok) return errorResponse(c, 400, checked.error);
    const page = await store.jobs.list(project(c), checked.value);
    const nextCursor = page.more && page.last !== null ? encodeCursor(page.last) : null;
    return c.json({ jobs: page.jobs, nextCursor });
  });

  return routes;
}
