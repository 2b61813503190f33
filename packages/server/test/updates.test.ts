// Documentation updates end to end: the project's repository is cloned, its site built with
// @docwright/site-builder into a fresh folder and handed to publishSite; a broken site keeps the old one.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliUpdateBuilder } from '../../cli/src/update-builder.ts';
import { createAdminApp, type JobRunner, openStore, type Store, startJobRunner } from '../src/index.ts';
import { backends, settingsFor, tempDir } from './helpers/backends.ts';
import { bareRepository, git } from './helpers/git.ts';
import { type Listening, listen } from './helpers/http.ts';

const site = {
  'README.md': '# Repo\n',
  'docs/docs.json': JSON.stringify({ name: 'Acme', theme: 'mint', navigation: { pages: ['index'] } }),
  'docs/index.mdx': '---\ntitle: Welcome\ndescription: The Acme docs.\n---\n\nVersion one.\n',
};

describe.each(backends)('site updates on %s', (backend) => {
  let store: Store;
  let runner: JobRunner;
  let api: Listening;
  let key: string;
  let root: string;
  let remote: { path: string; url: string };
  const published: Array<{ projectId: string; html: string }> = [];
  let publishFails = false;

  beforeAll(async () => {
    root = tempDir('docwright-update-');
    remote = bareRepository(root, site);
    const settings = {
      ...(await settingsFor(backend, { DOCWRIGHT_WORK_DIR: join(root, 'work') })),
      projects: [{ id: 'acme', repository: remote.url, ref: 'main', siteDir: 'docs' }],
    };
    store = await openStore(settings);
    key = (await store.keys.create('acme')).key;
    runner = await startJobRunner({
      store,
      settings,
      pollMs: 200,
      builder: cliUpdateBuilder(),
      publishSite: async (projectId, builtDir) => {
        if (publishFails) throw new Error('disk full at /secret/path');
        published.push({ projectId, html: readFileSync(join(builtDir, 'index.html'), 'utf8') });
      },
    });
    api = await listen(createAdminApp({ store, settings, onQueued: runner.wake }));
  });
  afterAll(async () => {
    await runner?.stop();
    await api?.close();
    await store?.close();
  });

  const headers = () => ({ authorization: `Bearer ${key}` });
  async function update() {
    const res = await fetch(`${api.url}/v2/project/acme/update`, { method: 'POST', headers: headers() });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string; status: string };
    for (let i = 0; i < 600; i++) {
      const state = await (
        await fetch(`${api.url}/v2/project/acme/update/${id}`, { headers: headers() })
      ).json();
      if (state.status === 'success' || state.status === 'failure') return state;
      expect(['queued', 'in_progress']).toContain(state.status);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the update did not finish');
  }

  it("builds the repository's site and publishes it", async () => {
    const done = await update();
    expect(done).toMatchObject({
      status: 'success',
      summary: expect.stringMatching(/^built 1 pages \(0 endpoints\) from main at [0-9a-f]{12}/),
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      finishedAt: expect.stringMatching(/Z$/),
    });
    expect(published.at(-1)?.projectId).toBe('acme');
    expect(published.at(-1)?.html).toContain('Version one.');
    // The clone and the built folder are gone once the update is over.
    expect(readdirSync(join(root, 'work'))).toEqual([]);
  });

  it('a broken site is a failure with the diagnostics summary, and nothing is published', async () => {
    const clone = join(root, `edit-${backend}`);
    git(root, 'clone', '--quiet', remote.path, clone);
    writeFileSync(join(clone, 'docs/docs.json'), '{"name": "Acme", "navigation": ');
    git(clone, 'commit', '--quiet', '-am', 'break docs.json');
    git(clone, 'push', '--quiet', 'origin', 'main');
    const before = published.length;
    const done = await update();
    expect(done.status).toBe('failure');
    expect(done.summary).toMatch(
      /build of [0-9a-f]{12} failed \(\d+ errors?, 0 warnings\); the site was left as it was\. docs\.json:1:\d+ Invalid JSON/,
    );
    expect(published.length).toBe(before);
    // The dashboard's update page lists the build's errors with their places.
    const errors = await store.updates.buildErrors('acme', done.id);
    expect(errors[0]).toMatchObject({ file: 'docs.json', line: 1 });
    expect(errors[0]?.message).toMatch(/Invalid JSON/);
  });

  it("a failed publish is a failure that says nothing of the host's internals", async () => {
    const clone = join(root, `fix-${backend}`);
    git(root, 'clone', '--quiet', remote.path, clone);
    writeFileSync(join(clone, 'docs/docs.json'), site['docs/docs.json']);
    git(clone, 'commit', '--quiet', '-am', 'fix docs.json');
    git(clone, 'push', '--quiet', 'origin', 'main');
    publishFails = true;
    try {
      const done = await update();
      expect(done.status).toBe('failure');
      expect(done.summary).not.toContain('/secret/path');
    } finally {
      publishFails = false;
    }
    const again = await update();
    expect(again.status, again.summary).toBe('success');
  });
});
