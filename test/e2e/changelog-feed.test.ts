import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// A changelog as Mintlify documents it (mintlify.com/docs/create/changelogs, components/update):
// Updates with tags and descriptions, and with `rss: true` a feed at the page's URL + /rss.xml.
const changelog = [
  '---',
  'title: Changelog',
  'description: Product updates',
  'rss: true',
  '---',
  '',
  '<Update label="March 2025" description="v0.0.10" tags={["Wintergreen", "Spearmint"]}>',
  '  Added the **Wintergreen** flavour.',
  '',
  '  ```bash',
  '  npm install mint',
  '  ```',
  '',
  '  <Note>A callout the feed leaves out.</Note>',
  '',
  '  <img src="x" onerror="alert(1)" />',
  '</Update>',
  '',
  '<Update label="February 2025" description="v0.0.09" tags={["Spearmint"]} rss={{ title: "Spearmint 9", description: "A new Spearmint" }}>',
  '  Released a new version of Spearmint.',
  '</Update>',
  '',
  '<Update label="2025-01-14" description="v0.0.08" tags={["Peppermint", "Spearmint"]}>',
  '  Deprecated the Peppermint flavour.',
  '</Update>',
  '',
  '<Update label="Beta" description="v0.0.01">',
  '  The first release, with no tags.',
  '</Update>',
  '',
].join('\n');

describe('changelog pages: Update tags and the RSS feed', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let dir: string;

  beforeAll(async () => {
    dir = await writeSite({
      'docs.json': JSON.stringify({ name: 'Mints', navigation: { pages: ['changelog', 'plain', 'wide'] } }),
      'changelog.mdx': changelog,
      'plain.mdx': '---\ntitle: Plain\n---\n\n<Update label="v1">No feed here.</Update>\n',
      'wide.mdx':
        '---\ntitle: Wide\nmode: wide\n---\n\n<Update label="v2" tags={["Mint"]}>Tagged.</Update>\n\n<Update label="v1" tags={["Other"]}>Also tagged.</Update>\n',
    });
    const result = await runDocs([
      'build',
      dir,
      '--out',
      join(dir, 'dist'),
      '--base-url',
      'https://docs.example.com',
    ]);
    expect(result.code, result.stderr).toBe(0);
    server = await serveStatic(join(dir, 'dist'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('serves a valid RSS 2.0 feed of the updates at the page URL + /rss.xml', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/changelog`);
    const feed = await tab.evaluate(async () => {
      const response = await fetch('/changelog/rss.xml');
      const xml = new DOMParser().parseFromString(await response.text(), 'application/xml');
      return {
        status: response.status,
        error: xml.querySelector('parsererror')?.textContent ?? null,
        version: xml.documentElement.getAttribute('version'),
        channel: xml.querySelector('channel > link')?.textContent,
        items: [...xml.querySelectorAll('item')].map((item) => ({
          title: item.querySelector('title')?.textContent,
          link: item.querySelector('link')?.textContent,
          categories: [...item.querySelectorAll('category')].map((c) => c.textContent),
          pubDate: item.querySelector('pubDate')?.textContent ?? null,
          description: item.querySelector('description')?.textContent ?? '',
        })),
      };
    });
    expect(feed).toMatchObject({ status: 200, error: null, version: '2.0' });
    expect(feed.channel).toBe('https://docs.example.com/changelog');
    expect(feed.items.map(({ description, pubDate, ...rest }) => rest)).toEqual([
      {
        title: 'March 2025',
        link: 'https://docs.example.com/changelog#march-2025',
        categories: ['Wintergreen', 'Spearmint'],
      },
      {
        title: 'Spearmint 9',
        link: 'https://docs.example.com/changelog#february-2025',
        categories: ['Spearmint'],
      },
      {
        title: '2025-01-14',
        link: 'https://docs.example.com/changelog#2025-01-14',
        categories: ['Peppermint', 'Spearmint'],
      },
      { title: 'Beta', link: 'https://docs.example.com/changelog#beta', categories: [] },
    ]);
    // A label that names a day dates its item; Mintlify documents no date prop, so "Beta" has none.
    expect(feed.items.map((item) => item.pubDate)).toEqual([
      'Sat, 01 Mar 2025 00:00:00 GMT',
      'Sat, 01 Feb 2025 00:00:00 GMT',
      'Tue, 14 Jan 2025 00:00:00 GMT',
      null,
    ]);
    const [first, second] = feed.items;
    // Pure Markdown only: no code, no components, no raw HTML (and nothing that runs).
    expect(first?.description).toContain('<strong>Wintergreen</strong>');
    expect(first?.description).not.toMatch(/npm install|callout|onerror|<img/);
    expect(second?.description).toBe('A new Spearmint');
    await tab.close();
  });

  it('links each feed item to an update the reader sees, with its tags', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/changelog#march-2025`);
    const update = tab.locator('#march-2025');
    await expect.poll(() => update.isVisible()).toBe(true);
    expect(await update.locator('.dw-update-tags li').allTextContents()).toEqual([
      'Wintergreen',
      'Spearmint',
    ]);
    expect(await update.locator('.dw-update-description').textContent()).toBe('v0.0.10');
    await tab.close();
  });

  it('filters the updates by tag from the contents column, by keyboard, and keeps anchors landing', async () => {
    const tab = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await tab.goto(`${server.url}/changelog`);
    const filter = tab.getByRole('group', { name: 'Filter updates by tag' });
    await expect.poll(() => filter.isVisible()).toBe(true);
    // In the contents column, beside the updates, as Mintlify places it.
    expect(await tab.locator('.dw-toc .dw-update-filter').count()).toBe(1);
    expect(await seriousViolations(tab)).toEqual([]);
    expect(await filter.getByRole('button').allTextContents()).toEqual([
      'Wintergreen',
      'Spearmint',
      'Peppermint',
    ]);
    const shown = () =>
      tab
        .locator('.dw-update')
        .evaluateAll((all) =>
          all.filter((update) => (update as HTMLElement).offsetHeight > 0).map((update) => update.id),
        );
    expect(await shown()).toEqual(['march-2025', 'february-2025', '2025-01-14', 'beta']);

    const tocLinks = () =>
      tab
        .locator('.dw-toc li a')
        .evaluateAll((links) =>
          links.filter((link) => (link as HTMLElement).offsetHeight > 0).map((link) => link.textContent),
        );
    // Each update's label is an entry of the table of contents.
    expect(await tocLinks()).toEqual(['March 2025', 'February 2025', '2025-01-14', 'Beta']);

    const peppermint = filter.getByRole('button', { name: 'Peppermint' });
    await peppermint.focus();
    await tab.keyboard.press('Space');
    expect(await peppermint.getAttribute('aria-pressed')).toBe('true');
    expect(await shown()).toEqual(['2025-01-14']);
    expect(await tocLinks()).toEqual(['2025-01-14']);
    // A second tag adds its updates (any of the chosen tags).
    await tab.keyboard.press('Shift+Tab');
    await tab.keyboard.press('Shift+Tab');
    await tab.keyboard.press('Enter');
    expect(await filter.getByRole('button', { name: 'Wintergreen' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await shown()).toEqual(['march-2025', '2025-01-14']);

    // A link to an update the filter hides clears the filter and lands on it.
    await tab.evaluate(() => {
      location.hash = 'february-2025';
    });
    await expect.poll(shown).toEqual(['march-2025', 'february-2025', '2025-01-14', 'beta']);
    expect(await peppermint.getAttribute('aria-pressed')).toBe('false');
    await expect
      .poll(() =>
        tab.locator('#february-2025').evaluate((update) => {
          const { top, bottom } = update.getBoundingClientRect();
          return top < innerHeight && bottom > 0;
        }),
      )
      .toBe(true);
    await tab.close();
  });

  it('puts the filter above the updates where the contents column is hidden', async () => {
    const tab = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await tab.goto(`${server.url}/changelog`);
    const filter = tab.getByRole('group', { name: 'Filter updates by tag' });
    await expect.poll(() => filter.isVisible()).toBe(true);
    const filterBox = await filter.boundingBox();
    const firstUpdate = await tab.locator('#march-2025').boundingBox();
    expect(filterBox && firstUpdate && filterBox.y + filterBox.height <= firstUpdate.y).toBe(true);
    await filter.getByRole('button', { name: 'Wintergreen' }).click();
    expect(await tab.locator('#february-2025').isVisible()).toBe(false);
    expect(await tab.locator('#march-2025').isVisible()).toBe(true);
    await tab.close();
  });

  it('shows no filter on a wide page, as Mintlify hides it there', async () => {
    const tab = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await tab.goto(`${server.url}/wide`);
    await expect.poll(() => tab.locator('#v1').isVisible()).toBe(true);
    // The page's scripts have run: the filter module is the last one it loads.
    await tab.waitForLoadState('load');
    expect(await tab.locator('script[src$="/changelog.js"]').count()).toBe(1);
    expect(await tab.locator('.dw-update-filter').count()).toBe(0);
    expect(await tab.locator('#v2').isVisible()).toBe(true);
    await tab.close();
  });

  it('writes no feed for a page without rss: true', async () => {
    await expect(readFile(join(dir, 'dist', 'plain', 'rss.xml'), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('keeps each update with its label, description and tags in the Markdown twin', async () => {
    const twin = await (await fetch(`${server.url}/changelog.md`)).text();
    expect(twin).toContain('**March 2025** (v0.0.10) · Tags: Wintergreen, Spearmint');
    expect(twin).toContain('**February 2025** (v0.0.09) · Tags: Spearmint');
    expect(twin).toContain('Released a new version of Spearmint.');
    expect(twin).toContain('**2025-01-14** (v0.0.08) · Tags: Peppermint, Spearmint');
  });
});
