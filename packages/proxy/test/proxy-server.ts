import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createProxyHandler, handleNodeRequest, type ProxyOptions, proxyPath } from '../src/index.ts';

export interface TestProxy {
  /** Sends `target` through the proxy the way the playground does. */
  call(
    target: string,
    init?: { method?: string; headers?: Record<string, string>; body?: BodyInit },
  ): Promise<Response>;
  close(): Promise<void>;
}

/** The proxy handler behind a real node:http server on 127.0.0.1, as `docs dev` mounts it. */
export async function startProxy(options: ProxyOptions): Promise<TestProxy> {
  const handler = createProxyHandler(options);
  const server = createServer((request, response) => {
    handleNodeRequest(handler, request, response).catch(() => response.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    call: (target, init = {}) =>
      fetch(`http://127.0.0.1:${port}${proxyPath}`, {
        method: 'POST',
        headers: {
          'x-docwright-target': target,
          'x-docwright-method': init.method ?? 'GET',
          ...init.headers,
        },
        ...(init.body !== undefined && { body: init.body, duplex: 'half' }),
      }),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
