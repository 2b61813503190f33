// `POST /v2/project/{projectId}/webhook`: the git host's push events (docs/server.md, Automatic
// updates). Not behind an API key: the project's webhook secret signs each delivery instead.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { idPattern } from '../settings/projects.ts';
import type { ServerSettings } from '../settings/settings.ts';
import { readPushEvent, verifiedDelivery } from '../updates/push-event.ts';
import type { UpdateTriggers } from '../updates/triggers.ts';
import { errorResponse } from './errors.ts';

/** GitHub lists at most 20 commits in a push event; a megabyte holds that many times over. */
export const webhookBodyLimitBytes = 1024 * 1024;

const noSecret = randomBytes(32).toString('hex');

export const webhookPath = '/v2/project/:projectId/webhook';

export function webhookRoutes(settings: Pick<ServerSettings, 'projects'>, triggers: UpdateTriggers): Hono {
  const routes = new Hono();
  routes.post(
    webhookPath,
    async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    },
    bodyLimit({
      maxSize: webhookBodyLimitBytes,
      onError: (c) => errorResponse(c, 413, `the webhook body is larger than ${webhookBodyLimitBytes} bytes`),
    }),
    async (c) => {
      const projectId = c.req.param('projectId');
      const project = idPattern.test(projectId)
        ? settings.projects.find((p) => p.id === projectId)
        : undefined;
      const body = new Uint8Array(await c.req.arrayBuffer());
      const header = (name: string) => c.req.header(name);
      // An unknown project, one without a webhook secret and a wrong signature look the same, and
      // take the same work: a signature is checked against a random secret when there is none.
      const verified = verifiedDelivery(project?.webhookSecret ?? noSecret, body, header);
      if (!project?.webhookSecret || !verified)
        return errorResponse(c, 401, 'the delivery is not signed with this project’s webhook secret');
      const event = readPushEvent(body, header);
      if (event === null) return errorResponse(c, 400, 'the webhook body must be the git host’s JSON event');
      if (event.kind === 'ping') return c.json({ ok: true, event: 'ping' });
      if (event.kind === 'other')
        return c.json({ ignored: `"${event.event}" events do not update the site; send push events` });
      const branch = project.ref ?? event.defaultBranch;
      const watched = branch === null ? null : `refs/heads/${branch}`;
      // A project that builds a tag follows pushes of that tag.
      const tag = project.ref === null ? null : `refs/tags/${project.ref}`;
      if (event.ref !== watched && event.ref !== tag)
        return c.json({
          ignored: `a push to ${event.ref}; this project builds ${watched ?? 'its default branch'}`,
        });
      triggers.request(project.id, 'webhook');
      return c.json({ accepted: `an update of ${project.id} from ${event.ref}` }, 202);
    },
  );
  return routes;
}
