// The health check (docs/server.md, Running in production) answers a load balancer that has
// no reader cookie while every page stays behind sign-in, and tells it nothing but ok or not:
// no versions, paths, settings or error text, healthy or failing.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createServerApp,
  healthPath,
  listen,
  loadServerSettings,
  openStore,
  ReaderTokens,
  type RunningServer,
  SiteHost,
} from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/cli.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import {
  buildFixture,
  type DocsProcess,
  get,
  loginUrl,
  readerSecret,
  runDocsProcess,
  servedUrl,
  signIn,
} from './serve-helpers.ts';

let dist: string;
let dataDir: string;
const running: DocsProcess[] = [];
const servers: RunningServer[] = [];

const page = (title: string) =>
  `---\ntitle: ${title}\ndescription: ${title} page\n---\n\n${title} body text.\n`;
const auth = { secret: readerSecret, loginUrl };

beforeAll(async () => {
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Health behind sign-in',
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide'] }] },
    }),
    'index.mdx': page('Home'),
    'guide.mdx': page('Guide'),
  });
  dataDir = seedEmbeddedStore(
    join(await mkdtemp(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), 'health-')), 'data'),
  );
});

afterAll(async () => {
  await Promise.all(running.map((docs) => docs.stop()));
  await Promise.all(servers.map((server) => server.close()));
});

/** What an answer must not carry: versions, the folders it runs from, settings. */
function expectNothingLeaks(headers: Headers, body: string) {
  const names = [...headers.keys()];
  for (const name of ['server', 'x-powered-by', 'set-cookie', 'via']) expect(names).not.toContain(name);
  const everything = `${[...headers].map(([name, value]) => `${name}: ${value}`).join('\n')}\n${body}`;
  for (const secret of [
    process.version,
    process.version.slice(1),
    '0.1.0',
    repoRoot,
    dist,
    dataDir,
    readerSecret,
    'pglite',
    'postgres',
    'DOCWRIGHT',
  ])
    expect(everything.toLowerCase()).not.toContain(secret.toLowerCase());
}

describe('GET /_docwright/health under reader sign-in', () => {
  it('answers the real docs serve process without a cookie, while its pages ask readers to sign in', async () => {
    const docs = runDocsProcess(['serve', dist, '--port', '0'], {
      DOCWRIGHT_DATA_DIR: dataDir,
      DOCWRIGHT_READER_AUTH_SECRET: readerSecret,
      DOCWRIGHT_READER_LOGIN_URL: loginUrl,
    });
    running.push(docs);
    const url = await servedUrl(docs);
    const server = { url, close: async () => undefined };
    const health = await get(server, healthPath);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const body = await health.text();
    expect(body).toBe('{"status":"ok"}');
    expectNothingLeaks(health.headers, body);
    const head = await fetch(`${url}${healthPath}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expectNothingLeaks(head.headers, await head.text());
    // Nothing else opens up: pages, their twins and unknown _docwright paths still need a reader.
    for (const path of ['/', '/guide', '/guide.md', `${healthPath}/../guide`]) {
      const response = await get(server, path);
      expect(response.status, path).not.toBe(200);
      expect(await response.text(), path).not.toContain('body text');
    }
    // A health path with more after it is not the health check.
    const longer = await get(server, `${healthPath}/details`);
    expect(longer.status).not.toBe(200);
    expect(await longer.text()).not.toContain('"status"');
    // Signed in, the same pages are there: sign-in really guards them.
    const cookie = await signIn(server, []);
    expect(await (await get(server, '/guide', cookie)).text()).toContain('Guide body text.');
  });

  it('says only that the database does not answer when its store fails, still without a cookie', async () => {
    const settings = loadServerSettings({
      DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(dataDir, '..', 'closed')),
    });
    const store = await openStore(settings);
    const readerAuth = { settings: auth, tokens: new ReaderTokens(auth) };
    const server = await listen(
      createServerApp({ site: await SiteHost.open(dist, readerAuth), readerAuth, store }),
      { port: 0, host: '127.0.0.1' },
    );
    servers.push(server);
    await store.close();
    const response = await get(server, healthPath);
    expect(response.status).toBe(503);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: 'unavailable', reason: 'the database does not answer' });
    expectNothingLeaks(response.headers, body);
    expect(body).not.toContain(settings.dataDir);
    expect(body.toLowerCase()).not.toContain('closed');
    expect((await get(server, '/guide')).status).not.toBe(200);
  });
});
