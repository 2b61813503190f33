// Several `docs serve` instances on one real PostgreSQL (docs/server.md, Scale-out): each with its
// own data folder, all serving the publication an update stored in the database.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cliUpdateBuilder } from '../../cli/src/update-builder.ts';
import {
  createAdminApp,
  createServerApp,
  type JobRunner,
  loadServerSettings,
  openStore,
  SharedPublications,
  SiteHost,
  type Store,
  startJobRunner,
} from '../src/index.ts';
import { buildFixture } from './fixture-site.ts';
import { tempDir } from './helpers/backends.ts';
import { bareRepository, git } from './helpers/git.ts';
import { type Listening, listen } from './helpers/http.ts';
import { freePort, type PostgresCluster, startPostgres } from './helpers/postgres.ts';
import { queryOnce } from './helpers/sql.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const docsJson = JSON.stringify({ name: 'Acme', theme: 'mint', navigation: { pages: ['index'] } });
const page = (text: string) => `---\ntitle: Welcome\ndescription: The Acme docs.\n---\n\n${text}\n`;

interface Instance {
  readonly url: string;
  readonly dataDir: string;
  readonly store: Store;
  stop(): Promise<void>;
}

let cluster: PostgresCluster;
let databaseUrl: string;
let root: string;
let remote: { path: string; url: string };
let initialSite: string;
const instances: Instance[] = [];

async function startInstance(options: { checkMs?: number; listenUrl?: string } = {}): Promise<Instance> {
  const dataDir = tempDir('docwright-instance-');
  const settings = {
    ...loadServerSettings({
      DOCWRIGHT_DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DOCWRIGHT_WORK_DIR: join(dataDir, 'work'),
    }),
    projects: [{ id: 'acme', repository: remote.url, ref: 'main', siteDir: 'docs' }],
  };
  const store = await openStore(settings);
  const site = await SiteHost.open(initialSite);
  const shared = await SharedPublications.start({
    databaseUrl: options.listenUrl ?? databaseUrl,
    publications: store.sitePublications,
    site,
    projectId: 'acme',
    dataDir,
    workDir: settings.workDir,
    // Long enough that only the notification can explain a switch within seconds.
    checkMs: options.checkMs ?? 600_000,
    log: () => undefined,
  });
  const runner: JobRunner = await startJobRunner({
    store,
    settings,
    pollMs: 200,
    builder: cliUpdateBuilder(),
    publishSite: shared.publishSite,
  });
  const http: Listening = await listen(
    createServerApp({ site, store, api: createAdminApp({ store, settings, onQueued: runner.wake }) }),
  );
  const instance = {
    url: http.url,
    dataDir,
    store,
    stop: async () => {
      await http.close();
      await runner.stop();
      await shared.stop();
      await store.close();
    },
  };
  instances.push(instance);
  return instance;
}

async function home(instance: Instance): Promise<string> {
  return (await fetch(`${instance.url}/`)).text();
}

async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not within ${ms} ms: ${what}`);
}

function push(text: string, config = docsJson): void {
  const clone = join(root, `edit-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  git(root, 'clone', '--quiet', remote.path, clone);
  writeFileSync(join(clone, 'docs/docs.json'), config);
  writeFileSync(join(clone, 'docs/index.mdx'), page(text));
  git(clone, 'commit', '--quiet', '--allow-empty', '-am', text);
  git(clone, 'push', '--quiet', 'origin', 'main');
}

async function runUpdate(instance: Instance, key: string): Promise<{ status: string; summary: string }> {
  const headers = { authorization: `Bearer ${key}` };
  const res = await fetch(`${instance.url}/v2/project/acme/update`, { method: 'POST', headers });
  expect(res.status).toBe(202);
  const { id } = (await res.json()) as { id: string };
  for (let i = 0; i < 3000; i++) {
    const state = (await (
      await fetch(`${instance.url}/v2/project/acme/update/${id}`, { headers })
    ).json()) as {
      status: string;
      summary: string;
    };
    if (state.status === 'success' || state.status === 'failure') return state;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the update did not finish');
}

function sql<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return queryOnce<T>(databaseUrl, text, params);
}

beforeAll(async () => {
  cluster = await startPostgres();
  databaseUrl = await cluster.createDatabase();
  root = tempDir('docwright-shared-');
  remote = bareRepository(root, {
    'docs/docs.json': docsJson,
    'docs/index.mdx': page('Version one.'),
  });
  initialSite = await buildFixture({ 'docs.json': docsJson, 'index.mdx': page('The starting site.') });
});

afterAll(async () => {
  for (const instance of instances.splice(0)) await instance.stop().catch(() => undefined);
  cluster?.stop();
});

describe('publications shared by instances on one PostgreSQL', () => {
  let first: Instance;
  let second: Instance;
  let key: string;

  beforeAll(async () => {
    first = await startInstance();
    second = await startInstance();
    key = (await first.store.keys.create('acme')).key;
  });

  it('an update run through one instance is served by both within 5 seconds', async () => {
    expect(await home(first)).toContain('The starting site.');
    expect(await home(second)).toContain('The starting site.');
    push('Version two.');
    const done = await runUpdate(first, key);
    expect(done.status, done.summary).toBe('success');
    for (const instance of [first, second])
      await until('the new site served', async () => (await home(instance)).includes('Version two.'), 5_000);
    // Each instance keeps its own unpacked copy in its own data folder.
    for (const instance of [first, second])
      expect(readdirSync(join(instance.dataDir, 'sites', 'acme')).length).toBeGreaterThan(0);
  });

  it('a failed update leaves both instances on the previous site and stores nothing', async () => {
    const before = await sql<{ n: string }>('SELECT count(*) AS n FROM site_publications');
    push('Broken.', '{"name": "Acme", "navigation": ');
    const done = await runUpdate(second, key);
    expect(done.status).toBe('failure');
    expect(done.summary).toContain('the site was left as it was');
    expect(await sql<{ n: string }>('SELECT count(*) AS n FROM site_publications')).toEqual(before);
    // Give a (wrong) switch every chance to happen before looking.
    await new Promise((r) => setTimeout(r, 1_000));
    for (const instance of [first, second]) {
      const html = await home(instance);
      expect(html).toContain('Version two.');
      expect(html).not.toContain('Broken.');
    }
  });

  it('an instance started afterwards serves the latest publication at once', async () => {
    const third = await startInstance();
    expect(await home(third)).toContain('Version two.');
  });

  it('an instance whose notifications do not arrive switches at its periodic check', async () => {
    const closed = `postgres://postgres@127.0.0.1:${await freePort()}/nowhere`;
    const deaf = await startInstance({ listenUrl: closed, checkMs: 500 });
    expect(await home(deaf)).toContain('Version two.');
    push('Version three.');
    const done = await runUpdate(first, key);
    expect(done.status, done.summary).toBe('success');
    await until(
      'the periodic check switched',
      async () => (await home(deaf)).includes('Version three.'),
      60_000,
    );
  });

  it('stores a file once for every publication that holds it, and keeps the last five', async () => {
    const site = await buildFixture({ 'docs.json': docsJson, 'index.mdx': page('Kept once.') });
    const blobs = async () =>
      Number((await sql<{ n: string }>('SELECT count(*) AS n FROM site_blobs'))[0]?.n);
    await first.store.sitePublications.record('acme', site);
    const after = await blobs();
    for (let i = 0; i < 6; i++) await first.store.sitePublications.record('acme', site);
    expect(await blobs()).toBe(after);
    await first.store.sitePublications.prune('acme', 5);
    const left = await sql<{ n: string }>(
      "SELECT count(*) AS n FROM site_publications WHERE project_id = 'acme'",
    );
    expect(Number(left[0]?.n)).toBe(5);
    const latest = await first.store.sitePublications.latest('acme');
    const files = await first.store.sitePublications.files('acme', latest?.id ?? '');
    expect(files.map((f) => f.path)).toContain('index.html');
  });

  it('listens again after its connection is cut, and switches meanwhile at its check', async () => {
    const instance = await startInstance({ checkMs: 1_000 });
    const listeners = async () =>
      (
        await sql<{ pid: number }>(
          "SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN docwright_publications'",
        )
      ).map((row) => row.pid);
    const cut = await listeners();
    expect(cut.length).toBeGreaterThan(0);
    await sql('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [cut]);
    const site = await buildFixture({ 'docs.json': docsJson, 'index.mdx': page('After the cut.') });
    await first.store.sitePublications.record('acme', site);
    await until('the check switched', async () => (await home(instance)).includes('After the cut.'), 60_000);
    // The other instances check every ten minutes: a new listener can only be this one's.
    await until('listening again', async () => (await listeners()).some((pid) => !cut.includes(pid)), 60_000);
  });
});
