// On a machine where the OS sandbox cannot start (here: docs serve inside a user namespace that
// may not make another, as in a locked-down container), updates and agent jobs are refused with
// the way to enable the sandbox, unless the operator says every repository is trusted.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { bareRepository } from '../../packages/server/test/helpers/git.ts';
import { docsBin, runDocs } from '../helpers/cli.ts';
import { startLongRunning } from '../helpers/dev-server.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { tempDir } from '../helpers/site.ts';
import { createAdminKey, runUpdate } from '../helpers/updates.ts';

const page = '---\ntitle: Home\ndescription: The site.\n---\n\nThe repository site.\n';

async function serveWithoutNamespaces(trusted: boolean) {
  const root = await tempDir('no-namespaces');
  const remote = bareRepository(root, {
    'docs/docs.json': JSON.stringify({ name: 'Acme', navigation: { pages: ['index'] } }),
    'docs/index.mdx': page,
  });
  const config = join(root, 'docwright.json');
  await writeFile(
    config,
    JSON.stringify({
      DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(root, 'data')),
      projects: [{ id: 'acme', repository: remote.url, ref: 'main', siteDir: 'docs' }],
    }),
  );
  const env = {
    DOCWRIGHT_CONFIG: config,
    DOCWRIGHT_DATA_DIR: join(root, 'data'),
    DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
  };
  const key = await createAdminKey(config);
  const first = join(root, 'first');
  await mkdir(first);
  await writeFile(
    join(first, 'docs.json'),
    JSON.stringify({ name: 'First', navigation: { pages: ['index'] } }),
  );
  await writeFile(join(first, 'index.mdx'), page.replace('The repository site.', 'The first site.'));
  expect((await runDocs(['build', first, '--out', join(first, 'dist')])).code).toBe(0);
  const server = await startLongRunning(
    '/usr/bin/bwrap',
    [
      '--unshare-user',
      '--disable-userns',
      // Stopping bwrap must stop the server in it, or the server outlives the test run.
      '--die-with-parent',
      '--dev-bind',
      '/',
      '/',
      '--',
      process.execPath,
      docsBin,
      'serve',
      join(first, 'dist'),
      '--port',
      '0',
    ],
    /Docwright server: (http:\/\/\S+?)\/? /,
    { env: { ...env, ...(trusted && { DOCWRIGHT_TRUSTED_REPOSITORIES: '1' }) } },
  );
  const state = await runUpdate(server.url, key);
  const served = await (await fetch(`${server.url}/`)).text();
  await server.stop();
  return { state, output: server.output(), served };
}

it('refuses updates and says how to enable the sandbox', async () => {
  const { state, output } = await serveWithoutNamespaces(false);
  expect(state.status).toBe('failure');
  expect(state.summary).toMatch(/OS sandbox, which this server cannot start/);
  expect(state.summary).toContain('apt-get install bubblewrap');
  expect(state.summary).toContain('DOCWRIGHT_TRUSTED_REPOSITORIES=1');
  expect(output).toMatch(/updates and agent jobs are refused: .*user namespaces/);
});

it('builds with Node permission model alone when the operator trusts every repository', async () => {
  const { state, output, served } = await serveWithoutNamespaces(true);
  expect(state.status, state.summary).toBe('success');
  expect(served).toContain('The repository site.');
  expect(output).toContain('WITHOUT the OS sandbox (DOCWRIGHT_TRUSTED_REPOSITORIES=1)');
});
