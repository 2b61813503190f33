import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const frontmatter = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n`;

// Every way a page could try to run script, including markup built by expressions and exported
// components, which only the runtime guard sees.
const hostile = [
  frontmatter('Hostile'),
  'export const Evil = () => <img src="/none.png" onError="window.__pwned = \'component\'; alert(1)" alt="evil" />;',
  '',
  '<script>{`window.__pwned = "script"; alert(1)`}</script>',
  '',
  '<img src="/none.png" onerror="window.__pwned = \'onerror\'; alert(1)" alt="x" />',
  '',
  '<a id="js-link" href="javascript:window.__pwned = \'link\'; alert(1)">js link</a>',
  '',
  '<iframe srcdoc="<script>parent.__pwned = \'srcdoc\'; alert(1)</script>" title="doc"></iframe>',
  '',
  '<div dangerouslySetInnerHTML={{ __html: "<img src=/none.png onerror=\\"window.__pwned=\'inner\'\\">" }} />',
  '',
  '<svg width="10" height="10"><a xlinkHref="javascript:alert(1)"><rect width="10" height="10" /></a></svg>',
  '',
  '{<script dangerouslySetInnerHTML={{ __html: "window.__pwned = \'expression\'; alert(1)" }} />}',
  '',
  '<Evil />',
  '',
  '<iframe src="https://www.youtube.com/embed/4KzFe50RQkQ" title="YouTube video player"></iframe>',
  '',
].join('\n');

const legacy = [
  frontmatter('Legacy'),
  '<script>window.__pwned = "md"; alert(1)</script>',
  '',
  '<img src="/none.png" onerror="window.__pwned = \'md-onerror\'; alert(1)">',
  '',
  '<a id="md-link" href="javascript:window.__pwned = \'md-link\'">md link</a>',
  '',
].join('\n');

describe('a hostile page in a real browser', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({ name: 'Hostile', navigation: { pages: ['hostile', 'legacy'] } }),
      'hostile.mdx': hostile,
      'legacy.md': legacy,
    });
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('page/unsafe-html');
    server = await serveStatic(out);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [route, linkId] of [
    ['hostile', 'js-link'],
    ['legacy', 'md-link'],
  ] as const) {
    it(`${route}: runs no script, not on load and not on click, and opens no dialog`, async () => {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const dialogs: string[] = [];
      tab.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });
      await tab.goto(`${server.url}/${route}`, { waitUntil: 'load' });
      // Broken images fire their error events right after load.
      await tab.waitForTimeout(300);
      await tab.locator(`#${linkId}`).click();
      await tab.waitForTimeout(200);
      expect(await tab.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(dialogs).toEqual([]);
      // The page did render: the guard removes vectors, not content.
      expect(await tab.locator(`#${linkId}`).textContent()).toContain('link');
      await context.close();
    });
  }

  it('keeps the YouTube embed', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${server.url}/hostile`);
    await expect(tab.locator('iframe[title="YouTube video player"]').getAttribute('src')).resolves.toBe(
      'https://www.youtube.com/embed/4KzFe50RQkQ',
    );
    await expect(tab.locator('img[alt="evil"]').count()).resolves.toBe(1);
    await context.close();
  });
});
