import { isIP } from 'node:net';
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

/**
 * The key a per-client limit counts an address under: an IPv6 client by its /64 (one household or
 * server gets a whole /64, so counting single addresses would give it 2^64 buckets), any other
 * address as it is. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function clientLimitKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1] as string;
  if (!isIP6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]?.split('::') ?? [];
  const left = head === '' ? [] : head.split(':');
  const right = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The key per-client limits count the request's client under: `clientLimitKey(clientAddress(...))`. */
export function clientLimitKeyOf(c: Context, trustedProxies: number): string {
  return clientLimitKey(clientAddress(c, trustedProxies));
}

const isIP6 = (address: string) => isIP(address.split('%')[0] ?? '') === 6;
