import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { copySite, tempDir } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

/** A tab whose pages sit in Mintlify's `menu` items (dify's docs.json does this for each product). */
const fixture = fileURLToPath(new URL('../fixtures/config/tabs-menu/', import.meta.url));

describe('a tab menu in the browser', () => {
  let browser: Browser;
  let server: Awaited<ReturnType<typeof serveStatic>>;

  beforeAll(async () => {
    const site = await copySite(fixture, 'tabs-menu');
    const out = join(await tempDir('tabs-menu-out'), 'dist');
    const build = await runDocs(['build', site, '--out', out]);
    expect(build.code, build.stderr).toBe(0);
    server = await serveStatic(out);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows a menu item’s pages in the sidebar and switches between the items', async () => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await tab.goto(`${server.url}/cloud/setup`);
      const sidebar = tab.getByRole('navigation', { name: 'Sidebar' });
      await expect.poll(() => sidebar.isVisible()).toBe(true);
      // The item's own pages are links of the sidebar, under a switcher that names the open item.
      await expect.poll(() => sidebar.getByRole('link', { name: 'Cloud billing' }).isVisible()).toBe(true);
      const switcher = sidebar.locator('details.dw-switcher');
      expect(await switcher.locator('summary').textContent()).toContain('Cloud');
      // The other item of the menu is one choice away, and its page gets its own sidebar.
      await switcher.locator('summary').click();
      await switcher.getByRole('link', { name: 'Self-hosted' }).click();
      await tab.waitForURL(/\/self\/install$/);
      await expect.poll(() => sidebar.getByRole('link', { name: 'Self install' }).isVisible()).toBe(true);
      expect(await sidebar.getByRole('link', { name: 'Cloud billing' }).count()).toBe(0);
      // The tab bar marks the menu's tab as the current one.
      expect(await tab.locator('nav.dw-nav-tabs [aria-current="true"]').textContent()).toBe('Deploy');
    } finally {
      await tab.close();
    }
  });
});
