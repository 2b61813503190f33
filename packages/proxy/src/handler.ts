import type { ProxyAllowlist } from './allowlist.ts';
import { checkDestination } from './destination.ts';
import {
  crossOriginRedirectHeaders,
  methodHeader,
  outcomeHeader,
  proxiedResponseHeaders,
  targetHeader,
  upstreamRequestHeaders,
} from './headers.ts';
import { limitBody } from './limit-body.ts';
import { fetchTransport, pinnedTransport, type Transport } from './transport.ts';

export const proxyPath = '/_docwright/proxy';

export interface ProxyOptions {
  /** The origins the site's specs declare; a function is asked on every request, so it can follow spec edits. */
  readonly allowlist: ProxyAllowlist | (() => ProxyAllowlist);
  /** Largest request body forwarded (413 above). Default 10 MiB. */
  readonly maxRequestBytes?: number;
  /** Largest response body passed back (502, or the stream is cut, above). Default 50 MiB. */
  readonly maxResponseBytes?: number;
  /** Limit for the upstream's response headers, and for each silence while its body streams. Default 30 s. */
  readonly timeoutMs?: number;
  /**
   * Sends upstream instead of node:http(s). It resolves names itself, so the addresses the proxy
   * checked are not the ones it connects to: use it only where node:http is unavailable.
   */
  readonly fetch?: typeof fetch;
}

const maxRedirects = 5;
const bodylessMethods = new Set(['GET', 'HEAD']);
const token = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

type Failure = { status: number; outcome: 'refused' | 'error'; message: string };

/** The playground proxy as a Web handler: `POST` with `x-docwright-target` and `x-docwright-method`. */
export function createProxyHandler(options: ProxyOptions): (request: Request) => Promise<Response> {
  const maxRequestBytes = options.maxRequestBytes ?? 10 * 1024 * 1024;
  const maxResponseBytes = options.maxResponseBytes ?? 50 * 1024 * 1024;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const transport = options.fetch ? fetchTransport(options.fetch) : pinnedTransport;
  const allowlist = () => (typeof options.allowlist === 'function' ? options.allowlist() : options.allowlist);

  return async (request) => {
    if (request.method !== 'POST')
      return failure({
        status: 405,
        outcome: 'error',
        message: `The proxy only takes POST, not ${request.method}.`,
      });
    const parsed = parseProxyRequest(request);
    if ('status' in parsed) return failure(parsed);
    const body = bodylessMethods.has(parsed.method) ? undefined : await readBody(request, maxRequestBytes);
    if (body && 'status' in body) return failure(body);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const result = await forward(transport, allowlist(), {
        url: parsed.url,
        method: parsed.method,
        headers: upstreamRequestHeaders(request.headers),
        body,
        signal: controller.signal,
      });
      if (!('response' in result)) return failure(result);
      const { response, decoded } = result;
      const declaredLength = Number(response.headers.get('content-length') ?? 0);
      if (!decoded && declaredLength > maxResponseBytes) {
        controller.abort();
        return failure({
          status: 502,
          outcome: 'error',
          message: `${parsed.url.origin} answered with ${declaredLength} bytes, more than the proxy's limit of ${maxResponseBytes}.`,
        });
      }
      clearTimeout(timer);
      const limited = response.body
        ? limitBody(response.body, {
            maxBytes: maxResponseBytes,
            idleMs: timeoutMs,
            abort: () => controller.abort(),
          })
        : null;
      return new Response(limited, {
        status: response.status,
        statusText: response.statusText,
        headers: proxiedResponseHeaders(response.headers, decoded),
      });
    } catch (error) {
      if (controller.signal.aborted)
        return failure({
          status: 504,
          outcome: 'error',
          message: `${parsed.url.origin} did not answer within ${timeoutMs} ms.`,
        });
      return failure({
        status: 502,
        outcome: 'error',
        message: `Cannot reach ${parsed.url.origin}: ${describeError(error)}.`,
      });
    } finally {
      clearTimeout(timer);
    }
  };
}

function parseProxyRequest(request: Request): { url: URL; method: string } | Failure {
  const target = request.headers.get(targetHeader);
  const method = (request.headers.get(methodHeader) ?? '').toUpperCase();
  if (!target || !method)
    return {
      status: 400,
      outcome: 'error',
      message: `A proxy request names its destination in ${targetHeader} (an absolute URL) and ${methodHeader}.`,
    };
  if (!token.test(method) || method === 'CONNECT')
    return { status: 400, outcome: 'error', message: `"${method}" is not a method the proxy can send.` };
  try {
    return { url: new URL(target), method };
  } catch {
    return {
      status: 400,
      outcome: 'error',
      message: `${targetHeader} must be an absolute URL, got "${target}".`,
    };
  }
}

async function readBody(request: Request, maxBytes: number): Promise<Uint8Array | Failure> {
  const tooLarge: Failure = {
    status: 413,
    outcome: 'refused',
    message: `Refused: the request body is larger than the proxy's limit of ${maxBytes} bytes.`,
  };
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return tooLarge;
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return tooLarge;
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}

interface Attempt {
  url: URL;
  method: string;
  headers: Headers;
  body: Uint8Array | undefined;
  signal: AbortSignal;
}

/** Sends the request, following up to five redirects, each destination checked like the first. */
async function forward(
  transport: Transport,
  allowlist: ProxyAllowlist,
  first: Attempt,
): Promise<Awaited<ReturnType<Transport>> | Failure> {
  let attempt = first;
  for (let redirects = 0; ; redirects++) {
    const check = await abortable(checkDestination(attempt.url, allowlist), attempt.signal);
    if (!check.ok)
      return {
        status: check.status,
        outcome: check.status === 403 ? 'refused' : 'error',
        message: redirects
          ? `${check.reason} (reached through a redirect from ${first.url.origin})`
          : check.reason,
      };
    const result = await transport(attempt.url, attempt, check.addresses);
    const location = result.response.headers.get('location');
    if (![301, 302, 303, 307, 308].includes(result.response.status) || location === null) return result;
    await result.response.body?.cancel();
    if (redirects === maxRedirects)
      return {
        status: 502,
        outcome: 'error',
        message: `${first.url.origin} redirected more than ${maxRedirects} times.`,
      };
    attempt = redirected(attempt, new URL(location, attempt.url), result.response.status);
  }
}

/** The request a redirect asks for, the way fetch builds it. */
function redirected(attempt: Attempt, url: URL, status: number): Attempt {
  // Credentials (in whatever header the API takes them) were meant for the origin the reader
  // chose, not one it redirects to, even when both are declared servers.
  const headers =
    url.origin === attempt.url.origin
      ? new Headers(attempt.headers)
      : crossOriginRedirectHeaders(attempt.headers);
  const becomesGet = status === 303 ? attempt.method !== 'HEAD' : status <= 302 && attempt.method === 'POST';
  if (!becomesGet) return { ...attempt, url, headers };
  for (const name of ['content-type', 'content-encoding', 'content-language', 'content-location'])
    headers.delete(name);
  return { ...attempt, url, headers, method: 'GET', body: undefined };
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

function failure({ status, outcome, message }: Failure): Response {
  return Response.json(
    { error: message },
    { status, headers: { [outcomeHeader]: outcome, 'cache-control': 'no-store' } },
  );
}

function describeError(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const code = (error as NodeJS.ErrnoException).code ?? (cause as NodeJS.ErrnoException | undefined)?.code;
  const message = (error as Error).message ?? String(error);
  return code && !message.includes(code) ? `${message} (${code})` : message;
}
