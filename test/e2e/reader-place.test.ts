import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { writeSite } from '../helpers/site.ts';

// A site with a tab row (a taller sticky header) and a sidebar longer than the screen.
const pages = Array.from({ length: 60 }, (_, index) => `page-${index}`);
const long = (title: string) =>
  `---\ntitle: ${title}\ndescription: A long page.\n---\n\n${'Filler paragraph. '.repeat(40)}\n\n`.concat(
    Array.from(
      { length: 12 },
      (_, index) => `## Section ${index}\n\n${'Text of the section. '.repeat(60)}\n`,
    ).join('\n'),
  );

describe("the reader's place on a site with a tab row, in Chromium", () => {
  let site: ServedBuild;

  beforeAll(async () => {
    const files: Record<string, string> = {
      'docs.json': JSON.stringify({
        name: 'Place',
        navigation: {
          tabs: [
            { tab: 'Guides', groups: [{ group: 'All', pages }] },
            { tab: 'Other', pages: ['other'] },
          ],
        },
      }),
      'other.mdx': '---\ntitle: Other\ndescription: O.\n---\n\nText.\n',
    };
    for (const page of pages) files[`${page}.mdx`] = long(page);
    const dir = await writeSite(files);
    site = await serveBuild(dir);
  });

  afterAll(async () => {
    await site?.close();
  });

  async function headerBottom(page: Page): Promise<number> {
    const box = await page.locator('header.dw-header').boundingBox();
    if (!box) throw new Error('no header');
    return box.y + box.height;
  }

  it('lands an anchor link below the sticky header and its tab row', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.url}/page-59#section-7`);
    const heading = page.locator('h2#section-7');
    const box = await heading.boundingBox();
    if (!box) throw new Error('no heading');
    expect(box.y).toBeGreaterThanOrEqual(await headerBottom(page));
    expect(box.y).toBeLessThan(400);
    await page.close();
  });

  it('lands a table-of-contents click below the header too', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.url}/page-59`);
    await page.locator('.dw-toc a[href="#section-9"]').click();
    await page.waitForFunction(() => location.hash === '#section-9');
    const box = await page.locator('h2#section-9').boundingBox();
    if (!box) throw new Error('no heading');
    expect(box.y).toBeGreaterThanOrEqual(await headerBottom(page));
    await page.close();
  });

  it('opens the sidebar scrolled to the current page', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.url}/page-59`);
    const sidebar = await page.locator('.dw-sidebar').boundingBox();
    const current = await page.locator('.dw-sidebar a[aria-current="page"]').boundingBox();
    if (!sidebar || !current) throw new Error('no sidebar or current link');
    expect(current.y).toBeGreaterThanOrEqual(sidebar.y);
    expect(current.y + current.height).toBeLessThanOrEqual(sidebar.y + sidebar.height);
    await page.close();
  });
});
