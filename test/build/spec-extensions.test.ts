import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';

it('honours x-mint page metadata and content, x-hidden and x-excluded', async () => {
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Ext', version: '1' },
    paths: {
      '/reports': {
        get: {
          summary: 'List reports',
          'x-mint': {
            metadata: { title: 'All reports', sidebarTitle: 'Reports' },
            content: 'Reports are built nightly.\n\n<Warning>Large reports take a minute.</Warning>',
          },
          responses: { '200': { description: 'OK' } },
        },
        post: {
          summary: 'Internal rebuild',
          'x-hidden': true,
          responses: { '202': { description: 'Accepted' } },
        },
        delete: { summary: 'Purge', 'x-excluded': true, responses: { '204': { description: 'Gone' } } },
      },
    },
  };
  const site = await tempDir('extensions');
  await writeFile(join(site, 'openapi.json'), JSON.stringify(spec));
  await writeFile(
    join(site, 'docs.json'),
    JSON.stringify({ name: 'E', navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } }),
  );
  const out = join(site, 'dist');
  const result = await runDocs(['build', site, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  const html = await readFile(join(out, 'api-reference/list-reports/index.html'), 'utf8');
  expect(html).toContain('<h1 class="dw-title">All reports</h1>');
  expect(html).toContain('Reports are built nightly.');
  expect(html).toContain('dw-callout-warning');
  const sidebar = /<nav class="dw-sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  expect(sidebar).toContain('>Reports</span>');
  expect(sidebar).not.toContain('Internal rebuild');
  expect(await readFile(join(out, 'api-reference/internal-rebuild/index.html'), 'utf8')).toContain(
    'Internal rebuild',
  );
  await expect(readFile(join(out, 'api-reference/purge/index.html'), 'utf8')).rejects.toThrow();
});

it('reads x-mint.metadata groups, public and hidden, and x-mint.groups (of an operation or its path), into access rules and navigation', async () => {
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Access', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/admin/users': {
        post: {
          summary: 'Create admin user',
          'x-mint': { metadata: { playground: 'auth', groups: ['admin'], public: true } },
          responses: { '201': { description: 'Created' } },
        },
      },
      '/beta': {
        get: {
          summary: 'Beta feature',
          'x-mint': { groups: ['beta'] },
          responses: { '200': { description: 'OK' } },
        },
      },
      '/audit': {
        // A path item's groups restrict each of its operations that names none of its own.
        'x-mint': { groups: ['auditors', 'admin'] },
        get: { summary: 'Read audit', responses: { '200': { description: 'OK' } } },
        delete: {
          summary: 'Purge audit',
          'x-mint': { groups: ['admin'] },
          responses: { '204': { description: 'Purged' } },
        },
      },
      '/internal': {
        get: {
          summary: 'Internal probe',
          'x-mint': { metadata: { hidden: true } },
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  };
  const site = await tempDir('extensions-access');
  await writeFile(join(site, 'openapi.json'), JSON.stringify(spec));
  await writeFile(
    join(site, 'docs.json'),
    JSON.stringify({ name: 'A', navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } }),
  );
  const out = join(site, 'dist');
  const result = await runDocs(['build', site, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  const manifest = JSON.parse(await readFile(join(out, '_docwright/server.json'), 'utf8')) as {
    routes: Record<string, unknown>;
  };
  expect(manifest.routes['api-reference/create-admin-user']).toEqual({
    public: true,
    groups: ['admin'],
    authPlayground: true,
    personalized: true,
  });
  // Pages with a playground take the signed-in reader's `apiPlaygroundInputs` from the server.
  expect(manifest.routes['api-reference/beta-feature']).toEqual({ groups: ['beta'], personalized: true });
  expect(manifest.routes['api-reference/read-audit']).toEqual({
    groups: ['auditors', 'admin'],
    personalized: true,
  });
  expect(manifest.routes['api-reference/purge-audit']).toEqual({ groups: ['admin'], personalized: true });
  // metadata.hidden: built, but not in the sidebar.
  const html = await readFile(join(out, 'api-reference/internal-probe/index.html'), 'utf8');
  const sidebar = /<nav class="dw-sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  expect(sidebar).toContain('Beta feature');
  expect(sidebar).not.toContain('Internal probe');
});
