// Every admin API error is `{"error": "<message>"}` with a status; messages never carry internals.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string): Response {
  return c.json({ error: message }, status);
}
