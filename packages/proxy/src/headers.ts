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
const cookieHeader = 'x-docwright-cookie';
/** The upstream's `Set-Cookie`s, which must never land on the docs origin. */
const setCookieHeader = 'x-docwright-set-cookie';
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

/**
 * Upstream response headers the reader gets under their own name: they describe the API's answer
 * (its body, validators, rate limits, tracing), and a browser acts on none of them for the docs
 * origin the answer arrives from. Any other header may act on that origin (Set-Cookie,
 * Clear-Site-Data, Strict-Transport-Security, CORS, Refresh, Link, Alt-Svc, WWW-Authenticate,
 * reporting, feature and isolation policies, caching...): it comes renamed
 * `x-docwright-upstream-<name>`, which the playground still shows and the browser ignores.
 */
const describingHeaders = new Set([
  'accept-ranges',
  'allow',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-length',
  'content-range',
  'content-type',
  'date',
  'deprecation',
  'etag',
  'idempotency-key',
  'last-modified',
  'ratelimit',
  'ratelimit-limit',
  'ratelimit-policy',
  'ratelimit-remaining',
  'ratelimit-reset',
  'request-id',
  'retry-after',
  'server',
  'sunset',
  'traceparent',
  'traceresponse',
  'tracestate',
]);
/** `x-` headers that browsers act on; other `x-` headers (`x-request-id`, `x-ratelimit-*`) pass as they are. */
const actingExtensionHeaders = new Set([
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-robots-tag',
  'x-ua-compatible',
  'x-xss-protection',
]);
/** Where headers the browser could act on go, inert. */
const upstreamHeaderPrefix = 'x-docwright-upstream-';

/** Whether a browser reads `name` on a proxied answer only as information about the API's response. */
function describesResponse(name: string): boolean {
  if (describingHeaders.has(name)) return true;
  return name.startsWith('x-') && !name.startsWith('x-docwright-') && !actingExtensionHeaders.has(name);
}

/** The headers to answer the browser with; `decoded` when the transport already undid `content-encoding`. */
export function proxiedResponseHeaders(upstream: Headers, decoded: boolean): Headers {
  const dropped = connectionHeaders(upstream);
  const headers = new Headers();
  for (const [name, value] of upstream) {
    if (hopByHop.has(name) || dropped.has(name) || name === 'set-cookie') continue;
    if (decoded && (name === 'content-encoding' || name === 'content-length')) continue;
    headers.append(describesResponse(name) ? name : `${upstreamHeaderPrefix}${name}`, value);
  }
  for (const cookie of upstream.getSetCookie()) headers.append(setCookieHeader, cookie);
  // The answer is data for the playground, never a document of the docs origin, nor one to keep.
  headers.set('content-security-policy', 'sandbox');
  headers.set('x-content-type-options', 'nosniff');
  headers.set('cache-control', 'no-store');
  headers.set(outcomeHeader, 'forwarded');
  return headers;
}

/**
 * Request headers that carry no credential, kept on a redirect to another origin: the playground
 * sends API keys in headers of any name (`x-api-key`, `api-key`, a spec's own), so every other
 * header is dropped there, as fetch drops `Authorization`.
 */
const credentialFreeHeaders = new Set([
  'accept',
  'accept-language',
  'content-encoding',
  'content-language',
  'content-type',
  'user-agent',
]);

/** The headers of a request redirected to another origin: only those that cannot carry a credential. */
export function crossOriginRedirectHeaders(headers: Headers): Headers {
  const kept = new Headers();
  for (const [name, value] of headers) if (credentialFreeHeaders.has(name)) kept.append(name, value);
  return kept;
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
