import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { type RunningDocsServer, startServe } from '../helpers/dev-server.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@t',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@t',
    },
  }).toString();

const page = (text: string) => `---\ntitle: Home\ndescription: The home page\n---\n\n${text}\n`;

/** Commits the working copy's changes and pushes them to the bare repository the server pulls from. */
function publish(work: string, message: string) {
  git(work, 'add', '-A');
  git(work, 'commit', '-qm', message);
  git(work, 'push', '-q', 'origin', 'main');
}

describe('docs serve: the admin API and documentation updates through the real CLI', () => {
  let work: string;
  let serve: RunningDocsServer;
  let key: string;

  beforeAll(async () => {
    const root = await tempDir('serve-e2e');
    const bare = join(root, 'docs.git');
    git(root, 'init', '-q', '--bare', '-b', 'main', bare);
    work = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Served',
        navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
      }),
      'index.mdx': page('Version one of the docs.'),
    });
    git(work, 'init', '-q', '-b', 'main');
    git(work, 'remote', 'add', 'origin', bare);
    publish(work, 'one');
    const dist = join(root, 'dist');
    expect((await runDocs(['build', work, '--out', dist])).code).toBe(0);
    const config = join(root, 'docwright.json');
    await writeFile(
      config,
      JSON.stringify({
        DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(root, 'data')),
        DOCWRIGHT_SECRET: 'a-server-secret-for-the-test-0123456789',
        DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
        projects: [{ id: 'docs', repository: `file://${bare}`, ref: 'main', siteDir: '.' }],
      }),
    );
    const created = await runDocs([
      'admin',
      'keys',
      'create',
      '--project',
      'docs',
      '--config',
      config,
      '--json',
    ]);
    expect(created.code, created.stderr).toBe(0);
    key = JSON.parse(created.stdout).key;
    expect(key).toMatch(/^dw_[A-Za-z0-9_-]{32,}$/);
    serve = await startServe(dist, { DOCWRIGHT_CONFIG: config, DOCWRIGHT_DATA_DIR: join(root, 'data') });
  });

  afterAll(async () => {
    await serve?.stop();
  });

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${serve.url}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, ...init.headers } });

  async function update(): Promise<{ status: string; summary: string }> {
    const started = await api('/v2/project/docs/update', { method: 'POST' });
    expect(started.status).toBe(202);
    const { id } = await started.json();
    for (let i = 0; i < 240; i++) {
      const state = await (await api(`/v2/project/docs/update/${id}`)).json();
      if (state.status === 'success' || state.status === 'failure') return state;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the update did not finish');
  }

  it('serves the site and the admin API on one port, keys checked', async () => {
    expect(await (await fetch(`${serve.url}/`)).text()).toContain('Version one of the docs.');
    const anonymous = await fetch(`${serve.url}/v2/agent/docs/jobs`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    expect((await api('/v2/agent/other/jobs')).status).toBe(403);
    const jobs = await api('/v2/agent/docs/jobs');
    expect(jobs.status).toBe(200);
    expect(await jobs.json()).toEqual({ jobs: [], nextCursor: null });
  });

  it('swaps in the rebuilt site after an update, and keeps it when the next build fails', async () => {
    await writeFile(join(work, 'index.mdx'), page('Version two of the docs.'));
    publish(work, 'two');
    const good = await update();
    expect(good.status, good.summary).toBe('success');
    expect(await (await fetch(`${serve.url}/`)).text()).toContain('Version two of the docs.');

    await writeFile(join(work, 'docs.json'), '{ "name": "Served", "navigation": ');
    publish(work, 'broken');
    const bad = await update();
    expect(bad.status).toBe('failure');
    expect(bad.summary).toContain('docs.json');
    expect(await (await fetch(`${serve.url}/`)).text()).toContain('Version two of the docs.');
  });

  it("stores readers' page feedback for the project's keys", async () => {
    // In place of the build's `{"stored":false}`: the widget shows under docs serve.
    const status = await fetch(`${serve.url}/_docwright/feedback.json`);
    expect(status.headers.get('cache-control')).toBe('no-store');
    expect(await status.json()).toEqual({ stored: true });
    const sent = await fetch(`${serve.url}/_docwright/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/', helpful: true }),
    });
    expect(sent.status).toBe(204);
    const stored = await (await api('/v2/project/docs/feedback')).json();
    expect(JSON.stringify(stored)).toContain('"helpful":true');
  });
});
