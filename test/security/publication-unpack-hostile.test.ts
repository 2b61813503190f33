// A publication in the shared database is input like any other (docs/server.md, Scale-out):
// rows naming files outside the site folder, content that does not match its hash, a build with
// symbolic links, another project's publication: none of it is written outside the instance's
// site folder, and none of it is served for this project.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  createServerApp,
  loadServerSettings,
  openStore,
  PublicationInputError,
  SharedPublications,
  SiteHost,
  type Store,
} from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tempDir } from '../../packages/server/test/helpers/backends.ts';
import { type PostgresCluster, startPostgres } from '../../packages/server/test/helpers/postgres.ts';
import { queryOnce } from '../../packages/server/test/helpers/sql.ts';
import { buildFixture } from './serve-helpers.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const docsJson = JSON.stringify({ name: 'Acme', theme: 'mint', navigation: { pages: ['index'] } });
const page = (text: string) => `---\ntitle: Welcome\ndescription: The docs.\n---\n\n${text}\n`;

let cluster: PostgresCluster;
let databaseUrl: string;
let store: Store;
let shared: SharedPublications;
let app: ReturnType<typeof createServerApp>;
let dataDir: string;
let goodSite: string;
let goodId: string;
const logged: string[] = [];

function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return queryOnce<T>(databaseUrl, text, params);
}

/** A copy of `from`'s rows as a new publication of `projectId`, with `extra` file rows added. */
async function forge(
  projectId: string,
  from: string,
  extra: Array<{ path: string; hash: string }>,
): Promise<string> {
  const id = `${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
  await sql('INSERT INTO projects (id) VALUES ($1) ON CONFLICT (id) DO NOTHING', [projectId]);
  await sql('INSERT INTO site_publications (id, project_id, files, bytes) VALUES ($1, $2, 0, 0)', [
    id,
    projectId,
  ]);
  await sql(
    'INSERT INTO site_publication_files (publication_id, path, hash) SELECT $1, path, hash FROM site_publication_files WHERE publication_id = $2',
    [id, from],
  );
  for (const file of extra)
    await sql('INSERT INTO site_publication_files (publication_id, path, hash) VALUES ($1, $2, $3)', [
      id,
      file.path,
      file.hash,
    ]);
  return id;
}

async function served(): Promise<string> {
  return (await app.request('http://docs.test/')).text();
}

beforeAll(async () => {
  cluster = await startPostgres();
  databaseUrl = await cluster.createDatabase();
  dataDir = tempDir('docwright-unpack-');
  const settings = loadServerSettings({
    DOCWRIGHT_DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    DOCWRIGHT_WORK_DIR: join(dataDir, 'work'),
  });
  store = await openStore(settings);
  const site = await SiteHost.open(
    await buildFixture({ 'docs.json': docsJson, 'index.mdx': page('The starting site.') }),
  );
  shared = await SharedPublications.start({
    databaseUrl,
    publications: store.sitePublications,
    site,
    projectId: 'acme',
    dataDir,
    workDir: settings.workDir,
    checkMs: 600_000,
    log: (line) => logged.push(line),
  });
  app = createServerApp({ site, store });
  goodSite = await buildFixture({ 'docs.json': docsJson, 'index.mdx': page('The good publication.') });
  await shared.publishSite('acme', goodSite);
  goodId = (await store.sitePublications.latest('acme'))?.id ?? '';
  expect(await served()).toContain('The good publication.');
});

afterAll(async () => {
  await shared?.stop();
  await store?.close();
  cluster?.stop();
});

describe('hostile publications', () => {
  const outside = join(tmpdir(), `docwright-abs-${randomBytes(6).toString('hex')}.html`);
  const hostilePaths = [
    '../escape.html',
    '../../escape.html',
    'a/../../escape.html',
    outside,
    `/${outside}`,
    './index.html',
    'a//b.html',
    'a\\..\\..\\escape.html',
    '',
  ];

  it.each(hostilePaths)(
    'a file named %j is refused and nothing is written outside the site',
    async (path) => {
      const [file] = await store.sitePublications.files('acme', goodId);
      const id = await forge('acme', goodId, [{ path, hash: file?.hash ?? '' }]);
      await shared.sync();
      expect(await served()).toContain('The good publication.');
      expect(logged.some((line) => line.includes(id) && line.includes('outside the site folder'))).toBe(true);
      for (const place of [
        join(dataDir, 'escape.html'),
        join(dataDir, 'sites', 'escape.html'),
        join(dataDir, 'sites', 'acme', 'escape.html'),
        join(dataDir, 'work', 'escape.html'),
        outside,
      ])
        expect(existsSync(place), place).toBe(false);
      expect(existsSync(join(dataDir, 'sites', 'acme', id))).toBe(false);
    },
  );

  it('content that does not match its hash is refused', async () => {
    const fake = 'f'.repeat(64);
    await sql('INSERT INTO site_blobs (hash, content) VALUES ($1, $2)', [
      fake,
      Buffer.from('<html>Tampered.</html>'),
    ]);
    const id = await forge('acme', goodId, [{ path: 'tampered.html', hash: fake }]);
    await shared.sync();
    expect(logged.some((line) => line.includes(id) && line.includes('does not match its content hash'))).toBe(
      true,
    );
    expect((await app.request('http://docs.test/tampered')).status).toBe(404);
  });

  it('a build holding a symbolic link is not published', async () => {
    const site = await buildFixture({ 'docs.json': docsJson, 'index.mdx': page('With a link.') });
    const secret = join(tempDir('docwright-secret-'), 'secret.txt');
    writeFileSync(secret, 'the host secret');
    mkdirSync(join(site, 'linked'), { recursive: true });
    symlinkSync(secret, join(site, 'linked', 'secret.txt'));
    const before = await store.sitePublications.latest('acme');
    await expect(shared.publishSite('acme', site)).rejects.toThrow(PublicationInputError);
    expect((await store.sitePublications.latest('acme'))?.id).toBe(before?.id);
    const blobs = await sql<{ n: string }>('SELECT count(*) AS n FROM site_blobs WHERE content = $1', [
      Buffer.from('the host secret'),
    ]);
    expect(Number(blobs[0]?.n)).toBe(0);
    expect(await served()).toContain('The good publication.');
  });

  it("another project's publication is never served for this project, whatever the notification says", async () => {
    const other = await buildFixture({ 'docs.json': docsJson, 'index.mdx': page("Another project's site.") });
    const recorded = await store.sitePublications.record('other', other);
    await sql("SELECT pg_notify('docwright_publications', 'acme')");
    await shared.sync();
    expect(await served()).not.toContain("Another project's site.");
    expect(await store.sitePublications.files('acme', recorded.id)).toEqual([]);
    expect(await served()).toContain('The good publication.');
  });
});
