import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { listFiles, tempDir } from '../helpers/site.ts';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-SITE';

/** A folder holding `site/` (the site) and `outside/secret.json` beside it; returns both. */
async function layout(files: Record<string, string>) {
  const root = await tempDir('sec-ref');
  const site = join(root, 'site');
  await mkdir(join(root, 'outside'), { recursive: true });
  await writeFile(
    join(root, 'outside', 'secret.json'),
    JSON.stringify({
      Secret: { type: 'object', description: SECRET, properties: { token: { type: 'string' } } },
    }),
  );
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(site, path)), { recursive: true });
    await writeFile(join(site, path), content);
  }
  return { root, site, out: join(root, 'dist') };
}

const docsJson = (openapi: unknown) =>
  JSON.stringify({ name: 'Refs', navigation: { groups: [{ group: 'API', openapi }] } }, null, 2);

const specWithRef = (ref: string) =>
  JSON.stringify(
    {
      openapi: '3.0.0',
      info: { title: 'Refs', version: '1' },
      paths: {
        '/a': {
          post: {
            summary: 'A',
            requestBody: { content: { 'application/json': { schema: { $ref: ref } } } },
            responses: { '200': { description: 'ok' } },
          },
        },
      },
    },
    null,
    2,
  );

/** Nothing of the outside file reached the output, and nothing was written beside it. */
async function expectNothingPublished(root: string, out: string) {
  if (existsSync(out))
    for (const file of await listFiles(out))
      expect(await readFile(join(out, file), 'utf8')).not.toContain(SECRET);
  // Only the site, the secret's folder and the output folder are in the temp root.
  expect((await readdir(root)).filter((name) => !['site', 'outside', 'dist'].includes(name))).toEqual([]);
  expect(await readdir(join(root, 'outside'))).toEqual(['secret.json']);
}

describe('files a spec or docs.json names stay inside the site (issue 21)', () => {
  it.each([
    ['../outside/secret.json#/Secret', 'a $ref climbing out of the site'],
    [`${'../'.repeat(30)}etc/hostname`, 'a chain of ../ reaching /etc/hostname'],
    ['/etc/hostname', 'a $ref to an absolute path'],
    ['file:///etc/hostname', 'a file:// $ref'],
  ])('%s (%s) is a located error and is not published', async (ref) => {
    const { root, site, out } = await layout({
      'docs.json': docsJson('openapi.json'),
      'openapi.json': specWithRef(ref),
    });
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code).toBe(1);
    // The $ref is line 15, column 17 of the pretty-printed spec; its JSON pointer follows.
    expect(result.stderr).toContain(
      'error site/read-outside  openapi.json:15:17 (#/paths/~1a/post/requestBody/content/application~1json/schema/$ref)',
    );
    await expectNothingPublished(root, out);
  });

  it('a $ref through a symbolic link that leaves the site is refused', async () => {
    const { root, site, out } = await layout({
      'docs.json': docsJson('openapi.json'),
      'openapi.json': specWithRef('./shared/secret.json#/Secret'),
    });
    await symlink(join(root, 'outside'), join(site, 'shared'));
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error site\/read-outside {2}openapi\.json:15:17/);
    expect(result.stderr).toContain('symbolic link');
    await expectNothingPublished(root, out);
  });

  it('a $ref inside a referenced file is checked too', async () => {
    const { root, site, out } = await layout({
      'docs.json': docsJson('openapi.json'),
      'openapi.json': specWithRef('./schemas/pet.json#/Pet'),
      'schemas/pet.json': JSON.stringify({ Pet: { $ref: '../../outside/secret.json#/Secret' } }),
    });
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error site\/read-outside {2}schemas\/pet\.json:1:\d+ \(#\/Pet\/\$ref\)/);
    await expectNothingPublished(root, out);
  });

  it('a spec file that is a symbolic link leading out of the site is refused', async () => {
    const { root, site, out } = await layout({ 'docs.json': docsJson('openapi.json') });
    await writeFile(
      join(root, 'outside', 'openapi.json'),
      specWithRef('#/components/schemas/X').replace('"Refs"', `"${SECRET}"`),
    );
    await symlink(join(root, 'outside', 'openapi.json'), join(site, 'openapi.json'));
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error site\/read-outside {2}openapi\.json/);
    expect(result.stderr).toContain('symbolic link');
    if (existsSync(out))
      for (const file of await listFiles(out))
        expect(await readFile(join(out, file), 'utf8')).not.toContain(SECRET);
  });

  it.each([
    [{ api: { openapi: '../outside/secret.json' } }, 'api.openapi', 12],
    [{ navigation: { groups: [{ group: 'API', openapi: '../outside/secret.json' }] } }, 'navigation', 7],
    [{ navigation: { groups: [{ group: 'API', asyncapi: ['/../../outside/secret.json'] }] } }, 'asyncapi', 8],
    [
      { navigation: { groups: [{ group: 'API', openapi: { source: 'file:///etc/hostname' } }] } },
      'file URL',
      8,
    ],
  ])('docs.json naming a spec outside the site (%j) is an error at its line', async (config, _, line) => {
    const full = { name: 'Refs', navigation: { groups: [{ group: 'G', pages: [] }] }, ...config };
    const { root, site, out } = await layout({ 'docs.json': JSON.stringify(full, null, 2) });
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(new RegExp(`error site/read-outside {2}docs\\.json:${line}:\\d+ \\(`));
    await expectNothingPublished(root, out);
  });

  it('a $ref of docs.json that leaves the site is an error at the $ref', async () => {
    const { root, site, out } = await layout({
      'docs.json': JSON.stringify({ name: 'Refs', navigation: { $ref: '../outside/secret.json' } }, null, 2),
    });
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error site\/read-outside {2}docs\.json:4:5/);
    await expectNothingPublished(root, out);
  });

  it('a `directory` of generated pages that climbs out of the site is an error', async () => {
    const { root, site, out } = await layout({
      'docs.json': docsJson({ source: 'openapi.json', directory: '../../escaped' }),
      'openapi.json': specWithRef('#/components/schemas/X'),
    });
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /error config\/invalid {2}docs\.json:\d+:\d+ \(navigation\.groups\[0\]\.openapi\.directory\)/,
    );
    expect(existsSync(join(root, 'escaped'))).toBe(false);
  });
});
