// `docs serve` makes redirects, sign-in addresses and cookie paths from the built site's base path
// (`_docwright/server.json`). A build folder whose manifest names something `docs build` never
// writes, such as a protocol-relative `//evil.example` that would turn every redirect into one to
// another host, is refused when it is loaded, as a folder `docs build` did not write is.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPublishedSite, SiteFolderError } from '../../packages/server/src/site/published-site.ts';
import { tempDir } from '../helpers/site.ts';
import { buildFixture } from './serve-helpers.ts';

describe('a built site’s base path, as docs serve loads it', () => {
  it('refuses a manifest base path docs build never writes, and takes the ones it does', async () => {
    const dist = await buildFixture({
      'docs.json': JSON.stringify({
        name: 'Based',
        navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
    });
    const manifestFile = join(dist, '_docwright/server.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, unknown>;
    const withBasePath = async (basePath: unknown) => {
      const copy = await tempDir('manifest-base-path');
      await cp(dist, copy, { recursive: true });
      await writeFile(join(copy, '_docwright/server.json'), JSON.stringify({ ...manifest, basePath }));
      return loadPublishedSite(copy);
    };
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      'docs',
      '/docs/',
      '/docs/../x',
      '/a b',
      'https://evil.example',
      7,
      null,
    ])
      await expect(withBasePath(hostile), JSON.stringify(hostile)).rejects.toThrow(SiteFolderError);
    await expect(withBasePath('//evil.example')).rejects.toThrow(
      /has basePath "\/\/evil\.example", which docs build never writes/,
    );
    for (const fine of ['', '/docs', '/api/v2'])
      expect((await withBasePath(fine)).manifest.basePath, fine).toBe(fine);
  });
});
