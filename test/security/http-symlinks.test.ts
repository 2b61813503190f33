// Issue 21, finding 7: a symbolic link in the served folder that leads out of it is no file of the
// site (404), whatever it points to; links that stay inside still work.
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { RunningServer } from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, serveSite } from './serve-helpers.ts';

let server: RunningServer;
const secret = 'OUTSIDE-THE-SITE-SECRET';

beforeAll(async () => {
  const dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Links',
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nHome.\n',
    'guide.mdx': '---\ntitle: Guide\ndescription: Guide\n---\n\nGuide.\n',
  });
  const outside = join(dirname(dist), 'outside');
  await mkdir(join(outside, 'folder'), { recursive: true });
  await writeFile(join(outside, 'secret.txt'), secret);
  await writeFile(join(outside, 'folder', 'index.html'), `<p>${secret}</p>`);
  await writeFile(join(outside, 'folder', 'notes.md'), secret);
  const link = (target: string, path: string) => symlink(target, join(dist, path));
  await link(join(outside, 'secret.txt'), 'absolute.txt');
  await link('../outside/secret.txt', 'relative.txt');
  await link(join(outside, 'folder'), 'linked-folder');
  await link('/etc/passwd', 'passwd.txt');
  await link('/etc', 'etc');
  await mkdir(join(dist, 'nested'), { recursive: true });
  await link('../../outside/folder/index.html', 'nested/index.html');
  // The guide's twin and the 404 page replaced by links out of the site.
  await rm(join(dist, 'guide.md'));
  await link(join(outside, 'folder', 'notes.md'), 'guide.md');
  await rm(join(dist, '404.html'));
  await link(join(outside, 'folder', 'index.html'), '404.html');
  // A link that stays inside the site.
  await link('_docwright/site.css', 'alias.css');
  server = await serveSite(dist);
});

afterAll(async () => {
  await server?.close();
});

describe('docs serve: symbolic links in the served folder', () => {
  it('serves nothing a link leads to outside the folder, and what links inside it lead to', async () => {
    for (const path of [
      '/absolute.txt',
      '/relative.txt',
      '/linked-folder/',
      '/linked-folder/index.html',
      '/linked-folder/notes.md',
      '/passwd.txt',
      '/etc/passwd',
      '/etc/hostname',
      '/nested',
      '/nested/',
      '/guide.md',
      '/no-such-page',
    ])
      for (const method of ['GET', 'HEAD']) {
        const response = await fetch(`${server.url}${path}`, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        const text = await response.text();
        expect(text, path).not.toContain(secret);
        expect(text, path).not.toContain('root:');
      }
    const twin = await fetch(`${server.url}/guide`, { headers: { accept: 'text/markdown' } });
    expect(await twin.text()).not.toContain(secret);
    // Links that stay inside the folder still work.
    const css = await fetch(`${server.url}/alias.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    expect((await fetch(`${server.url}/guide`)).status).toBe(200);
  });
});
