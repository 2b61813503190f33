// Front matter that shapes a page and its sidebar entry, as Mintlify documents it: `mode`
// (default, wide, custom, frame, center), `tag`, `deprecated`, `hideFooterPagination`, `url` and
// `hideApiMarker`. A site built by the real CLI, looked at in Chromium at 1440 and 390 px.
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { type RunResult, runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const text = [
  '## First heading',
  '',
  'Some text long enough to wrap across the content column when the layout is narrow, and then some more of it.',
  '',
  '## Second heading',
  '',
  'More text.',
].join('\n');
const page = (front: string, body = text) => `---\n${front}\n---\n${body}\n`;

describe('page modes and sidebar front matter', () => {
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let build: RunResult;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Modes',
        navigation: {
          groups: [
            {
              group: 'Pages',
              pages: [
                'index',
                'wide',
                'custom',
                'frame',
                'center',
                'fresh',
                'old',
                'status',
                'call',
                'bogus',
              ],
            },
          ],
        },
      }),
      'index.mdx': page('title: Default page\ndescription: The default layout.'),
      'wide.mdx': page('title: Wide page\ndescription: No table of contents.\nmode: wide'),
      'custom.mdx': page(
        'title: Custom page\ndescription: A blank canvas.\nmode: custom',
        '<div id="hero" style={{ padding: "48px", background: "#eef" }}>\n\n# Landing hero\n\n</div>\n\n## Below\n\nText.',
      ),
      'frame.mdx': page('title: Frame page\ndescription: Sidebar and content.\nmode: frame'),
      'center.mdx': page('title: Center page\ndescription: Centered.\nmode: center'),
      'fresh.mdx': page('title: Fresh\ndescription: Tagged.\ntag: NEW\nhideFooterPagination: true'),
      'old.mdx': page('title: Old\ndescription: Deprecated.\ndeprecated: true'),
      'status.mdx': page('title: Status\ndescription: Links out.\nurl: https://status.example.com'),
      'call.mdx': page(
        'title: Call it\ndescription: An API page.\napi: POST https://api.example.com/call\nhideApiMarker: true',
      ),
      'bogus.mdx': page('title: Bogus\ndescription: Unknown mode.\nmode: fullscreen'),
    });
    const out = join(dir, 'dist');
    build = await runDocs(['build', dir, '--out', out]);
    expect(build.code, build.stderr).toBe(0);
    [site, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(route: string, width: number): Promise<Page> {
    const tab = await browser.newPage({ viewport: { width, height: 900 } });
    await tab.goto(`${site.url}/${route}`);
    return tab;
  }

  const visible = (tab: Page, selector: string) => tab.locator(selector).first().isVisible();
  const box = async (tab: Page, selector: string) => {
    const found = await tab.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${selector} is not shown`);
    return found;
  };

  /** Nothing of the page's own content starts under the sticky header. */
  async function belowHeader(tab: Page, selector: string): Promise<void> {
    const header = await box(tab, '.dw-header');
    expect((await box(tab, selector)).y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  }

  it('wide: no table of contents, the content takes its place', async () => {
    for (const width of [1440, 390]) {
      const wide = await open('wide', width);
      const normal = await open('', width);
      expect(await normal.locator('.dw-toc').count()).toBe(1);
      expect(await wide.locator('.dw-toc').count()).toBe(0);
      expect(await visible(wide, '.dw-title')).toBe(true);
      if (width === 1440) {
        expect(await visible(wide, '.dw-sidebar')).toBe(true);
        const sidebar = await box(wide, '.dw-sidebar');
        const content = await box(wide, '.dw-content');
        expect(content.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width);
        expect(content.width).toBeGreaterThan((await box(normal, '.dw-content')).width + 150);
      }
      await belowHeader(wide, '.dw-title');
      await Promise.all([wide.close(), normal.close()]);
    }
  });

  it('custom: only the header, and the content as wide as the window', async () => {
    for (const width of [1440, 390]) {
      const tab = await open('custom', width);
      expect(await visible(tab, '.dw-header')).toBe(true);
      expect(await visible(tab, '.dw-sidebar')).toBe(false);
      expect(await visible(tab, '.dw-menu-button')).toBe(false);
      for (const gone of ['.dw-toc', '.dw-title', '.dw-lead', '.dw-pager', '.dw-footer', '.dw-breadcrumbs'])
        expect(await tab.locator(gone).count(), gone).toBe(0);
      const hero = await box(tab, '#hero');
      expect(hero.x).toBe(0);
      expect(hero.width).toBe(width);
      await belowHeader(tab, '#hero');
      await tab.close();
    }
  });

  // Mintlify lays out frame pages only in Aspen, Almond, Luma and Sequoia (site-themes.test.ts
  // checks them there); in Mint the page keeps the default layout, with a warning.
  it('frame in the Mint theme: the default layout, and a located warning', async () => {
    const tab = await open('frame', 1440);
    expect(await visible(tab, '.dw-sidebar')).toBe(true);
    expect(await visible(tab, '.dw-title')).toBe(true);
    expect(await tab.locator('.dw-toc').count()).toBe(1);
    await tab.close();
    expect(build.stderr).toMatch(/warning page\/not-supported\s+frame\.mdx:4:1/);
    expect(build.stderr).toContain('mode "frame" is not laid out by the "mint" theme');
  });

  it('center: no sidebar or table of contents, the page in the middle', async () => {
    for (const width of [1440, 390]) {
      const tab = await open('center', width);
      expect(await visible(tab, '.dw-sidebar')).toBe(false);
      expect(await tab.locator('.dw-toc').count()).toBe(0);
      expect(await visible(tab, '.dw-title')).toBe(true);
      const article = await box(tab, '.dw-article');
      const left = article.x;
      const right = width - (article.x + article.width);
      expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
      if (width === 1440) expect(left).toBeGreaterThan(200);
      await belowHeader(tab, '.dw-title');
      await tab.close();
    }
  });

  it('tag: a label beside the title in the sidebar; hideFooterPagination: no pager', async () => {
    const tab = await open('fresh', 1440);
    const link = tab.locator('.dw-sidebar a', { hasText: 'Fresh' });
    await expect(link.locator('.dw-nav-tag').innerText()).resolves.toBe('NEW');
    const title = await link.locator('span').first().boundingBox();
    const tag = await link.locator('.dw-nav-tag').boundingBox();
    const linkBox = await link.boundingBox();
    if (!title || !tag || !linkBox) throw new Error('the entry is not shown');
    expect(tag.x).toBeGreaterThanOrEqual(title.x + title.width);
    expect(tag.x + tag.width).toBeLessThanOrEqual(linkBox.x + linkBox.width);
    expect(await tab.locator('.dw-pager').count()).toBe(0);
    await tab.close();
  });

  it('deprecated: struck through in the sidebar and a badge by the title', async () => {
    const tab = await open('old', 1440);
    const entry = tab.locator('.dw-sidebar a', { hasText: 'Old' }).locator('span').first();
    expect(await entry.evaluate((node) => getComputedStyle(node).textDecorationLine)).toBe('line-through');
    await expect(tab.locator('.dw-page-deprecated').innerText()).resolves.toBe('Deprecated');
    const title = await box(tab, '.dw-title');
    expect((await box(tab, '.dw-page-deprecated')).y).toBeGreaterThanOrEqual(title.y + title.height);
    await tab.close();
  });

  it('url: the sidebar entry links out, and no pager leads to the stub page', async () => {
    const tab = await open('old', 1440);
    await expect(tab.locator('.dw-sidebar a', { hasText: 'Status' }).getAttribute('href')).resolves.toBe(
      'https://status.example.com',
    );
    await expect(tab.locator('.dw-pager-next').getAttribute('href')).resolves.toBe('/call');
    const llms = await (await fetch(`${site.url}/llms.txt`)).text();
    expect(llms).not.toContain('/status');
    await tab.close();
  });

  it('hideApiMarker: no method badge beside an API page in the sidebar', async () => {
    const tab = await open('', 1440);
    const entry = tab.locator('.dw-sidebar a', { hasText: 'Call it' });
    await expect(entry.count()).resolves.toBe(1);
    expect(await entry.locator('.dw-nav-method').count()).toBe(0);
    await tab.close();
  });

  it('warns at the front matter line of a mode Mintlify does not name', () => {
    expect(build.stderr).toMatch(/warning page\/not-supported\s+bogus\.mdx:4:1/);
    expect(build.stderr).toContain('mode "fullscreen" is not a page mode');
  });
});
