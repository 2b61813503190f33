// `mode: center` hides the sidebar beside the content; on a phone, where the navigation is a drawer
// behind the header's menu button on every page (as Mintlify's mobile header has it), a center-mode
// page keeps that button, and it opens the navigation. Built by the real CLI, seen in Chromium.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

describe('mode: center on a phone', () => {
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Center',
        navigation: { groups: [{ group: 'Guides', pages: ['index', 'centered'] }] },
      }),
      'index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nHome text.\n',
      'centered.mdx': '---\ntitle: Centered\ndescription: Centered.\nmode: center\n---\n\nCentered text.\n',
    });
    const out = join(dir, 'dist');
    const build = await runDocs(['build', dir, '--out', out]);
    expect(build.code, build.stderr).toBe(0);
    [site, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('at 390 px the menu button is in the header and opens the navigation over the page', async () => {
    const tab = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await tab.goto(`${site.url}/centered`);
    const button = tab.locator('.dw-menu-button');
    expect(await button.isVisible()).toBe(true);
    const header = await tab.locator('.dw-header').boundingBox();
    const place = await button.boundingBox();
    if (!header || !place) throw new Error('the header or its menu button is not laid out');
    expect(place.y).toBeGreaterThanOrEqual(header.y);
    expect(place.y + place.height).toBeLessThanOrEqual(header.y + header.height);
    expect(place.x + place.width).toBeLessThanOrEqual(390);
    // Closed, the sidebar is out of the way; one tap shows the site's navigation, with a link
    // to the other page a reader can follow.
    expect(await tab.locator('.dw-sidebar').isVisible()).toBe(false);
    await button.click();
    const sidebar = tab.locator('.dw-sidebar');
    expect(await sidebar.isVisible()).toBe(true);
    const drawer = await sidebar.boundingBox();
    expect(drawer?.width).toBeGreaterThan(300);
    const home = sidebar.getByRole('link', { name: 'Home' });
    expect(await home.isVisible()).toBe(true);
    await home.click();
    await tab.waitForURL(`${site.url}/`);
    await tab.close();
  });

  it('at 1440 px the page is still centered without a sidebar or menu button', async () => {
    const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await tab.goto(`${site.url}/centered`);
    expect(await tab.locator('.dw-sidebar').isVisible()).toBe(false);
    expect(await tab.locator('.dw-menu-button').isVisible()).toBe(false);
    const article = await tab.locator('.dw-article').boundingBox();
    if (!article) throw new Error('the article is not laid out');
    expect(Math.abs(article.x - (1440 - article.x - article.width))).toBeLessThanOrEqual(2);
    await tab.close();
  });
});
