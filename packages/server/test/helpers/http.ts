// Serves a Hono app on 127.0.0.1 (a free port) for the tests, over real HTTP: for the end-to-end
// tests whose jobs run real processes behind the admin API. Tests of the apps alone call
// `app.request` (helpers/app.ts).
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

export interface Listening {
  readonly url: string;
  close(): Promise<void>;
}

export async function listen(app: Hono): Promise<Listening> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
          }),
      });
    });
  });
}
