import type { Context } from 'hono';

/** A host name or bracketed IPv6 address, with an optional port: nothing a URL could be bent by. */
const hostPattern = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the client addressed. Behind `trustedProxies` reverse proxies it is the nearest
 * proxy's `X-Forwarded-Host` and `X-Forwarded-Proto` (a proxy that rewrites `Host`, as nginx does
 * by default, keeps the client's there); with none, the request's own URL, since any client can
 * send those headers.
 */
export function requestOrigin(c: Context, trustedProxies: number): string {
  const url = new URL(c.req.url);
  if (trustedProxies <= 0) return url.origin;
  const host = nearestEntry(c.req.header('x-forwarded-host'));
  const proto = nearestEntry(c.req.header('x-forwarded-proto'))?.toLowerCase();
  const scheme = proto === 'http' || proto === 'https' ? proto : url.protocol.slice(0, -1);
  const authority = host !== undefined && hostPattern.test(host) ? host : url.host;
  return URL.canParse(`${scheme}://${authority}`) ? new URL(`${scheme}://${authority}`).origin : url.origin;
}

/** The entry the nearest proxy wrote: proxies that append to a list append on the right. */
function nearestEntry(header: string | undefined): string | undefined {
  const entry = header?.split(',').at(-1)?.trim();
  return entry === '' ? undefined : entry;
}
