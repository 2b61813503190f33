// Search on a `navigation.languages` site (issue 35): each page is indexed in its own language (the
// `<html lang>` of its language division), so Pagefind stems a French page's words as French and
// a reader searching from a French page gets the French index, while one reading an English page
// gets the English one. A site built by the real CLI, searched in Chromium with Pagefind's own API.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { searchBuiltSite } from '../helpers/pagefind-search.ts';
import { writeSite } from '../helpers/site.ts';

const page = (title: string, body: string) => `---\ntitle: ${title}\ndescription: ${title}\n---\n\n${body}\n`;

let dist: string;
let browser: Browser;

beforeAll(async () => {
  const division = (language: string, prefix: string) => ({
    language,
    groups: [{ group: 'Docs', pages: [`${prefix}index`, `${prefix}horses`] }],
  });
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Languages',
        navigation: { languages: [division('en', ''), division('fr', 'fr/')] },
      }),
      'index.mdx': page('Home', 'Welcome to the stables.'),
      'horses.mdx': page('Horses', 'The horses are galloping across the meadow.'),
      'fr/index.mdx': page('Accueil', 'Bienvenue aux écuries.'),
      'fr/horses.mdx': page('Chevaux', 'Les chevaux galopent dans la prairie.'),
    },
    'search-languages',
  );
  dist = join(dir, 'dist');
  const built = await runDocs(['build', dir, '--out', dist]);
  if (built.code !== 0) throw new Error(`docs build failed:\n${built.stderr}`);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

describe('search on a languages site', () => {
  it('writes one Pagefind index per language', async () => {
    const files = await readdir(join(dist, '_docwright/search/index'));
    expect(files.filter((file) => file.startsWith('en_')).length).toBeGreaterThan(0);
    expect(files.filter((file) => file.startsWith('fr_')).length).toBeGreaterThan(0);
  });

  it('finds a French page by a French form of its word, stemmed as French, from a French page only', async () => {
    // "galoper" and "galopent" share the French stem "galop"; English stemming keeps them apart.
    const fromFrench = await searchBuiltSite(browser, dist, ['galoper', 'galloping'], '/fr/horses');
    expect(fromFrench.galoper?.map((hit) => hit.title)).toEqual(['Chevaux']);
    expect(fromFrench.galloping).toEqual([]);
    const fromEnglish = await searchBuiltSite(browser, dist, ['galoper', 'galopent', 'gallop'], '/horses');
    expect(fromEnglish.galoper).toEqual([]);
    expect(fromEnglish.galopent).toEqual([]);
    expect(fromEnglish.gallop?.map((hit) => hit.title)).toEqual(['Horses']);
  });
});
