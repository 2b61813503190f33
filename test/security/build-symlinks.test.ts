import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { listFiles, tempDir, writeSite } from '../helpers/site.ts';

const docsJson = (pages: string[]) =>
  JSON.stringify({ name: 'Links', navigation: { groups: [{ group: 'Docs', pages }] } });

/** A file outside every site, standing for the server's secrets. */
async function secretOutside(): Promise<{ dir: string; file: string; marker: string }> {
  const dir = await tempDir('outside');
  const marker = `SECRET-${Math.random().toString(36).slice(2)}`;
  const file = join(dir, 'secret.mdx');
  await writeFile(file, `---\ntitle: Secret\n---\n${marker}\n`);
  await writeFile(join(dir, 'secret.png'), marker);
  await writeFile(join(dir, 'secret.txt'), marker);
  return { dir, file, marker };
}

/** Every byte the build wrote, as one string: the secret must appear nowhere in it. */
async function everythingWritten(out: string): Promise<string> {
  if (!existsSync(out)) return '';
  const files = await listFiles(out);
  return (await Promise.all(files.map((file) => readFile(join(out, file), 'utf8')))).join('\n');
}

describe('a build reads nothing through a symbolic link that leaves the site', () => {
  const cases: {
    name: string;
    plant: (site: string, outside: Awaited<ReturnType<typeof secretOutside>>) => Promise<string>;
  }[] = [
    {
      name: 'a page linked to a file outside',
      plant: async (site, outside) => {
        await symlink(outside.file, join(site, 'leak.mdx'));
        return 'leak.mdx';
      },
    },
    {
      name: 'a page linked to /proc/self/environ',
      plant: async (site) => {
        await symlink('/proc/self/environ', join(site, 'environ.md'));
        return 'environ.md';
      },
    },
    {
      name: 'a folder linked outside',
      plant: async (site, outside) => {
        await symlink(outside.dir, join(site, 'shared'));
        return 'shared';
      },
    },
    {
      name: 'a snippet linked outside',
      plant: async (site, outside) => {
        await mkdir(join(site, 'snippets'), { recursive: true });
        await symlink(outside.file, join(site, 'snippets', 'intro.mdx'));
        return 'snippets/intro.mdx';
      },
    },
    {
      name: 'an image and a text asset linked outside',
      plant: async (site, outside) => {
        await mkdir(join(site, 'images'), { recursive: true });
        await symlink(join(outside.dir, 'secret.png'), join(site, 'images', 'logo.png'));
        await symlink(join(outside.dir, 'secret.txt'), join(site, 'notes.txt'));
        return 'images/logo.png';
      },
    },
  ];

  for (const { name, plant } of cases) {
    it(`${name}: a located error, nothing published`, async () => {
      const outside = await secretOutside();
      const site = await writeSite({
        'docs.json': docsJson(['index', 'leak', 'environ', 'shared/secret']),
        'index.mdx': `---\ntitle: Home\ndescription: Home page\n---\nimport Intro from '/snippets/intro.mdx';\n\n![logo](/images/logo.png)\n`,
      });
      const link = await plant(site, outside);
      const out = join(await tempDir('links-out'), 'dist');
      const result = await runDocs(['build', site, '--out', out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('site/read-outside');
      expect(result.stderr).toContain(link);
      expect(result.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/); // no stack trace
      expect(await everythingWritten(out)).not.toContain(outside.marker);
      expect(await everythingWritten(out)).not.toContain('PATH=');
    });
  }

  it('a link that stays inside the site builds as its target', async () => {
    const site = await writeSite({
      'docs.json': docsJson(['index', 'alias']),
      'index.mdx': '---\ntitle: Home\ndescription: Home page\n---\nThe home page.\n',
    });
    await symlink(join(site, 'index.mdx'), join(site, 'alias.mdx'));
    const out = join(await tempDir('links-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(await readFile(join(out, 'alias', 'index.html'), 'utf8')).toContain('The home page.');
  });
});
