import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { copySite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const shots = '/tmp/components-shots';
const schemes = ['light', 'dark'] as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box (hidden?)`);
  return found;
}

describe('Mintlify components in Chromium', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    const dir = await copySite(join(repoRoot, 'test/fixtures/components-mintlify'), 'components-e2e');
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    server = await serveStatic(out);
    browser = await launchBrowser();
    await mkdir(shots, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(route: string, scheme: 'light' | 'dark', width = 1280): Promise<Page> {
    const context = await browser.newContext({ colorScheme: scheme, viewport: { width, height: 900 } });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/${route}`);
    return tab;
  }

  for (const scheme of schemes) {
    it(`opens and closes tree folders by click and keyboard, nesting indented (${scheme})`, async () => {
      const tab = await open('tree', scheme);
      const utils = tab.getByText('utils.ts', { exact: true });
      const lib = tab.locator('summary', { hasText: 'lib' });
      await expect(utils.isVisible()).resolves.toBe(false);
      await lib.click();
      await expect(utils.isVisible()).resolves.toBe(true);
      await lib.focus();
      await tab.keyboard.press('Enter');
      await expect(utils.isVisible()).resolves.toBe(false);
      await tab.keyboard.press('Space');
      await expect(utils.isVisible()).resolves.toBe(true);

      // auth starts closed; open it from the keyboard to reach the deepest file.
      await tab.locator('summary', { hasText: 'auth' }).focus();
      await tab.keyboard.press('Enter');
      const name = (text: string) => tab.locator('.dw-tree-name', { hasText: new RegExp(`^${text}$`) });
      const app = await box(name('app'));
      const api = await box(name('api'));
      const auth = await box(name('auth'));
      const route = await box(name('route\\.ts'));
      expect(api.x - app.x).toBeGreaterThan(10);
      expect(auth.x - api.x).toBeGreaterThan(10);
      expect(route.x - auth.x).toBeGreaterThan(10);
      // A row is one line: icon and name side by side.
      expect(app.height).toBeLessThan(30);
      const comment = await box(tab.getByText('The home page'));
      const pageTsx = await box(name('page\\.tsx'));
      expect(comment.x).toBeGreaterThan(pageTsx.x + pageTsx.width);
      expect(Math.abs(comment.y + comment.height / 2 - (pageTsx.y + pageTsx.height / 2))).toBeLessThan(4);
      // The folder's text has contrast against the page in this scheme.
      const colors = await tab.evaluate(() => {
        const row = document.querySelector('.dw-tree-name') as HTMLElement;
        return [getComputedStyle(row).color, getComputedStyle(document.body).backgroundColor];
      });
      expect(colors[0]).not.toBe(colors[1]);
      await tab.locator('.dw-tree').screenshot({ path: `${shots}/tree-${scheme}.png` });
      await tab.context().close();
    });

    it(`shows color swatches with their values (${scheme})`, async () => {
      const tab = await open('color', scheme);
      const item = tab.locator('.dw-color-item', { hasText: 'blue-500' });
      const swatch = await box(item.locator('.dw-color-swatch'));
      expect(swatch.width).toBeGreaterThan(80);
      expect(swatch.height).toBeGreaterThan(40);
      await expect(item.getByText('#3B82F6').isVisible()).resolves.toBe(true);
      const background = (selector: Locator) =>
        selector.evaluate((el) => getComputedStyle(el).backgroundColor);
      await expect(background(item.locator('.dw-color-swatch'))).resolves.toBe('rgb(59, 130, 246)');
      const surface = tab.locator('.dw-color-item', { hasText: 'surface' }).locator('.dw-color-swatch');
      await expect(background(surface)).resolves.toBe(
        scheme === 'dark' ? 'rgb(24, 24, 27)' : 'rgb(255, 255, 255)',
      );
      await expect(tab.getByText('#18181B').isVisible()).resolves.toBe(true);
      // Swatches of a compact palette sit side by side; a table row's title sits left of its swatches.
      const second = await box(
        tab.locator('.dw-color-item', { hasText: 'blue-700' }).locator('.dw-color-swatch'),
      );
      expect(second.x).toBeGreaterThan(swatch.x + swatch.width);
      expect(Math.abs(second.y - swatch.y)).toBeLessThan(2);
      const title = await box(tab.getByText('Primary', { exact: true }));
      const primary = await box(tab.locator('.dw-color-item', { hasText: 'primary-500' }));
      expect(primary.x).toBeGreaterThan(title.x + title.width);
      await tab.screenshot({ path: `${shots}/color-${scheme}.png`, fullPage: true });
      await tab.context().close();
    });

    it(`lays out panel and columns side by side on desktop, stacked at 390 px (${scheme})`, async () => {
      const wide = await open('layout', scheme, 1280);
      const left = await box(wide.locator('.dw-column').nth(0));
      const right = await box(wide.locator('.dw-column').nth(1));
      expect(right.x).toBeGreaterThanOrEqual(left.x + left.width);
      expect(Math.abs(right.y - left.y)).toBeLessThan(2);
      const panel = await box(wide.locator('.dw-panel'));
      const grid = await box(wide.locator('.dw-grid').first());
      // The panel takes the right-hand column, beside the content, and the table of contents gives way.
      expect(panel.x).toBeGreaterThanOrEqual(grid.x + grid.width);
      expect(panel.y).toBeLessThan(grid.y + grid.height);
      expect(panel.x + panel.width).toBeLessThanOrEqual(1280);
      await expect(wide.locator('.dw-toc').isVisible()).resolves.toBe(false);
      const tiles = wide.locator('.dw-tile');
      const firstTile = await box(tiles.nth(0));
      const secondTile = await box(tiles.nth(1));
      expect(secondTile.x).toBeGreaterThan(firstTile.x + firstTile.width - 1);
      await wide.screenshot({ path: `${shots}/layout-desktop-${scheme}.png` });
      await wide.context().close();

      const narrow = await open('layout', scheme, 390);
      const top = await box(narrow.locator('.dw-column').nth(0));
      const bottom = await box(narrow.locator('.dw-column').nth(1));
      expect(bottom.y).toBeGreaterThanOrEqual(top.y + top.height);
      expect(Math.abs(bottom.x - top.x)).toBeLessThan(2);
      const stackedPanel = await box(narrow.locator('.dw-panel'));
      expect(stackedPanel.y + stackedPanel.height).toBeLessThanOrEqual(top.y);
      expect(stackedPanel.x + stackedPanel.width).toBeLessThanOrEqual(390);
      const overflow = await narrow.evaluate(() => document.documentElement.scrollWidth);
      expect(overflow).toBeLessThanOrEqual(390);
      await narrow.screenshot({ path: `${shots}/layout-390-${scheme}.png`, fullPage: true });
      await narrow.context().close();
    });
  }

  it('shows prompts, badges and tooltip links in both schemes', async () => {
    for (const scheme of schemes) {
      const tab = await open('prompt', scheme);
      await expect(tab.getByRole('link', { name: 'Open in Cursor' }).isVisible()).resolves.toBe(true);
      // The copy button appears once the page's script can copy. A click copies the prompt, or,
      // where the clipboard does not answer (a headless browser has none), selects it to copy.
      await tab.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
      const copy = tab.locator('.dw-prompt-copy').first();
      await expect(copy.textContent()).resolves.toBe('Copy prompt');
      await expect(copy.isVisible()).resolves.toBe(true);
      await copy.click();
      await expect.poll(() => copy.textContent()).toMatch(/^(Copied|Press Ctrl\+C to copy)$/);
      const body = (await tab.locator('.dw-prompt-body').first().textContent())?.trim() ?? '';
      expect(body.length).toBeGreaterThan(10);
      const result =
        (await copy.textContent()) === 'Copied'
          ? await tab.evaluate(() => navigator.clipboard.readText())
          : await tab.evaluate(() => getSelection()?.toString().trim());
      expect(result).toBe(body);
      // Tabbing from the term to the tooltip's link keeps the tooltip open.
      await tab.getByText('API', { exact: true }).first().focus();
      await tab.keyboard.press('Tab');
      await expect(tab.getByRole('link', { name: 'Read more' }).isVisible()).resolves.toBe(true);
      await tab.screenshot({ path: `${shots}/prompt-${scheme}.png` });
      await tab.context().close();
    }
  });

  it('has no serious accessibility violations on any of the pages, in either scheme', async () => {
    const found: string[] = [];
    for (const scheme of schemes)
      for (const route of ['tree', 'color', 'visibility', 'layout', 'prompt']) {
        const tab = await open(route, scheme);
        // Every folder open, so axe sees every row.
        await tab.evaluate(() => {
          for (const details of document.querySelectorAll('.dw-tree details'))
            details.setAttribute('open', '');
        });
        found.push(
          ...(await seriousViolations(tab)).map((violation) => `${route} (${scheme}): ${violation}`),
        );
        await tab.context().close();
      }
    expect(found).toEqual([]);
  });
});
