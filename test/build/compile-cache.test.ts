import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

/** The header of a PNG image of this size: all that image-size reads. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'ascii');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header.set([8, 6, 0, 0, 0], 24);
  return header;
}

it('keeps compiled MDX pages across builds, and compiles a page again when an image it shows changes', async () => {
  const site = await writeSite({
    'docs.json': JSON.stringify({
      name: 'Garden',
      navigation: { groups: [{ group: 'Guides', pages: ['index', 'plants'] }] },
    }),
    'index.mdx': '---\ntitle: Garden\ndescription: Home.\n---\n\nSee [the plants](/plants).\n',
    'plants.mdx':
      '---\ntitle: Plants\ndescription: What grows.\n---\n\n## Ferns\n\n<img src="/images/fern.png" alt="A fern" />\n',
    'images/fern.png': '',
  });
  await writeFile(join(site, 'images/fern.png'), png(64, 32));
  const out = join(await tempDir('compile-cache'), 'dist');
  const build = async () => {
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    return readFile(join(out, 'plants/index.html'), 'utf8');
  };
  expect(await build()).toContain('width="64" height="32"');
  const cacheDir = join(site, 'node_modules/.cache/docwright/mdx');
  const packs = (await readdir(cacheDir)).filter((name) => name.endsWith('.pack'));
  expect(packs).toHaveLength(1);

  // The next build (a new process) takes the compiled page from the pack: prove it by planting
  // other text in the pack's copy of the page.
  const pack = join(cacheDir, packs[0] as string);
  const text = await readFile(pack, 'utf8');
  expect(text).toContain('Ferns');
  await writeFile(pack, text.replaceAll('Ferns', 'Planted in the cache'));
  expect(await build()).toContain('Planted in the cache');

  // A new image of another size: the page is compiled again, from its file.
  await writeFile(join(site, 'images/fern.png'), png(20, 10));
  const later = new Date(Date.now() + 5_000);
  await utimes(join(site, 'images/fern.png'), later, later);
  const rebuilt = await build();
  expect(rebuilt).toContain('width="20" height="10"');
  expect(rebuilt).toContain('Ferns');
  expect(rebuilt).not.toContain('Planted in the cache');
});
