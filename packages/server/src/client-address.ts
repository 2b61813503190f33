import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address of the client that sent the request, for per-client limits. Behind
 * `trustedProxies` reverse proxies, each of which appends the address it was reached from to
 * `X-Forwarded-For`, the client is that many entries from the right of the header and the
 * connection's address; entries further left are whatever the client chose to send. With none
 * (the default) it is the connection's address: anyone can set the header.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  let connection = 'unknown';
  try {
    connection = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not served by Node's HTTP server (a test's `app.request`): one unknown client.
  }
  if (trustedProxies <= 0) return connection;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const chain = [...forwarded, connection];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? connection;
}
