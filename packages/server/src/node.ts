import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * The server could not listen (the port is taken, the host is not this machine's...); `message`
 * says which, in one line, and `code` is the system's (`EADDRINUSE`...).
 */
export class ListenError extends Error {
  override name = 'ListenError';
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

/** Listens on `host:port` (port 0 picks a free one) and resolves once the server accepts connections. */
export function listen(app: Hono, options: { port: number; host: string }): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port, hostname: options.host },
      (info: AddressInfo) => {
        const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
        resolve({
          url: `http://${host}:${info.port}`,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              if ('closeAllConnections' in server) server.closeAllConnections();
            }),
        });
      },
    );
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, options)));
  });
}

/** A failed `listen` as one line that says what to do. */
export function listenError(
  error: NodeJS.ErrnoException,
  { port, host }: { port: number; host: string },
): ListenError {
  const code = error.code;
  switch (code) {
    case 'EADDRINUSE':
      return new ListenError(`port ${port} on ${host} is in use; pass --port to pick another`, code);
    case 'EACCES':
      return new ListenError(
        `port ${port} on ${host} needs privileges this user does not have; pass --port to pick another (1024 or above)`,
        code,
      );
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ListenError(`${host} is not an address of this machine; pass --host to pick another`, code);
    default:
      return new ListenError(`cannot listen on port ${port} on ${host} (${code ?? error.message})`, code);
  }
}
