// Two real `docs serve` processes on one real PostgreSQL, each with its own data folder
// (docs/server.md, Scale-out): an update run by either is served by both within seconds, a failed
// one leaves both on the last good site, and a process started afterwards serves the latest.
import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bareRepository, git } from '../../packages/server/test/helpers/git.ts';
import { type PostgresCluster, startPostgres } from '../../packages/server/test/helpers/postgres.ts';
import { runDocs } from '../helpers/cli.ts';
import { type RunningDocsServer, startServe } from '../helpers/dev-server.ts';
import { tempDir } from '../helpers/site.ts';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

const docsJson = JSON.stringify({ name: 'Acme', navigation: { pages: ['index'] } });
const page = (text: string) => `---\ntitle: Welcome\ndescription: The Acme docs.\n---\n\n${text}\n`;

describe('docs serve instances sharing one PostgreSQL', () => {
  let cluster: PostgresCluster;
  let root: string;
  let remote: { path: string; url: string };
  let env: Record<string, string>;
  let firstDist: string;
  let key: string;
  const servers: RunningDocsServer[] = [];

  const serve = async () => {
    const server = await startServe(firstDist, {
      ...env,
      DOCWRIGHT_DATA_DIR: await tempDir('scale-out-data'),
    });
    servers.push(server);
    return server;
  };
  const home = async (server: RunningDocsServer) => (await fetch(`${server.url}/`)).text();

  async function update(server: RunningDocsServer): Promise<{ status: string; summary: string }> {
    const headers = { authorization: `Bearer ${key}` };
    const res = await fetch(`${server.url}/v2/project/acme/update`, { method: 'POST', headers });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    for (let i = 0; i < 3000; i++) {
      const state = await (await fetch(`${server.url}/v2/project/acme/update/${id}`, { headers })).json();
      if (state.status === 'success' || state.status === 'failure') return state;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the update did not finish');
  }

  async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`not within ${ms} ms: ${what}`);
  }

  function push(text: string, config = docsJson) {
    const clone = join(root, `edit-${Math.random().toString(36).slice(2)}`);
    git(root, 'clone', '--quiet', remote.path, clone);
    writeFileSync(join(clone, 'docs/docs.json'), config);
    writeFileSync(join(clone, 'docs/index.mdx'), page(text));
    git(clone, 'commit', '--quiet', '-am', text);
    git(clone, 'push', '--quiet', 'origin', 'main');
  }

  beforeAll(async () => {
    cluster = await startPostgres();
    root = await tempDir('scale-out');
    remote = bareRepository(root, { 'docs/docs.json': docsJson, 'docs/index.mdx': page('Version one.') });
    const config = join(root, 'docwright.json');
    await writeFile(
      config,
      JSON.stringify({ projects: [{ id: 'acme', repository: remote.url, ref: 'main', siteDir: 'docs' }] }),
    );
    env = {
      DATABASE_URL: await cluster.createDatabase(),
      DOCWRIGHT_CONFIG: config,
      DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
      DOCWRIGHT_BUILD_TIMEOUT: '120',
    };
    const first = await tempDir('scale-out-first');
    await writeFile(join(first, 'docs.json'), docsJson);
    await writeFile(join(first, 'index.mdx'), page('The starting site.'));
    firstDist = join(first, 'dist');
    expect((await runDocs(['build', first, '--out', firstDist])).code).toBe(0);
    const created = await runDocs(['admin', 'keys', 'create', '--project', 'acme', '--json'], {
      env: { ...env, DOCWRIGHT_DATA_DIR: await tempDir('scale-out-admin') },
    });
    expect(created.code, created.stderr).toBe(0);
    key = JSON.parse(created.stdout).key;
  });

  afterAll(async () => {
    for (const server of servers.splice(0)) await server.stop();
    cluster?.stop();
  });

  it('serves an update run by one instance on both, keeps both on it when the next fails, and starts a third on it', async () => {
    const [a, b] = [await serve(), await serve()];
    expect(await home(a)).toContain('The starting site.');
    expect(await home(b)).toContain('The starting site.');

    push('Version two.');
    const done = await update(a);
    expect(done.status, done.summary).toBe('success');
    for (const server of [a, b])
      await until('both serve the update', async () => (await home(server)).includes('Version two.'), 5_000);

    push('Broken.', '{"name": "Acme", "navigation": ');
    const failed = await update(b);
    expect(failed.status).toBe('failure');
    await new Promise((r) => setTimeout(r, 1_000));
    for (const server of [a, b]) expect(await home(server)).toContain('Version two.');

    const c = await serve();
    expect(await home(c)).toContain('Version two.');
    expect(c.output()).toMatch(/serving the latest publication/);
  });
});
