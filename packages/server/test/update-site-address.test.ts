// A project's `baseUrl` and `basePath` (the address readers reach its site at) reach the build an
// update runs: llms.txt and the sitemap name that address, pages link under the base path, and
// the page menu's MCP entries hand out the server's `/mcp` address there.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliUpdateBuilder } from '../../cli/src/update-builder.ts';
import { createAdminApp, type JobRunner, openStore, type Store, startJobRunner } from '../src/index.ts';
import { settingsFor, tempDir } from './helpers/backends.ts';
import { bareRepository } from './helpers/git.ts';
import { type Listening, listen } from './helpers/http.ts';

const site = {
  'docs.json': JSON.stringify({
    name: 'Acme',
    navigation: { pages: ['index'] },
    contextual: { options: ['copy', 'mcp', 'cursor'] },
  }),
  'index.mdx': '---\ntitle: Welcome\ndescription: The Acme docs.\n---\n\nHello.\n',
};

describe('an update of a project with a site address', () => {
  let store: Store;
  let runner: JobRunner;
  let api: Listening;
  let key: string;
  const published = new Map<string, Record<string, string>>();

  beforeAll(async () => {
    const root = tempDir('docwright-update-address-');
    const remote = bareRepository(root, site);
    const settings = {
      ...(await settingsFor('embedded', { DOCWRIGHT_WORK_DIR: join(root, 'work') })),
      projects: [
        {
          id: 'acme',
          repository: remote.url,
          ref: 'main',
          siteDir: '.',
          baseUrl: 'https://docs.acme.test',
          basePath: '/docs',
        },
        { id: 'plain', repository: remote.url, ref: 'main', siteDir: '.' },
      ],
    };
    store = await openStore(settings);
    key = (await store.keys.create('acme')).key;
    runner = await startJobRunner({
      store,
      settings,
      pollMs: 200,
      builder: cliUpdateBuilder(),
      publishSite: async (projectId, builtDir) => {
        const read = (file: string) => readFileSync(join(builtDir, file), 'utf8');
        published.set(projectId, { 'llms.txt': read('llms.txt'), 'index.html': read('index.html') });
      },
    });
    api = await listen(createAdminApp({ store, settings, onQueued: runner.wake }));
  });
  afterAll(async () => {
    await runner?.stop();
    await api?.close();
    await store?.close();
  });

  async function update(project: string, apiKey: string) {
    const headers = { authorization: `Bearer ${apiKey}` };
    const res = await fetch(`${api.url}/v2/project/${project}/update`, { method: 'POST', headers });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    for (let i = 0; i < 1200; i++) {
      const state = await (await fetch(`${api.url}/v2/project/${project}/update/${id}`, { headers })).json();
      if (state.status === 'success' || state.status === 'failure') return state;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the update did not finish');
  }

  it('builds for that address: llms.txt, page links and the MCP entries', async () => {
    expect((await update('acme', key)).status).toBe('success');
    const files = published.get('acme') ?? {};
    expect(files['llms.txt']).toContain('https://docs.acme.test/docs/index.md');
    expect(files['index.html']).toContain('href="/docs/_docwright/');
    expect(files['index.html']).toContain('https://docs.acme.test/docs/mcp');
  });

  it('builds a project without one as before, leaving the MCP entries out', async () => {
    const plainKey = (await store.keys.create('plain')).key;
    expect((await update('plain', plainKey)).status).toBe('success');
    const files = published.get('plain') ?? {};
    expect(files['llms.txt']).toContain('http://localhost:3000/index.md');
    expect(files['index.html']).not.toContain('/mcp');
  });
});
