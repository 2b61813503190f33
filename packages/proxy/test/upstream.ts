import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ApiSpec, parseSpec } from '@docwright/api-model';

export interface EchoedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** The body's bytes, base64. */
  body: string;
}

export interface TestUpstream {
  readonly origin: string;
  readonly port: number;
  /** When the SSE route sent its last event (ms since epoch), once it has. */
  lastEventSentAt: number | undefined;
  close(): Promise<void>;
}

/**
 * A test API on 127.0.0.1: `/echo*` answers with the request it got; `/events` sends three
 * server-sent events 200 ms apart; `/slow` waits 2 s; `/large` sends 2 MB with a length, `/large-stream`
 * without; `/redirect?to=URL` redirects (to itself without `to`); `/cookies` sets two cookies.
 */
export async function startUpstream(): Promise<TestUpstream> {
  const upstream: TestUpstream = {
    origin: '',
    port: 0,
    lastEventSentAt: undefined,
    close: () => closeServer(server),
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://upstream');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (url.pathname.startsWith('/echo')) {
      const echoed: EchoedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('base64'),
      };
      response.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
      response.end(JSON.stringify(echoed));
    } else if (url.pathname === '/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (let i = 1; i <= 3; i++) {
        if (i > 1) await new Promise((resolve) => setTimeout(resolve, 200));
        response.write(`id: ${i}\ndata: event ${i}\n\n`);
        if (i === 3) upstream.lastEventSentAt = Date.now();
      }
      response.end();
    } else if (url.pathname === '/slow') {
      const timer = setTimeout(() => response.end('late'), 2000);
      response.on('close', () => clearTimeout(timer));
    } else if (url.pathname === '/large') {
      response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': 2_000_000 });
      response.end(Buffer.alloc(2_000_000, 1));
    } else if (url.pathname === '/large-stream') {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      for (let i = 0; i < 20 && !response.destroyed; i++) response.write(Buffer.alloc(100_000, 2));
      response.end();
    } else if (url.pathname === '/redirect') {
      response.writeHead(Number(url.searchParams.get('status') ?? 302), {
        location: url.searchParams.get('to') ?? '/redirect',
      });
      response.end();
    } else if (url.pathname === '/cookies') {
      response.setHeader('set-cookie', ['session=abc; Path=/; HttpOnly', 'theme=dark']);
      response.end('ok');
    } else {
      response.writeHead(404).end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return Object.assign(upstream, { port, origin: `http://127.0.0.1:${port}` });
}

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** An OpenAPI document with the given server URLs, parsed into the spec model. */
export function specWithServers(
  servers: readonly (string | { url: string; variables?: Record<string, unknown> })[],
  operationServers: readonly string[] = [],
): ApiSpec {
  const document = {
    openapi: '3.1.0',
    info: { title: 'Test API', version: '1' },
    servers: servers.map((server) => (typeof server === 'string' ? { url: server } : server)),
    paths: {
      '/echo': {
        post: {
          summary: 'Echo',
          ...(operationServers.length && { servers: operationServers.map((url) => ({ url })) }),
          responses: { '201': { description: 'The request' } },
        },
      },
    },
  };
  const { spec, diagnostics } = parseSpec(JSON.stringify(document), 'openapi.json');
  if (!spec) throw new Error(`spec did not parse: ${diagnostics.map((d) => d.message).join('; ')}`);
  return spec;
}
