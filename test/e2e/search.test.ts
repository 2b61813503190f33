import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { startDevServer } from '../helpers/dev-server.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;

/** `pelicanfold` is on one page only; `seedling` on two. */
const files = {
  'docs.json': JSON.stringify({
    name: 'Orchard',
    navigation: { groups: [{ group: 'Guides', pages: ['index', 'pruning', 'harvest', 'form'] }] },
  }),
  'index.mdx': page('Orchard', 'Welcome. Plant a seedling in spring.'),
  'pruning.mdx': page(
    'Pruning',
    'Cut each branch with the pelicanfold technique.\n\n## Tools\n\nA sharp blade.',
  ),
  'harvest.mdx': page('Harvest', 'Pick the fruit before the seedling season ends.'),
  'form.mdx': page('Form', 'Type here: <input id="probe" aria-label="Probe" />'),
};

const dialog = (tab: Page) => tab.getByRole('dialog', { name: 'Search' });
const results = (tab: Page) => tab.locator('.dw-search-results .dw-search-page');

/** Types a query and waits for the result list to settle on it. */
async function search(tab: Page, query: string): Promise<void> {
  await tab.getByRole('combobox', { name: 'Search' }).fill(query);
  await tab
    .locator('.dw-search-status')
    .filter({ hasText: `for “${query}”` })
    .waitFor();
}

describe('search in a built site', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    const dir = await writeSite(files, 'search-e2e');
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    server = await serveStatic(out);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('opens with /, finds the one page with a word, and Enter goes there', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/harvest`);
    const button = tab.getByRole('button', { name: 'Search' });
    await expect(button.isVisible()).resolves.toBe(true);
    await expect(button.textContent()).resolves.toMatch(/Ctrl K|⌘K/);
    await tab.keyboard.press('/');
    await expect(dialog(tab).isVisible()).resolves.toBe(true);
    // Focus moved into the dialog's field: typing goes to it.
    await tab.keyboard.type('pelicanfold');
    await tab.locator('.dw-search-status').filter({ hasText: 'for “pelicanfold”' }).waitFor();
    await expect(results(tab).count()).resolves.toBe(1);
    await expect(results(tab).first().locator('.dw-search-title').textContent()).resolves.toBe('Pruning');
    await expect(results(tab).first().locator('mark').first().textContent()).resolves.toBe('pelicanfold');
    await tab.keyboard.press('Enter');
    await tab.waitForURL(`${server.url}/pruning`);
    await expect(tab.locator('h1').textContent()).resolves.toBe('Pruning');
    await tab.close();
  });

  it('opens with Ctrl-K, moves through results with the arrow keys, and a click opens one', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/pruning`);
    await tab.keyboard.press('Control+k');
    await search(tab, 'seedling');
    await expect(results(tab).count()).resolves.toBe(2);
    const combobox = tab.getByRole('combobox', { name: 'Search' });
    await tab.keyboard.press('ArrowDown');
    const first = await combobox.getAttribute('aria-activedescendant');
    await tab.keyboard.press('ArrowDown');
    const second = await combobox.getAttribute('aria-activedescendant');
    expect(first).not.toBe(second);
    await expect(tab.locator(`[id="${second}"]`).getAttribute('aria-selected')).resolves.toBe('true');
    await tab.keyboard.press('ArrowUp');
    await expect(combobox.getAttribute('aria-activedescendant')).resolves.toBe(first);

    await search(tab, 'pelicanfold');
    await results(tab).first().click();
    await tab.waitForURL(`${server.url}/pruning`);
    await expect(tab.locator('h1').textContent()).resolves.toBe('Pruning');
    await tab.close();
  });

  it('highlights the words searched for, not the stopwords between them', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/harvest`);
    await tab.keyboard.press('/');
    await search(tab, 'with the pelicanfold technique');
    const excerpt = results(tab).first().locator('.dw-search-excerpt');
    await expect(excerpt.textContent()).resolves.toContain('with the pelicanfold technique');
    // Pagefind marks a word with the punctuation after it (`technique.`).
    const marked = (await excerpt.locator('mark').allTextContents()).map((word) => word.replace(/\W+$/, ''));
    expect(marked).toEqual(['pelicanfold', 'technique']);
    // A query of stopwords alone still shows where they are.
    await search(tab, 'the');
    await expect(results(tab).first().locator('mark').count()).resolves.toBeGreaterThan(0);
    await tab.close();
  });

  it('closes with Escape, and / typed into a field stays in the field', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/form`);
    await tab.keyboard.press('/');
    await expect(dialog(tab).isVisible()).resolves.toBe(true);
    await tab.keyboard.press('Escape');
    await expect(dialog(tab).isVisible()).resolves.toBe(false);

    await tab.getByRole('textbox', { name: 'Probe' }).click();
    await tab.keyboard.type('a/b');
    await expect(tab.getByRole('textbox', { name: 'Probe' }).inputValue()).resolves.toBe('a/b');
    await expect(dialog(tab).isVisible()).resolves.toBe(false);
    await tab.close();
  });
});

describe('search in docs dev', () => {
  let browser: Browser;
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  let site: string;

  beforeAll(async () => {
    site = await writeSite(files, 'search-dev');
    dev = await startDevServer(site);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
  });

  /** Searches from a freshly loaded page until the index (built in the background) has the word. */
  async function searchUntilFound(word: string): Promise<Page> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const tab = await browser.newPage();
      await tab.goto(`${dev.url}/`);
      await tab.keyboard.press('/');
      await tab.getByRole('combobox', { name: 'Search' }).fill(word);
      await tab
        .locator('.dw-search-status')
        .filter({ hasText: new RegExp(`for “${word}”|not available`) })
        .waitFor();
      if ((await results(tab).count()) > 0) return tab;
      await tab.close();
      if (Date.now() > deadline) throw new Error(`the dev index never found "${word}":\n${dev.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }

  it('searches the served site, and finds a word added by an edit', async () => {
    const tab = await searchUntilFound('pelicanfold');
    await expect(results(tab).count()).resolves.toBe(1);
    await tab.keyboard.press('Enter');
    await tab.waitForURL(`${dev.url}/pruning`);
    await expect(tab.locator('h1').textContent()).resolves.toBe('Pruning');
    await tab.close();

    const path = join(site, 'harvest.mdx');
    await writeFile(
      path,
      (await readFile(path, 'utf8')).replace('Pick the fruit', 'Pick the quincebloom fruit'),
    );
    const edited = await searchUntilFound('quincebloom');
    await expect(results(edited).count()).resolves.toBe(1);
    await expect(results(edited).first().locator('.dw-search-title').textContent()).resolves.toBe('Harvest');
    await edited.close();
    expect(dev.output()).toMatch(/Search index updated in \d+ms/);
  });
});
