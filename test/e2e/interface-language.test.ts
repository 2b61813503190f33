// A `navigation.languages` site (issue 35): each language's pages say which language they are in
// (`<html lang>`, for screen readers, hyphenation and search engines) and the reader interface
// around the content (search, "On this page", next/previous, copy, feedback) speaks it, for every
// language Mintlify's schema (@mintlify/validation, the oracle) accepts.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nonRecursiveLanguageSchema } from '@mintlify/validation';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const mintlifyCodes = nonRecursiveLanguageSchema.shape.language.options as readonly string[];

const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${title}\n---\n\n## ${title} start\n\n${body}\n\n\`\`\`js\nlet a = 1;\n\`\`\`\n`;

let dist: string;
let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  const division = (language: string, prefix: string) => ({
    language,
    groups: [{ group: 'Docs', pages: [`${prefix}index`, `${prefix}second`] }],
  });
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Languages',
        navigation: { languages: [division('en', ''), division('fr', 'fr/'), division('jp', 'jp/')] },
      }),
      'index.mdx': page('Home', 'Hello.'),
      'second.mdx': page('Second', 'Two.'),
      'fr/index.mdx': page('Accueil', 'Bonjour.'),
      'fr/second.mdx': page('Deuxième', 'Deux.'),
      'jp/index.mdx': page('ホーム', 'こんにちは。'),
      'jp/second.mdx': page('二番目', '二。'),
    },
    'languages',
  );
  dist = join(dir, 'dist');
  const built = await runDocs(['build', dir, '--out', dist]);
  if (built.code !== 0) throw new Error(`docs build failed:\n${built.stderr}`);
  browser = await launchBrowser();
  server = await serveStatic(dist);
}, 300_000);

afterAll(async () => {
  await server?.close();
  await browser?.close();
});

describe('the reader interface of a languages site', () => {
  const cases = [
    {
      path: '/fr',
      lang: 'fr',
      search: 'Rechercher',
      toc: 'Sur cette page',
      next: 'Suivant',
      copy: 'Copier',
      copied: 'Copié',
    },
    {
      path: '/jp',
      lang: 'ja',
      search: '検索',
      toc: 'このページの内容',
      next: '次へ',
      copy: 'コピー',
      copied: 'コピーしました',
    },
    {
      path: '/',
      lang: 'en',
      search: 'Search',
      toc: 'On this page',
      next: 'Next',
      copy: 'Copy',
      copied: 'Copied',
    },
  ];

  for (const expected of cases)
    it(`is in ${expected.lang} on ${expected.path}`, async () => {
      const context = await browser.newContext({
        viewport: { width: 1400, height: 900 },
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const tab = await context.newPage();
      await tab.goto(`${server.url}${expected.path}`);
      expect(await tab.locator('html').getAttribute('lang')).toBe(expected.lang);
      const searchButton = tab.locator('.dw-search-button');
      await expect.poll(() => searchButton.isVisible()).toBe(true);
      expect(await searchButton.locator('.dw-search-label').textContent()).toBe(expected.search);
      await expect.poll(() => tab.locator('.dw-toc-title').textContent()).toBe(expected.toc);
      await expect.poll(() => tab.locator('.dw-pager-next span').textContent()).toBe(expected.next);
      expect(await tab.locator('.dw-toc-title').isVisible()).toBe(true);
      expect(await tab.locator('.dw-pager-next').isVisible()).toBe(true);
      const copy = tab.locator('.dw-copy').first();
      await tab.locator('pre').first().hover();
      await expect.poll(() => copy.textContent()).toBe(expected.copy);
      await copy.click();
      await expect.poll(() => copy.textContent()).toBe(expected.copied);
      await searchButton.click();
      const dialog = tab.getByRole('dialog');
      expect(await dialog.getAttribute('aria-label')).toBe(expected.search);
      await context.close();
    });

  it('names each language in its own words in the switcher, and the choice leads there', async () => {
    const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await tab.goto(`${server.url}/fr`);
    const switcher = tab.locator('details.dw-switcher');
    await expect(switcher.locator('.dw-switcher-current').textContent()).resolves.toBe('Français');
    await switcher.locator('summary').click();
    const options = switcher.getByRole('link');
    await expect(options.allTextContents()).resolves.toEqual(['English', 'Français', '日本語']);
    await expect(options.nth(2).locator('[lang]').getAttribute('lang')).resolves.toBe('ja');
    // Each name sits on one line inside the sidebar.
    const sidebar = await tab.locator('.dw-sidebar').boundingBox();
    for (const option of await options.all()) {
      const box = await option.boundingBox();
      expect(box && sidebar && box.height < 40 && box.x + box.width <= sidebar.x + sidebar.width).toBe(true);
    }
    await options.nth(2).click();
    await tab.waitForURL(/\/jp$/);
    await tab.close();
  });

  it('asks for feedback in the page’s language', async () => {
    expect(await readFile(join(dist, 'fr/index.html'), 'utf8')).toContain(
      '<p id="dw-feedback-q">Cette page vous a-t-elle été utile ?</p><button type="button" data-helpful="true">Oui</button>',
    );
    expect(await readFile(join(dist, 'index.html'), 'utf8')).toContain('Was this page helpful?');
  });

  it('keeps the Markdown twin to the page’s own text', async () => {
    const twin = await (await fetch(`${server.url}/fr.md`)).text();
    expect(twin).toContain('Bonjour.');
    expect(twin).not.toMatch(/On this page|Sur cette page|Rechercher/);
  });

  it('has words for every language code Mintlify accepts', async () => {
    const { htmlLangOf, interfaceLanguages, interfaceStringsOf } = await import(
      '../../packages/theme/src/layouts/interface-strings.ts'
    );
    const covered = (lang: string) =>
      interfaceLanguages.includes(lang) || interfaceLanguages.includes(lang.split('-')[0] ?? '');
    expect(mintlifyCodes.filter((code) => !covered(htmlLangOf(code)))).toEqual([]);
    const english = interfaceStringsOf('en');
    for (const lang of interfaceLanguages) {
      const words = interfaceStringsOf(lang);
      expect(Object.values(words).every((word) => typeof word === 'string' && word !== '')).toBe(true);
      if (lang !== 'en') expect({ lang, search: words.search }).not.toEqual({ lang, search: english.search });
    }
  });
});
