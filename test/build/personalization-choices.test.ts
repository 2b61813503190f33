// Issue 37, conditional `user` expressions in the build: every branch compiles with the page, the
// built page, its twin, search and llms-full.txt hold the branch a signed-out reader sees, and only
// the server's manifest holds the others; expressions outside the grammar keep a located warning.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '@docwright/site-builder';
import { expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { searchBuiltSite } from '../helpers/pagefind-search.ts';
import { writeSite } from '../helpers/site.ts';

const page = [
  '---\ntitle: Plans\ndescription: Plans\n---',
  '',
  '{',
  "  user.plan === 'enterprise'",
  '    ? <>Contact your admin to enable zanzibarite.</>',
  '    : <>See <a href="https://example.com/pricing">pricing</a> for quokkaberry upgrades.</>',
  '}',
  '',
  "Tier: {user.org?.tier === 'gold' ? <b>Goldfinch support</b> : user.org?.tier === 'silver' ? <i>Silverside support</i> : 'standard support'}.",
  '',
  "{user.groups?.includes('beta') && <Note>Beta flamingoflux is on.</Note>}",
  '',
  "{user.plan === 'enterprise' ? <>Hello {user.name ?? 'admin'}, {user.seats > 10 ? <>large marmotway</> : <>small marmotway</>}.</> : null}",
  '',
  '{user.name?.toUpperCase()}',
  '',
].join('\n');

it('keeps the signed-out branch in every public output and the others for the server only', async () => {
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Choices',
        navigation: { groups: [{ group: 'Docs', pages: ['index', 'twice'] }] },
      }),
      'index.mdx': page,
      'snippets/plan.mdx': "{user.plan === 'pro' ? <>Pro walrusberry.</> : <>Free tier.</>}\n",
      'twice.mdx':
        "---\ntitle: Twice\ndescription: Twice\n---\n\nimport Plan from '/snippets/plan.mdx';\n\n<Plan />\n\n<Plan />\n",
    },
    'personal-choices',
  );
  const outDir = join(dir, 'dist');
  const result = await buildSite({ dir, outDir, baseUrl: 'http://docs.test' });
  expect(result.ok, result.diagnostics.map((d) => d.message).join('\n')).toBe(true);

  const signedOut = ['quokkaberry', 'standard support'];
  const others = ['zanzibarite', 'Goldfinch', 'Silverside', 'flamingoflux', 'marmotway'];
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  expect(html).toContain('See <a href="https://example.com/pricing"');
  expect(html).toContain('Tier: <span data-dw-choice=');
  const publicFiles = ['index.html', 'index.md', 'llms-full.txt', 'llms.txt', 'sitemap.xml'];
  const everything = (
    await Promise.all(publicFiles.map((file) => readFile(join(outDir, file), 'utf8')))
  ).join('\n');
  for (const word of others) expect(everything, word).not.toContain(word);
  for (const word of signedOut) {
    expect(html, word).toContain(word);
    expect(await readFile(join(outDir, 'index.md'), 'utf8'), word).toContain(word);
    expect(await readFile(join(outDir, 'llms-full.txt'), 'utf8'), word).toContain(word);
  }
  // Search finds the signed-out branch's words, and none of the others'.
  const browser = await launchBrowser();
  try {
    const hits = await searchBuiltSite(browser, outDir, ['quokkaberry', ...others]);
    expect(hits.quokkaberry?.length).toBe(1);
    for (const word of others) expect(hits[word], word).toEqual([]);
  } finally {
    await browser.close();
  }
  // The twin keeps the pricing link.
  expect(await readFile(join(outDir, 'index.md'), 'utf8')).toContain(
    '[pricing](https://example.com/pricing)',
  );

  const manifest = JSON.parse(await readFile(join(outDir, '_docwright/server.json'), 'utf8')) as {
    routes: Record<string, { personalized?: true }>;
    userChoices?: Record<string, { id: string; branches: string[] }[]>;
  };
  expect(manifest.routes['']?.personalized).toBe(true);
  const branches = (manifest.userChoices?.[''] ?? []).flatMap((choice) => choice.branches).join('\n');
  for (const word of others) expect(branches, word).toContain(word);
  // The nested field inside a branch is a field for the server to fill.
  expect(branches).toContain('<span data-dw-user="[&quot;name&quot;]">admin</span>');

  // A snippet renders inside the pages that use it, so its condition stays signed out for every
  // reader, with the warning: neither place shows its other branch, and the server holds none.
  const twice = await readFile(join(outDir, 'twice/index.html'), 'utf8');
  expect(twice.match(/Free tier\./g)).toHaveLength(2);
  expect(twice).not.toContain('walrusberry');
  expect(await readFile(join(outDir, 'twice.md'), 'utf8')).not.toContain('walrusberry');
  expect(manifest.userChoices?.twice).toBeUndefined();
  expect(JSON.stringify(manifest)).not.toContain('walrusberry');
  expect(
    result.diagnostics.some(
      (d) => d.code === 'page/not-supported' && d.message.includes("user.plan === 'pro'"),
    ),
  ).toBe(true);
  // No compiled branch marker is left in any page.
  for (const built of [html, twice]) expect(built).not.toMatch(/data-dw-choice="[^"]*\.\d+\.\d+"/);

  // Only the call outside the grammar warns, where it is.
  const warnings = result.diagnostics
    .filter((d) => d.code === 'page/not-supported' && d.file === 'index.mdx')
    .map((d) => [d.line, d.column, d.message.slice(0, 30)]);
  expect(warnings).toEqual([[18, 1, '`{user.name?.toUpperCase()}` r']]);
});
