import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot } from '../helpers/cli.ts';
import { startDevServer } from '../helpers/dev-server.ts';
import { copySite } from '../helpers/site.ts';

describe('docs dev', () => {
  let browser: Browser;
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  let site: string;

  beforeAll(async () => {
    site = await copySite(join(repoRoot, 'examples/petstore'), 'dev');
    dev = await startDevServer(site);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
  });

  it('updates an open endpoint page when its summary changes, and shows a broken edit over the last good page', async () => {
    const page = await browser.newPage();
    let navigations = 0;
    page.on('framenavigated', () => navigations++);
    await page.goto(`${dev.url}/api-reference/pets/list-pets`);
    await expect(page.locator('h1').textContent()).resolves.toBe('List pets');
    await page.locator('html[data-dw-live="connected"]').waitFor({ state: 'attached' });

    const specPath = join(site, 'openapi.yaml');
    const original = await readFile(specPath, 'utf8');
    expect(original).toContain('summary: List pets');
    // The route comes from the summary (Mintlify's rule), so the open page follows it to its new address.
    await writeFile(specPath, original.replace('summary: List pets', 'summary: List every pet'));
    await page.waitForURL(`${dev.url}/api-reference/pets/list-every-pet`, { timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'List every pet', null, {
      timeout: 30_000,
    });
    await expect(page.locator('.dw-sidebar a[aria-current="page"]').textContent()).resolves.toContain(
      'List every pet',
    );
    expect(navigations).toBeGreaterThanOrEqual(2);
    // Only the page that shows the operation was rendered again; the others just got the new sidebar.
    expect(dev.output()).toMatch(/Rebuilt 1 page in \d+ms \(openapi\.yaml\)/);

    await writeFile(specPath, `${original}\n  broken: [unclosed\n`);
    await page.locator('#dw-error-overlay').waitFor({ state: 'visible', timeout: 30_000 });
    await expect(page.locator('#dw-error-overlay').textContent()).resolves.toContain('openapi.yaml');
    await expect(page.locator('h1').textContent()).resolves.toBe('List every pet');
    const reloaded = await browser.newPage();
    await reloaded.goto(`${dev.url}/api-reference/pets/list-every-pet`);
    await expect(reloaded.locator('#dw-error-overlay').isVisible()).resolves.toBe(true);
    await expect(reloaded.locator('h1').textContent()).resolves.toBe('List every pet');

    await writeFile(specPath, original);
    await page.waitForURL(`${dev.url}/api-reference/pets/list-pets`, { timeout: 30_000 });
    await page.waitForFunction(
      () =>
        document.querySelector('h1')?.textContent === 'List pets' &&
        !document.getElementById('dw-error-overlay'),
      null,
      {
        timeout: 30_000,
      },
    );
    await page.close();
    await reloaded.close();
  });

  it('re-renders an edited MDX page in place', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/quickstart`);
    await page.locator('html[data-dw-live="connected"]').waitFor({ state: 'attached' });
    const path = join(site, 'quickstart.mdx');
    const original = await readFile(path, 'utf8');
    await writeFile(path, original.replace('## Step 1: get a token', '## Step 1: create a token'));
    await page.waitForFunction(
      () => document.querySelector('#step-1-create-a-token')?.textContent === 'Step 1: create a token',
      null,
      {
        timeout: 30_000,
      },
    );
    await expect(page.locator('.dw-toc a[href="#step-1-create-a-token"]').count()).resolves.toBe(1);
    await writeFile(path, `${original}\n<Note>\nunclosed\n`);
    await page.locator('#dw-error-overlay').waitFor({ state: 'visible', timeout: 30_000 });
    await expect(page.locator('#dw-error-overlay').textContent()).resolves.toMatch(/quickstart\.mdx:\d+:\d+/);
    await writeFile(path, original);
    await page.waitForFunction(
      () => !document.getElementById('dw-error-overlay') && document.querySelector('#step-1-get-a-token'),
      null,
      {
        timeout: 30_000,
      },
    );
    await page.close();
  });

  it('serves the Markdown twin to agents that ask for it', async () => {
    const response = await fetch(`${dev.url}/quickstart`, { headers: { accept: 'text/markdown' } });
    expect(response.headers.get('content-type')).toContain('text/markdown');
    const text = await response.text();
    expect(text).toMatch(/^> For the complete documentation index, see \[llms\.txt\]/);
  });
});
