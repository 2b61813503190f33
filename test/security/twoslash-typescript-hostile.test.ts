import { existsSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';

// A twoslash block loads a TypeScript compiler: the site's own `node_modules/typescript`, else
// Docwright's. A build reads nothing outside its site folder, so neither a `typescript` in a folder
// above the site nor a committed link out of the site may be loaded (each would run its code).

/** A `typescript` package whose code, when loaded, leaves `marker` behind. */
async function fakeTypeScript(dir: string, marker: string): Promise<void> {
  await mkdir(join(dir, 'lib'), { recursive: true });
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'typescript', version: '5.4.0', main: 'lib/typescript.js' }),
  );
  await writeFile(
    join(dir, 'lib/typescript.js'),
    `require('node:fs').writeFileSync(${JSON.stringify(marker)}, 'loaded');\nmodule.exports = {};\n`,
  );
}

async function writeTwoslashSite(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(
    join(dir, 'docs.json'),
    JSON.stringify({ name: 'Types', navigation: { pages: ['types'] } }),
  );
  await writeFile(
    join(dir, 'types.mdx'),
    '---\ntitle: Types\n---\n\n```ts twoslash\nconst answer = 42;\n```\n',
  );
}

describe('twoslash loads no TypeScript from outside the site', () => {
  it('leaves a typescript in a folder above the site alone, and types the block with its own', async () => {
    const outer = await tempDir('twoslash-parent');
    const marker = join(outer, 'parent-typescript-ran');
    await fakeTypeScript(join(outer, 'node_modules/typescript'), marker);
    const site = join(outer, 'site');
    await writeTwoslashSite(site);
    const result = await runDocs(['build', site, '--out', join(site, 'dist')]);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(marker)).toBe(false);
    const html = await readFile(join(site, 'dist/types/index.html'), 'utf8');
    expect(html).toContain('dw-twoslash');
    expect(html).toContain('twoslash-hover');
  });

  it('does not follow a committed node_modules/typescript link that leads out of the site', async () => {
    const outside = await tempDir('twoslash-outside');
    const marker = join(outside, 'linked-typescript-ran');
    await fakeTypeScript(join(outside, 'typescript'), marker);
    const site = await tempDir('twoslash-linked');
    await writeTwoslashSite(site);
    await mkdir(join(site, 'node_modules'));
    await symlink(join(outside, 'typescript'), join(site, 'node_modules/typescript'));
    const result = await runDocs(['build', site, '--out', join(site, 'dist')]);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(marker)).toBe(false);
    expect(await readFile(join(site, 'dist/types/index.html'), 'utf8')).toContain('twoslash-hover');
  });
});
