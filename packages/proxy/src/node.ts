import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Runs a Web handler for a Node request, streaming its answer (server-sent events flush as they come). */
export async function handleNodeRequest(
  handler: (request: Request) => Promise<Response>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const headers = new Headers();
  for (let i = 0; i + 1 < request.rawHeaders.length; i += 2)
    headers.append(request.rawHeaders[i] ?? '', request.rawHeaders[i + 1] ?? '');
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const webRequest = new Request(new URL(request.url ?? '/', 'http://localhost'), {
    method,
    headers,
    ...(hasBody && { body: Readable.toWeb(request) as ReadableStream<Uint8Array>, duplex: 'half' }),
  });
  const webResponse = await handler(webRequest);
  const rawHeaders: string[] = [];
  for (const [name, value] of webResponse.headers) rawHeaders.push(name, value);
  response.writeHead(webResponse.status, webResponse.statusText || undefined, rawHeaders);
  response.flushHeaders();
  if (!webResponse.body || method === 'HEAD') {
    await webResponse.body?.cancel();
    response.end();
    return;
  }
  const body = Readable.fromWeb(webResponse.body as import('node:stream/web').ReadableStream<Uint8Array>);
  // A body cut short (too large, upstream gone) must reach the reader as a failed response, not a complete one.
  await pipeline(body, response).catch(() => response.destroy());
}
