import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  readonly method: string;
  /** The request target exactly as it arrived: path and query, still percent-encoded. */
  readonly target: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface EchoServer {
  readonly origin: string;
  readonly received: ReceivedRequest[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 that records every request and answers `{"ok":true}` (CORS open for the browser target). */
export async function startEchoServer(): Promise<EchoServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const origin = request.headers.origin;
      if (origin) {
        response.setHeader('Access-Control-Allow-Origin', origin);
        response.setHeader('Access-Control-Allow-Credentials', 'true');
      }
      if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
        response.setHeader('Access-Control-Allow-Methods', request.headers['access-control-request-method']);
        response.setHeader(
          'Access-Control-Allow-Headers',
          request.headers['access-control-request-headers'] ?? '',
        );
        response.end();
        return;
      }
      received.push({
        method: request.method ?? '',
        target: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.setHeader('Content-Type', 'application/json');
      response.end('{"ok":true}\n');
    });
  });
  server.keepAliveTimeout = 500;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
