import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { copySite } from '../helpers/site.ts';

// Mintlify's starter from the corpus (its endpoint pages are MDX bound with `openapi:` to a spec
// file in the site), with Mintlify's usual menu options added to its docs.json.
const route = '/api-reference/endpoint/get';

describe('the contextual menu beside the title, in Chromium', () => {
  let site: ServedBuild;

  beforeAll(async () => {
    const dir = await copySite(join(corpusDir, 'docs/mintlify-starter'), 'ctx');
    const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
    config.contextual = { options: ['copy', 'view', 'chatgpt', 'claude', 'perplexity', 'download-spec'] };
    await writeFile(join(dir, 'docs.json'), JSON.stringify(config));
    site = await serveBuild(dir);
  }, 240_000);

  afterAll(async () => {
    await site?.close();
  });

  async function open(width: number, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await site.browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await context.newPage();
    await page.goto(`${site.url}${route}`);
    await page.waitForSelector('.dw-ctx:not([hidden])');
    return page;
  }

  it('opens with the keyboard, moves with the arrows, and Escape gives focus back', async () => {
    const page = await open(1440);
    await page.focus('.dw-ctx-toggle');
    await page.keyboard.press('ArrowDown');
    expect(await page.getAttribute('.dw-ctx-toggle', 'aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Copy page/);
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^View as Markdown/);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Download the spec/);
    await page.keyboard.press('Escape');
    expect(await page.isHidden('.dw-ctx-menu')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('dw-ctx-toggle');
    await page.click('.dw-ctx-toggle');
    await page.mouse.click(20, 850);
    expect(await page.isHidden('.dw-ctx-menu')).toBe(true);
    await page.context().close();
  });

  it('closes on Tab and lets focus move on to what follows the button', async () => {
    const page = await open(1440);
    // What Tab reaches from the button while the menu is closed.
    await page.focus('.dw-ctx-toggle');
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
    await page.focus('.dw-ctx-toggle');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await page.isHidden('.dw-ctx-menu')).toBe(true);
    expect(await page.getAttribute('.dw-ctx-toggle', 'aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))).toBe(next);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('dw-ctx-toggle');
    await page.context().close();
  });

  it("copies the page's Markdown twin and links assistants to it", async () => {
    const page = await open(1440);
    await page.click('.dw-ctx-primary');
    await page.waitForFunction(() => document.querySelector('.dw-ctx-status')?.textContent !== '');
    const twin = await (await fetch(`${site.url}${route}.md`)).text();
    expect(twin).toMatch(/^> For the complete documentation index/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    for (const name of ['ChatGPT', 'Claude']) {
      const link = page.locator('.dw-ctx-menu a', { hasText: `Open in ${name}` });
      const href = decodeURIComponent((await link.getAttribute('href')) ?? '');
      expect(href).toContain(`${route}.md`);
      expect(href).toMatch(
        name === 'ChatGPT' ? /^https:\/\/chatgpt\.com\// : /^https:\/\/claude\.ai\/new\?q=/,
      );
    }
    const spec = await page.locator('.dw-ctx-menu a', { hasText: 'Download the spec' }).getAttribute('href');
    expect((await fetch(`${site.url}${spec}`)).status).toBe(200);
    await page.context().close();
  });

  it.each([390, 1440])('at %i px the open menu stays in the viewport and off the title', async (width) => {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await open(width, scheme);
      await page.click('.dw-ctx-toggle');
      const [menu, title, button] = await Promise.all(
        ['.dw-ctx-menu', '.dw-title', '.dw-ctx'].map((s) => page.locator(s).boundingBox()),
      );
      if (!menu || !title || !button) throw new Error('missing box');
      expect(menu.x).toBeGreaterThanOrEqual(0);
      expect(menu.x + menu.width).toBeLessThanOrEqual(width);
      const overlaps = (a: typeof menu, b: typeof menu) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps(button, title)).toBe(false);
      expect(overlaps(menu, title)).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.context().close();
    }
  });
});
