/** Headers about one connection, never passed on by a proxy (RFC 9110 7.6.1). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Headers that describe the reader's request to the docs site rather than to the API: the docs
 * site's cookies, its origin (an API must not take the call for one from the docs site),
 * the browser's fetch metadata and forwarding headers added in front of the docs host.
 */
const docsSiteOnly = new Set([
  'host',
  'cookie',
  'origin',
  'referer',
  'content-length',
  'accept-encoding',
  'forwarded',
]);
const docsSiteOnlyPrefixes = ['x-docwright-', 'sec-fetch-', 'x-forwarded-'];

export const targetHeader = 'x-docwright-target';
export const methodHeader = 'x-docwright-method';
/** The reader's cookies for the API, sent as `cookie` upstream. */
export const cookieHeader = 'x-docwright-cookie';
/** The upstream's `Set-Cookie`s, which must never land on the docs origin. */
export const setCookieHeader = 'x-docwright-set-cookie';
/** `forwarded`, `refused` or `error`: tells the playground who answered. */
export const outcomeHeader = 'x-docwright-proxy';

/** The headers to send upstream for the browser's request to the proxy. */
export function upstreamRequestHeaders(incoming: Headers): Headers {
  const dropped = connectionHeaders(incoming);
  const headers = new Headers();
  for (const [name, value] of incoming) {
    if (hopByHop.has(name) || dropped.has(name) || docsSiteOnly.has(name)) continue;
    if (docsSiteOnlyPrefixes.some((prefix) => name.startsWith(prefix))) continue;
    headers.append(name, value);
  }
  const cookie = incoming.get(cookieHeader);
  if (cookie) headers.set('cookie', cookie);
  return headers;
}

/** The headers to answer the browser with; `decoded` when the transport already undid `content-encoding`. */
export function proxiedResponseHeaders(upstream: Headers, decoded: boolean): Headers {
  const dropped = connectionHeaders(upstream);
  const headers = new Headers();
  for (const [name, value] of upstream) {
    if (hopByHop.has(name) || dropped.has(name) || name === 'set-cookie') continue;
    if (name.startsWith('x-docwright-')) continue;
    if (decoded && (name === 'content-encoding' || name === 'content-length')) continue;
    headers.append(name, value);
  }
  for (const cookie of upstream.getSetCookie()) headers.append(setCookieHeader, cookie);
  // The answer is data for the playground, never a document of the docs origin.
  headers.set('content-security-policy', 'sandbox');
  headers.set('x-content-type-options', 'nosniff');
  headers.set(outcomeHeader, 'forwarded');
  return headers;
}

/** Headers that `Connection` names as hop-by-hop for this connection. */
function connectionHeaders(headers: Headers): Set<string> {
  const listed = headers.get('connection') ?? '';
  return new Set(
    listed
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
}
