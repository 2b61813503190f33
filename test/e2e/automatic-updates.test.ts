// Automatic updates through the real `docs serve` (docs/server.md, Automatic updates), on a real
// PostgreSQL: signed push events from the git host, polling a local bare repository with
// `git ls-remote`, and a remote spec served over HTTP on 127.0.0.1 that changes (or answers 304).
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareRepository, git } from '../../packages/server/test/helpers/git.ts';
import { type PostgresCluster, startPostgres } from '../../packages/server/test/helpers/postgres.ts';
import { projectUpdates } from '../../packages/server/test/helpers/site-updates-table.ts';
import { docsBin, runDocs } from '../helpers/cli.ts';
import { type RunningDocsServer, startLongRunning } from '../helpers/dev-server.ts';
import { tempDir } from '../helpers/site.ts';
import { pushFiles } from '../helpers/updates.ts';

const acmeSecret = 'acme-webhook-secret-0123456789';
const specsSecret = 'specs-webhook-secret-0123456789';

const site = (name: string, extra: Record<string, unknown> = {}) => ({
  'docs/docs.json': JSON.stringify({ name, navigation: { pages: ['index'] }, ...extra }),
  'docs/index.mdx': `---\ntitle: ${name}\ndescription: The ${name} docs.\n---\n\nVersion one of ${name}.\n`,
});

const spec = (version: string) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'Pets', version },
    paths: {
      '/pets': { get: { summary: `List pets ${version}`, responses: { '200': { description: 'ok' } } } },
    },
  });

/** Polls `check` every 200 ms until it returns a value (generous limit: builds share a busy machine). */
async function waitFor<T>(what: string, check: () => Promise<T | undefined>, limitMs = 180_000): Promise<T> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('automatic updates through docs serve', () => {
  let root: string;
  let cluster: PostgresCluster;
  let databaseUrl: string;
  let server: RunningDocsServer | undefined;
  let specServer: Server;
  let specUrl: string;
  const repos: Record<string, { path: string; url: string }> = {};
  /** What the spec server answers: its bytes, its ETag, and whether it honours If-None-Match. */
  const served = { body: spec('1'), etag: '"v1"', conditional: true, notModified: 0, requests: 0 };

  const updates = (project: string) => projectUpdates(databaseUrl, project);
  const finished = (rows: Awaited<ReturnType<typeof updates>>) =>
    rows.filter((row) => row.status !== 'queued' && row.status !== 'in_progress');

  function deliver(project: string, body: string, headers: Record<string, string>): Promise<Response> {
    return fetch(`${server?.url}/v2/project/${project}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  }
  const githubPush = (project: string, secret: string, ref: string) => {
    const body = JSON.stringify({ ref, after: 'f'.repeat(40), repository: { default_branch: 'main' } });
    const signature = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
    return deliver(project, body, { 'x-github-event': 'push', 'x-hub-signature-256': signature });
  };

  beforeAll(async () => {
    root = await tempDir('automatic-updates');
    specServer = createServer((req, res) => {
      served.requests++;
      if (served.conditional && req.headers['if-none-match'] === served.etag) {
        served.notModified++;
        res.writeHead(304, { etag: served.etag }).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', etag: served.etag }).end(served.body);
    });
    await new Promise<void>((r) => specServer.listen(0, '127.0.0.1', r));
    specUrl = `http://127.0.0.1:${(specServer.address() as AddressInfo).port}/openapi.json`;
    for (const [name, files] of Object.entries({
      acme: site('Acme'),
      polled: site('Polled'),
      specs: site('Specs', { openapi: specUrl }),
    })) {
      const dir = join(root, name);
      mkdirSync(dir);
      repos[name] = bareRepository(dir, files);
    }
    cluster = await startPostgres();
    databaseUrl = await cluster.createDatabase();
    const config = join(root, 'docwright.json');
    await writeFile(
      config,
      JSON.stringify({
        projects: [
          {
            id: 'acme',
            repository: repos.acme?.url,
            ref: 'main',
            siteDir: 'docs',
            webhookSecret: acmeSecret,
          },
          { id: 'polled', repository: repos.polled?.url, ref: 'main', siteDir: 'docs', pollSeconds: 1 },
          {
            id: 'specs',
            repository: repos.specs?.url,
            ref: 'main',
            siteDir: 'docs',
            webhookSecret: specsSecret,
            specPollSeconds: 1,
          },
        ],
      }),
    );
    // What the server starts with: a one-page site of its own.
    const first = join(root, 'first');
    for (const [name, text] of Object.entries(site('First'))) {
      mkdirSync(join(first, name, '..'), { recursive: true });
      await writeFile(join(first, name), text);
    }
    expect((await runDocs(['build', join(first, 'docs'), '--out', join(first, 'dist')])).code).toBe(0);
    server = await startLongRunning(
      process.execPath,
      [docsBin, 'serve', join(first, 'dist'), '--port', '0', '--project', 'acme', '--config', config],
      /Docwright server: (http:\/\/\S+?)\/? /,
      {
        env: {
          DATABASE_URL: databaseUrl,
          DOCWRIGHT_DATA_DIR: join(root, 'data'),
          DOCWRIGHT_SECRET: 'pepper-0123456789-abcdef',
          DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
          DOCWRIGHT_BUILD_TIMEOUT: '120',
        },
      },
    );
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    cluster?.stop();
    await new Promise((r) => specServer?.close(r));
  });

  it('three signed pushes to the project ref within a second start one update, which publishes the push', async () => {
    pushFiles(join(root, 'acme'), repos.acme?.path ?? '', {
      'docs/index.mdx': '---\ntitle: Acme\ndescription: The Acme docs.\n---\n\nVersion two of Acme.\n',
    });
    const responses = await Promise.all(
      [1, 2, 3].map(() => githubPush('acme', acmeSecret, 'refs/heads/main')),
    );
    expect(responses.map((r) => r.status)).toEqual([202, 202, 202]);
    const done = await waitFor('the pushed update', async () => {
      const rows = finished(await updates('acme'));
      return rows.length > 0 ? rows : undefined;
    });
    expect(done[0]).toMatchObject({ status: 'success', triggered_by: 'webhook' });
    expect(done[0]?.summary).toMatch(/^built 1 pages/);
    const page = await (await fetch(`${server?.url}/`)).text();
    expect(page).toContain('Version two of Acme.');
    // The debounce window is long over: still one update for the three deliveries.
    await sleep(3000);
    expect(await updates('acme')).toHaveLength(1);
  });

  it("GitHub's ping is answered, a bad signature is 401, and a push to another branch is ignored", async () => {
    const pingBody = JSON.stringify({ zen: 'Keep it logically awesome.', hook_id: 1 });
    const ping = await deliver('acme', pingBody, {
      'x-github-event': 'ping',
      'x-hub-signature-256': `sha256=${createHmac('sha256', acmeSecret).update(pingBody).digest('hex')}`,
    });
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ ok: true, event: 'ping' });

    const forged = await githubPush('acme', 'not-the-secret-0123456789', 'refs/heads/main');
    expect(forged.status).toBe(401);
    const unknown = await githubPush('nobody', acmeSecret, 'refs/heads/main');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(await forged.json());

    const other = await githubPush('acme', acmeSecret, 'refs/heads/feature');
    expect(other.status).toBe(200);
    expect((await other.json()).ignored).toContain('refs/heads/feature');
    await sleep(3000);
    expect(await updates('acme')).toHaveLength(1);
  });

  it('a push event with nothing new is recorded as skipped, and a GitLab push with its token counts', async () => {
    const body = JSON.stringify({ ref: 'refs/heads/main', project: { default_branch: 'main' } });
    const wrong = await deliver('acme', body, {
      'x-gitlab-event': 'Push Hook',
      'x-gitlab-token': specsSecret,
    });
    expect(wrong.status).toBe(401);
    const res = await deliver('acme', body, { 'x-gitlab-event': 'Push Hook', 'x-gitlab-token': acmeSecret });
    expect(res.status).toBe(202);
    const rows = await waitFor('the skipped update', async () => {
      const all = finished(await updates('acme'));
      return all.length === 2 ? all : undefined;
    });
    expect(rows[1]).toMatchObject({ status: 'skipped', triggered_by: 'webhook' });
    expect(rows[1]?.summary).toMatch(
      /^nothing changed since the last successful update: the same commit [0-9a-f]{12}/,
    );
    expect(await (await fetch(`${server?.url}/`)).text()).toContain('Version two of Acme.');
  });

  it('polling the ref of a local bare repository builds each new commit', async () => {
    // The first poll finds a commit that was never built.
    const first = await waitFor('the first polled update', async () => {
      const rows = finished(await updates('polled'));
      return rows.length > 0 ? rows[0] : undefined;
    });
    expect(first, first.summary ?? '').toMatchObject({ status: 'success', triggered_by: 'poll' });
    pushFiles(join(root, 'polled'), repos.polled?.path ?? '', { 'docs/extra.txt': 'two\n' });
    const head = git(repos.polled?.path ?? '', 'rev-parse', 'main').trim();
    const second = await waitFor('the update of the pushed commit', async () => {
      const rows = finished(await updates('polled'));
      return rows.length > 1 ? rows[1] : undefined;
    });
    expect(second).toMatchObject({ status: 'success', triggered_by: 'poll', commit_sha: head });
    // An unchanged ref starts nothing more.
    await sleep(4000);
    expect(await updates('polled')).toHaveLength(2);
  });

  it('a remote spec that answers 304 or the same bytes starts nothing; a changed one starts an update', async () => {
    expect((await githubPush('specs', specsSecret, 'refs/heads/main')).status).toBe(202);
    const built = await waitFor('the first build of the specs project', async () => {
      const rows = finished(await updates('specs'));
      return rows.length > 0 ? rows[0] : undefined;
    });
    expect(built).toMatchObject({ status: 'success', triggered_by: 'webhook' });

    // The watcher asks with If-None-Match; the server answers 304.
    const seen = served.notModified;
    await waitFor('two 304 answers', async () => (served.notModified >= seen + 2 ? true : undefined));
    // The same bytes without honouring the condition.
    served.conditional = false;
    const requests = served.requests;
    await waitFor('two unconditional answers', async () =>
      served.requests >= requests + 2 ? true : undefined,
    );
    await sleep(2500);
    expect(await updates('specs')).toHaveLength(1);

    served.conditional = true;
    served.body = spec('2');
    served.etag = '"v2"';
    const changed = await waitFor('the update for the changed spec', async () => {
      const rows = finished(await updates('specs'));
      return rows.length > 1 ? rows[1] : undefined;
    });
    expect(changed).toMatchObject({ status: 'success', triggered_by: 'remote-spec' });
    await sleep(4000);
    expect(await updates('specs')).toHaveLength(2);
  });
});
