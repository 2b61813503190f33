// `GET /_docwright/health` (docs/server.md, Running in production): 200 while the store
// answers, 503 when it fails or goes silent, on both stores, through `app.request` (the probe's
// HTTP side needs no socket; the database's connection is real, cut by a TCP relay).
import { createServer, type Server, Socket } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthPath, healthRoutes, openStore } from '../src/index.ts';
import { buildFixture } from './fixture-site.ts';
import { siteApp } from './helpers/app.ts';
import { backends, settingsFor } from './helpers/backends.ts';

let dist: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Health',
      navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nHealthy home.\n',
  });
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

describe.each(backends)('the health check on the %s store', (backend) => {
  it('answers 200 {"status":"ok"} to GET and HEAD, never cached, while the store answers', async () => {
    const store = await openStore(await settingsFor(backend));
    cleanups.push(() => store.close());
    const { app } = await siteApp(dist, { store });
    const response = await app.request(healthPath);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.text()).toBe('{"status":"ok"}');
    const head = await app.request(healthPath, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe('no-store');
    expect(await head.text()).toBe('');
    // The site is still served beside it.
    expect(await (await app.request('/')).text()).toContain('Healthy home.');
  });

  it('answers 503 with a reason once the store is closed, and the site is still served', async () => {
    const store = await openStore(await settingsFor(backend));
    const { app } = await siteApp(dist, { store });
    expect((await app.request(healthPath)).status).toBe(200);
    await store.close();
    // The closed database really refuses queries; the health check says so.
    await expect(store.ping()).rejects.toThrow();
    const response = await app.request(healthPath);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'unavailable', reason: 'the database does not answer' });
    const head = await app.request(healthPath, { method: 'HEAD' });
    expect(head.status).toBe(503);
    expect(await (await app.request('/')).text()).toContain('Healthy home.');
  });
});

/**
 * A TCP relay to PostgreSQL that can be cut like a network partition: connections stay open, bytes
 * stop flowing both ways.
 */
async function partitionableRelay(
  target: URL,
): Promise<{ url: string; cut(): void; close(): Promise<void> }> {
  const sockets: Socket[] = [];
  let cut = false;
  const relay: Server = createServer((client) => {
    const upstream = new Socket();
    sockets.push(client, upstream);
    upstream.connect(Number(target.port), target.hostname);
    client.on('data', (chunk) => {
      if (!cut) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!cut) client.write(chunk);
    });
    for (const socket of [client, upstream]) socket.on('error', () => undefined);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const port = (relay.address() as { port: number }).port;
  const url = new URL(target);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    cut: () => {
      cut = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        relay.close(() => resolve());
      }),
  };
}

describe('the health check on PostgreSQL cut off by the network', () => {
  it('answers 503 once the database stays silent past the time limit, and logs it once', async () => {
    const settings = await settingsFor('postgres');
    const relay = await partitionableRelay(new URL(settings.databaseUrl as string));
    cleanups.push(() => relay.close());
    const store = await openStore({ ...settings, databaseUrl: relay.url });
    // Closed after the relay, whose sockets are then gone: the pool does not wait on them.
    cleanups.push(() => relay.close().then(() => store.close()));
    const logged: unknown[] = [];
    const app = new Hono().route(
      '/',
      healthRoutes({ store, timeoutMs: 500, logError: (e) => logged.push(e) }),
    );
    expect((await app.request(healthPath)).status).toBe(200);
    relay.cut();
    const started = performance.now();
    const [first, second] = await Promise.all([app.request(healthPath), app.request(healthPath)]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
    for (const response of [first, second]) {
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        status: 'unavailable',
        reason: 'the database did not answer within 500 ms',
      });
    }
    expect((await app.request(healthPath)).status).toBe(503);
    // Three failing probes, one line on the terminal.
    expect(logged).toHaveLength(1);
  });
});
