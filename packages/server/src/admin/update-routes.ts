// `/v2/project/{projectId}/update`: queue a rebuild of the project's site, and read its state.
import { Hono } from 'hono';
import type { SiteUpdate } from '../store/updates.ts';
import type { AdminAppOptions } from './app.ts';
import type { AdminEnv } from './auth.ts';
import { errorResponse } from './errors.ts';
import { isId } from './validate.ts';

/** The update as the API shows it (the project is in the path already). */
function updateView(update: SiteUpdate) {
  const { projectId: _, ...view } = update;
  return view;
}

export function updateRoutes({ store, settings, onQueued }: AdminAppOptions): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.post('/update', async (c) => {
    const projectId = c.get('identity').projectId;
    if (!settings.projects.some((p) => p.id === projectId))
      return errorResponse(
        c,
        404,
        'this project has no site repository configured on this server (projects in the server config file)',
      );
    const update = await store.updates.create(projectId);
    onQueued?.();
    return c.json({ id: update.id, status: update.status }, 202);
  });

  routes.get('/update/:id', async (c) => {
    const id = c.req.param('id');
    const update = isId(id) ? await store.updates.get(c.get('identity').projectId, id) : null;
    return update === null
      ? errorResponse(c, 404, 'no such update in this project')
      : c.json(updateView(update));
  });

  return routes;
}
