import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

const site = () =>
  writeSite({
    'docs.json': JSON.stringify({
      name: 'Plants',
      navigation: { groups: [{ group: 'Guides', pages: ['index', 'guides/water'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\nWelcome.\n',
    'guides/water.mdx': '---\ntitle: Water\ndescription: How to water.\n---\n\nOften.\n',
  });

it('leaves out a folder an earlier docs build wrote inside the site, whatever its name', async () => {
  const dir = await site();
  const first = await runDocs(['build', dir, '--out', join(dir, 'public')]);
  expect(first.code, first.stderr).toBe(0);
  const second = await runDocs(['build', dir, '--out', join(dir, 'elsewhere')]);
  expect(second.code, second.stderr).toBe(0);
  expect(second.stdout).toContain('Built 2 pages');
  expect(second.stderr).not.toContain('public/');
  expect(existsSync(join(dir, 'elsewhere/public'))).toBe(false);
  expect(existsSync(join(dir, 'elsewhere/index.html'))).toBe(true);
});

it('still reads a folder that only looks like output: a `_docwright` folder without what a build writes', async () => {
  const dir = await site();
  await mkdir(join(dir, 'extra/_docwright'), { recursive: true });
  await writeFile(join(dir, 'extra/_docwright/notes.json'), '{}');
  await writeFile(
    join(dir, 'extra/page.mdx'),
    '---\ntitle: Extra\ndescription: An extra page.\n---\n\nHi.\n',
  );
  const result = await runDocs(['build', dir, '--out', join(dir, 'dist')]);
  expect(result.code, result.stderr).toBe(0);
  expect(result.stdout).toContain('Built 3 pages');
  expect(existsSync(join(dir, 'dist/extra/page/index.html'))).toBe(true);
});
