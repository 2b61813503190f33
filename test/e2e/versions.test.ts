import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { writeSite } from '../helpers/site.ts';

const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;

// v2 (the default) lives at the root, v1 under `v1/`. v1's Quickstart says `tapirwhistle` far more
// often, so Pagefind alone ranks it above v2's; `changelog` is one page both versions list.
const files = {
  'docs.json': JSON.stringify({
    name: 'Versioned',
    navigation: {
      versions: [
        { version: 'v2', groups: [{ group: 'Guides', pages: ['intro', 'quickstart', 'auth', 'changelog'] }] },
        {
          version: 'v1',
          groups: [{ group: 'Guides', pages: ['v1/intro', 'v1/quickstart', 'v1/legacy', 'changelog'] }],
        },
      ],
    },
  }),
  'intro.mdx': page('Introduction', 'Version two of the API.'),
  'quickstart.mdx': page('Quickstart', 'Install the tapirwhistle client and send a request.'),
  'auth.mdx': page('Authentication', 'Keys go in a header.'),
  'changelog.mdx': page('Changelog', 'What changed between versions.'),
  'v1/intro.mdx': page('Introduction', 'Version one of the API.'),
  'v1/quickstart.mdx': page(
    'Quickstart',
    'Install tapirwhistle. tapirwhistle tapirwhistle: the tapirwhistle client, tapirwhistle again.',
  ),
  'v1/legacy.mdx': page('Legacy', 'Old endpoints.'),
};

const resultRows = (tab: Page) => tab.locator('.dw-search-results .dw-search-page');

async function searchFrom(tab: Page, query: string): Promise<void> {
  await tab.locator('.dw-search-button').click();
  await tab.getByRole('combobox', { name: 'Search' }).fill(query);
  await tab
    .locator('.dw-search-status')
    .filter({ hasText: `for “${query}”` })
    .waitFor();
}

/** Where the version switcher's option for `version` leads from the page at `path`. */
async function switchTo(tab: Page, url: string, version: string): Promise<string> {
  await tab.goto(url);
  const switcher = tab.locator('details.dw-switcher').first();
  await switcher.locator('summary').click();
  await switcher.getByRole('link', { name: version, exact: true }).click();
  await tab.waitForLoadState('load');
  return new URL(tab.url()).pathname;
}

describe('a versioned site keeps the reader in their version', () => {
  let browser: Browser;
  let server: ServedBuild;

  beforeAll(async () => {
    server = await serveBuild(await writeSite(files, 'versions-e2e'));
    browser = server.browser;
  });

  afterAll(async () => {
    await server?.close();
  });

  it("ranks the current version's page first and labels the other version's result", async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/auth`);
    await searchFrom(tab, 'tapirwhistle');
    const rows = resultRows(tab);
    await expect(rows.count()).resolves.toBe(2);
    await expect(rows.nth(0).getAttribute('href')).resolves.toMatch(/\/quickstart$/);
    await expect(rows.nth(0).locator('.dw-search-version').count()).resolves.toBe(0);
    await expect(rows.nth(1).getAttribute('href')).resolves.toMatch(/\/v1\/quickstart$/);
    const label = rows.nth(1).locator('.dw-search-version');
    await expect(label.textContent()).resolves.toBe('v1');
    // The label sits on the title's line, after the title, not under it.
    const title = await rows.nth(1).locator('.dw-search-title').boundingBox();
    const chip = await label.boundingBox();
    expect(title && chip && chip.y >= title.y && chip.y + chip.height <= title.y + title.height + 1).toBe(
      true,
    );
    await tab.close();
  });

  it("ranks v1's page first when the reader is in v1, and labels v2's", async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/v1/legacy`);
    await searchFrom(tab, 'tapirwhistle');
    const rows = resultRows(tab);
    await expect(rows.nth(0).getAttribute('href')).resolves.toMatch(/\/v1\/quickstart$/);
    await expect(rows.nth(1).locator('.dw-search-version').textContent()).resolves.toBe('v2');
    await tab.close();
  });

  it('switches to the same page in the other version, in both directions', async () => {
    const tab = await browser.newPage();
    await expect(switchTo(tab, `${server.url}/quickstart`, 'v1')).resolves.toBe('/v1/quickstart');
    await expect(switchTo(tab, `${server.url}/v1/quickstart`, 'v2')).resolves.toBe('/quickstart');
    // One page both versions list: it stays where it is.
    await expect(switchTo(tab, `${server.url}/changelog`, 'v1')).resolves.toBe('/changelog');
    await tab.close();
  });

  it("goes to the version's home when the page has no counterpart there", async () => {
    const tab = await browser.newPage();
    await expect(switchTo(tab, `${server.url}/auth`, 'v1')).resolves.toBe('/v1/intro');
    await expect(switchTo(tab, `${server.url}/v1/legacy`, 'v2')).resolves.toBe('/intro');
    await tab.close();
  });
});
