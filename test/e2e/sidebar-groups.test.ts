import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { copySite, writeSite } from '../helpers/site.ts';

// Mintlify's starter from the corpus, its API tab's groups nested: "Endpoint examples" (MDX pages
// bound with `openapi:`) and a second, `expanded` group inside "API documentation".
describe('nested sidebar groups and method badges of openapi: pages, in Chromium', () => {
  let site: ServedBuild;

  beforeAll(async () => {
    const dir = await copySite(join(corpusDir, 'docs/mintlify-starter'), 'groups');
    const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
    const api = config.navigation.tabs.find((tab: { tab: string }) => tab.tab === 'API reference');
    const [docs, endpoints] = api.groups;
    docs.pages.push(endpoints, {
      group: 'Always open',
      expanded: true,
      pages: ['api-reference/endpoint/webhook'],
    });
    endpoints.pages = endpoints.pages.filter((page: string) => !page.endsWith('webhook'));
    api.groups = [docs];
    await writeFile(join(dir, 'docs.json'), JSON.stringify(config));
    site = await serveBuild(dir);
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  });

  async function open(route: string): Promise<Page> {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.url}${route}`);
    return page;
  }

  const group = (page: Page, title: string) =>
    page.locator('.dw-sidebar details', { hasText: title }).first();

  it('folds a nested group away from the current page and opens it by its summary', async () => {
    const page = await open('/api-reference/introduction');
    const endpoints = group(page, 'Endpoint examples');
    expect(await endpoints.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await page.locator('.dw-sidebar a[href="/api-reference/endpoint/get"]').isVisible()).toBe(false);
    // A top-level group stays a heading.
    expect(
      await page.locator('.dw-sidebar p.dw-nav-group-title', { hasText: 'API documentation' }).count(),
    ).toBe(1);
    // `expanded: true` starts open.
    expect(await group(page, 'Always open').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    await endpoints.locator('summary').click();
    expect(await page.locator('.dw-sidebar a[href="/api-reference/endpoint/get"]').isVisible()).toBe(true);
    await page.close();
  });

  it("opens the current page's group, shows its link, and badges openapi: pages with their method", async () => {
    const page = await open('/api-reference/endpoint/delete');
    expect(await group(page, 'Endpoint examples').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    const current = page.locator('.dw-sidebar [aria-current="page"]');
    expect(await current.isVisible()).toBe(true);
    const box = await current.boundingBox();
    expect(box && box.y > 0 && box.y + box.height < 900).toBe(true);
    const badges = await page
      .locator('.dw-sidebar .dw-nav-method')
      .evaluateAll((spans) =>
        spans.map((span) => `${span.textContent} ${span.nextElementSibling?.textContent}`),
      );
    expect(badges).toEqual(['GET Get Plants', 'POST Create Plant', 'DEL Delete Plant', 'HOOK New Plant']);
    await page.close();
  });
});

describe('the method badge of an api: page', () => {
  it('badges an MDX page with `api: "POST https://..."` front matter', async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Api',
        navigation: { groups: [{ group: 'G', pages: ['index', 'create'] }] },
      }),
      'index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nHello.\n',
      'create.mdx':
        '---\ntitle: Create item\napi: "POST https://api.example.com/v1/items"\n---\n\n<ParamField body="name" type="string">Its name.</ParamField>\n',
    });
    const site = await serveBuild(dir);
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/`);
    const badge = page.locator('.dw-sidebar a[href="/create"] .dw-nav-method');
    expect(await badge.textContent()).toBe('POST');
    expect(await badge.getAttribute('class')).toContain('dw-method-post');
    await site.close();
  }, 60_000);
});
