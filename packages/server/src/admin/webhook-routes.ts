// `POST /v2/project/{projectId}/webhook`: the git host's push events (docs/server.md, Automatic
// updates). Not behind an API key: the project's webhook secret signs each delivery instead.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { clientLimitKeyOf } from '../client-address.ts';
import { idPattern } from '../settings/projects.ts';
import type { ServerSettings } from '../settings/settings.ts';
import { readPushEvent, verifiedDelivery } from '../updates/push-event.ts';
import type { UpdateTriggers } from '../updates/triggers.ts';
import { errorResponse } from './errors.ts';
import { RateLimiter } from './rate-limit.ts';

/** GitHub lists at most 20 commits in a push event; a megabyte holds that many times over. */
export const webhookBodyLimitBytes = 1024 * 1024;

const noSecret = randomBytes(32).toString('hex');

export const webhookPath = '/v2/project/:projectId/webhook';

type WebhookSettings = Pick<ServerSettings, 'projects' | 'authFailuresPerMinute' | 'trustedProxies'>;

export function webhookRoutes(settings: WebhookSettings, triggers: UpdateTriggers): Hono {
  const routes = new Hono();
  // Deliveries that fail the signature check, per client: past the limit a client's deliveries are
  // refused before their body is read or hashed, so unsigned megabytes cannot keep the server busy.
  const failures = new RateLimiter(settings.authFailuresPerMinute);
  routes.post(
    webhookPath,
    async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    },
    async (c, next) => {
      const blocked = failures.peek(clientLimitKeyOf(c, settings.trustedProxies));
      if (blocked.allowed) return next();
      c.header('Retry-After', String(blocked.retryAfter));
      return errorResponse(
        c,
        429,
        `too many unsigned deliveries from this address; retry in ${blocked.retryAfter} s`,
      );
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
      if (!project?.webhookSecret || !verified) {
        failures.take(clientLimitKeyOf(c, settings.trustedProxies));
        return errorResponse(c, 401, 'the delivery is not signed with this project’s webhook secret');
      }
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
