import { cp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// docs.json `banner.dismissible` (mintlify.com/docs/components/banner): a reader who closes the
// banner does not see it again, on other pages or on a later visit, until its content changes.
// One address serves the site as first built, then as rebuilt with new banner content, as a
// deploy replaces it.

const page = (title: string) =>
  `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\nText of ${title}.\n`;
const config = (content: string) =>
  JSON.stringify({
    name: 'Banner Site',
    banner: { content, dismissible: true },
    navigation: { pages: ['index', 'next'] },
  });

describe('a dismissible banner', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let dir: string;
  const served = () => join(dir, 'served');

  async function build(content: string, out: string): Promise<void> {
    await writeFile(join(dir, 'docs.json'), config(content));
    const result = await runDocs(['build', dir, '--out', join(dir, out)]);
    expect(result.code, result.stderr).toBe(0);
  }

  beforeAll(async () => {
    dir = await writeSite({ 'docs.json': config(''), 'index.mdx': page('Home'), 'next.mdx': page('Next') });
    await build('Version 2 is out.', 'first');
    await build('Version 3 is out: [see what changed](/next).', 'second');
    await cp(join(dir, 'first'), served(), { recursive: true });
    server = await serveStatic(served());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const banner = (tab: Page) => tab.getByRole('region', { name: 'Announcement' });

  it('stays closed on the next page and the next visit, and shows again when its content changes', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${server.url}/`);
    expect(await banner(tab).textContent()).toContain('Version 2 is out.');
    expect(await banner(tab).isVisible()).toBe(true);
    // By keyboard: focus moves on to the header, not back to the page's start.
    await tab.getByRole('button', { name: 'Dismiss announcement' }).focus();
    await tab.keyboard.press('Enter');
    expect(await banner(tab).isVisible()).toBe(false);
    expect(await tab.evaluate(() => document.activeElement?.closest('.dw-header') != null)).toBe(true);

    // The next page, and a later visit in a new tab of the same browser.
    await tab.getByRole('link', { name: 'Next' }).first().click();
    await tab.waitForURL(/\/next$/);
    // In the page, hidden before it is painted.
    expect(await tab.locator('.dw-banner').count()).toBe(1);
    expect(await tab.locator('.dw-banner').isVisible()).toBe(false);
    const later = await context.newPage();
    await later.goto(`${server.url}/`);
    expect(await banner(later).isVisible()).toBe(false);

    // A new deploy with new banner content: the reader sees it.
    await rm(served(), { recursive: true });
    await cp(join(dir, 'second'), served(), { recursive: true });
    await later.reload();
    expect(await banner(later).textContent()).toContain('Version 3 is out');
    expect(await banner(later).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the banner to another reader (another browser profile)', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${server.url}/next`);
    expect(await banner(tab).isVisible()).toBe(true);
    await context.close();
  });
});
