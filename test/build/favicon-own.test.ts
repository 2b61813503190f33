import { access, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

// A Mintlify repository may keep its icon as a root `favicon.ico` and name none in docs.json:
// pages link that icon, not the theme's `favicon.svg` (browsers prefer a linked icon, so
// linking the theme's would show Docwright's instead of the site's).
it("links a site's own root favicon.ico when docs.json names no favicon, and leaves it as it is", async () => {
  const dir = await writeSite({
    'docs.json': JSON.stringify({
      name: 'Own icon',
      navigation: { groups: [{ group: 'G', pages: ['index'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nHello.\n',
  });
  const icon = Buffer.from([0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 4, 0, 0, 0, 22, 0, 0, 0]);
  await writeFile(join(dir, 'favicon.ico'), icon);
  const out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  const html = await readFile(join(out, 'index.html'), 'utf8');
  expect([...html.matchAll(/<link rel="icon" href="([^"]+)"/g)].map((match) => match[1])).toEqual([
    '/favicon.ico',
  ]);
  expect(await readFile(join(out, 'favicon.ico'))).toEqual(icon);
  await expect(access(join(out, 'favicon.svg'))).rejects.toThrow();
});
