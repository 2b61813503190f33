import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

describe('a built site in Chromium', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    const out = join(await tempDir('e2e'), 'dist');
    const result = await runDocs([
      'build',
      join(repoRoot, 'examples/petstore'),
      '--out',
      out,
      '--base-url',
      'https://petstore.example',
    ]);
    expect(result.code, result.stderr).toBe(0);
    server = await serveStatic(out);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows an endpoint page with its method, path, parameters and anchors', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/api-reference/pets/list-pets`);
    await expect(page.locator('h1').textContent()).resolves.toBe('List pets');
    const bar = page.locator('.dw-endpoint-bar');
    await expect(bar.locator('.dw-method').textContent()).resolves.toBe('GET');
    await expect(bar.locator('.dw-endpoint-path').textContent()).resolves.toBe('/pets');
    await expect(page.getByRole('heading', { name: 'Query parameters' }).isVisible()).resolves.toBe(true);
    const limit = page.locator('#limit');
    await expect(limit.locator('.dw-field-name').textContent()).resolves.toBe('limit');
    await expect(limit.locator('.dw-field-type').textContent()).resolves.toMatch(/integer/);
    // Text tools (reader mode, copy, agents) read the head's cells as separate words.
    await expect(limit.locator('.dw-field-head').textContent()).resolves.toMatch(/\blimit integer/);
    const current = page.locator('.dw-sidebar a[aria-current="page"]');
    await expect(current.textContent()).resolves.toContain('List pets');
    await expect(
      page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href'),
    ).resolves.toBe('/api-reference/pets/list-pets.md');
    await page.close();
  });

  it('links a nested body field by its parent path and scrolls to it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(`${server.url}/api-reference/pets/create-a-pet`);
    const owner = page.locator('#owner');
    await owner.locator(':scope > details > summary').click();
    const email = page.locator('#owner-email');
    await expect(email.locator('.dw-field-name').first().textContent()).resolves.toBe('email');
    await email.locator(':scope > .dw-field-head > a.dw-anchor').click();
    await page.waitForURL(`${server.url}/api-reference/pets/create-a-pet#owner-email`);
    const box = await email.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    expect(box?.y).toBeLessThan(600);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await page.close();
  });

  it('shows a content page and navigates through the sidebar', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/quickstart`);
    const title = await page.locator('h1').textContent();
    expect(title?.length).toBeGreaterThan(0);
    await expect(page.title()).resolves.toBe(`${title} - Petstore`);
    await expect(page.locator('.dw-callout-note').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('.dw-toc a').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('.dw-content pre code').count()).resolves.toBeGreaterThan(0);
    await page.locator('.dw-sidebar a', { hasText: 'Authentication' }).click();
    await page.waitForURL(`${server.url}/authentication`);
    await expect(page.locator('.dw-callout-warning').first().isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('fits a 360 px wide phone screen without horizontal scrolling', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${server.url}/api-reference/pets/list-pets`);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.locator('.dw-sidebar').isVisible()).resolves.toBe(false);
    await page.locator('.dw-menu-button').click();
    await expect(page.locator('.dw-sidebar').isVisible()).resolves.toBe(true);
    await page.close();
  });
});
