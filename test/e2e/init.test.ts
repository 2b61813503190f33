import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

it('docs init scaffolds a site that builds strictly and reads well in Chromium', async () => {
  const site = join(await tempDir('init'), 'site');
  const init = await runDocs(['init', site]);
  expect(init.code, init.stderr).toBe(0);
  const config = JSON.parse(await readFile(join(site, 'docs.json'), 'utf8'));
  expect(config.$schema).toBe('./docs.schema.json');
  const schema = JSON.parse(await readFile(join(site, 'docs.schema.json'), 'utf8'));
  expect(schema.required).toContain('navigation');

  const again = await runDocs(['init', site]);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain('is not empty');

  const out = join(site, 'dist');
  const build = await runDocs([
    'build',
    site,
    '--out',
    out,
    '--strict',
    '--base-url',
    'https://docs.example.com',
  ]);
  expect(build.code, build.stderr).toBe(0);
  expect(build.stdout).toContain('Built 6 pages (2 endpoints)');

  const server = await serveStatic(out);
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Welcome');
    await page.locator('.dw-nav-tabs a', { hasText: 'API reference' }).click();
    await page.waitForURL(`${server.url}/api-reference/introduction`);
    await page.locator('.dw-sidebar a', { hasText: 'Create an item' }).click();
    await expect(page.locator('.dw-endpoint-path').textContent()).resolves.toBe('/items');
    await expect(page.locator('#name .dw-badge-required').isVisible()).resolves.toBe(true);
  } finally {
    await browser.close();
    await server.close();
  }
});
