import type { LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

interface UpstreamRequest {
  readonly method: string;
  readonly headers: Headers;
  readonly body: Uint8Array | undefined;
  readonly signal: AbortSignal;
}

interface UpstreamResponse {
  readonly response: Response;
  /** The body was already decoded, so `content-encoding` and `content-length` no longer describe it. */
  readonly decoded: boolean;
}

/** Sends one request (no redirects followed) to `url`, connecting only to the checked `addresses`. */
export type Transport = (
  url: URL,
  request: UpstreamRequest,
  addresses: readonly LookupAddress[],
) => Promise<UpstreamResponse>;

/**
 * node:http(s) with a `lookup` that returns the addresses the proxy already checked: the host name
 * still drives TLS (SNI, certificate), but no second DNS answer can point the connection elsewhere.
 * No `accept-encoding` is sent, so bodies pass through as the server sent them.
 */
export const pinnedTransport: Transport = (url, { method, headers, body, signal }, addresses) =>
  new Promise((resolve, reject) => {
    const lookup: LookupFunction = (_hostname, options, callback) => {
      const first = addresses[0];
      if (options.all) callback(null, [...addresses]);
      else if (first) callback(null, first.address, first.family);
      else callback(new Error('no checked address'), '', 0);
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(url, {
      method,
      headers: Object.fromEntries(headers),
      signal,
      lookup,
      // A fresh connection per request: pooled sockets would outlive the check that allowed them.
      agent: false,
    });
    request.on('error', reject);
    request.on('response', (incoming) => {
      const status = incoming.statusCode ?? 0;
      if (status < 200 || status > 599) {
        incoming.destroy();
        reject(new Error(`the server answered with status ${status}`));
        return;
      }
      const responseHeaders = new Headers();
      for (let i = 0; i + 1 < incoming.rawHeaders.length; i += 2)
        responseHeaders.append(incoming.rawHeaders[i] ?? '', incoming.rawHeaders[i + 1] ?? '');
      const empty = method === 'HEAD' || [204, 205, 304].includes(status);
      if (empty) incoming.resume();
      const stream = empty ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
      resolve({
        response: new Response(stream, {
          status,
          statusText: incoming.statusMessage ?? '',
          headers: responseHeaders,
        }),
        decoded: false,
      });
    });
    request.end(body);
  });

/** A caller's `fetch` (a serverless runtime's, say): it resolves names itself, and decodes bodies as fetch does. */
export function fetchTransport(fetchImpl: typeof fetch): Transport {
  return async (url, { method, headers, body, signal }) => {
    const response = await fetchImpl(url, {
      method,
      headers,
      ...(body && { body }),
      redirect: 'manual',
      signal,
    });
    return { response, decoded: response.headers.has('content-encoding') };
  };
}
