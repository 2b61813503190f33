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

/** Why a project cannot be updated by hand on this server. */
export const noSiteRepository =
  'this project has no site repository configured on this server (projects in the server config file)';

/**
 * Queues a manual update of the project, as `POST /v2/project/{projectId}/update` does (the
 * dashboard's Update button too); null when the server has no site repository for the project.
 */
export async function queueManualUpdate(
  { store, settings, onQueued }: Pick<AdminAppOptions, 'store' | 'settings' | 'onQueued'>,
  projectId: string,
): Promise<SiteUpdate | null> {
  if (!settings.projects.some((p) => p.id === projectId)) return null;
  const update = await store.updates.create(projectId);
  onQueued?.();
  return update;
}

export function updateRoutes(options: AdminAppOptions): Hono<AdminEnv> {
  const { store } = options;
  const routes = new Hono<AdminEnv>();

  routes.post('/update', async (c) => {
    const update = await queueManualUpdate(options, c.get('identity').projectId);
    if (update === null) return errorResponse(c, 404, noSiteRepository);
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
