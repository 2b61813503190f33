// Issue 21, finding 4: a list cursor whose position is past PostgreSQL's bigint is a bad request
// (400 with a JSON error), not a database error (500), on every admin list endpoint.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createAdminApp,
  listen,
  loadServerSettings,
  openStore,
  type RunningServer,
  type Store,
} from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';

let store: Store;
let server: RunningServer;
let key: string;
const errors: unknown[] = [];

beforeAll(async () => {
  const dataDir = seedEmbeddedStore(
    await mkdtemp(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), 'cursor-data-')),
  );
  const settings = loadServerSettings({
    DOCWRIGHT_DATA_DIR: dataDir,
    DOCWRIGHT_SECRET: 'a-server-secret-for-the-test-0123456789',
  });
  store = await openStore(settings);
  key = (await store.keys.create('acme')).key;
  server = await listen(createAdminApp({ store, settings, logError: (error) => errors.push(error) }), {
    port: 0,
    host: '127.0.0.1',
  });
});

afterAll(async () => {
  await server?.close();
  await store?.close();
});

const cursor = (position: string) => Buffer.from(`j1:${position}`).toString('base64url');
const list = (path: string, position: string) =>
  fetch(`${server.url}${path}?cursor=${cursor(position)}`, { headers: { authorization: `Bearer ${key}` } });

describe('admin API: list cursors out of range', () => {
  for (const path of ['/v2/agent/acme/jobs', '/v2/project/acme/feedback'])
    it(`answers 400 with a JSON error on ${path}`, async () => {
      for (const position of ['9223372036854775808', '9999999999999999999']) {
        const response = await list(path, position);
        expect(response.status, position).toBe(400);
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        const body = await response.json();
        expect(body).toEqual({ error: expect.stringContaining('cursor') });
        expect(JSON.stringify(body)).not.toMatch(/out of range|bigint|stack/i);
      }
      // The largest position there can be is a valid cursor: an empty page.
      const last = await list(path, '9223372036854775807');
      expect(last.status).toBe(200);
      expect(errors).toEqual([]);
    });
});
