import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHex, readableOn } from '../../packages/mdx/src/contrast.ts';
import { siteCodeBackground } from '../../packages/mdx/src/highlight/paired-theme.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const code = ['const greeting = "Hello <world> & you";', '', '\tconsole.log(greeting); // done'].join('\n');

const page = [
  '---',
  'title: Code',
  'description: A fenced code block.',
  '---',
  '',
  '```ts hello.ts {3}',
  code,
  '```',
  '',
].join('\n');

describe('highlighted code blocks', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let dir: string;
  let html: string;

  beforeAll(async () => {
    dir = await writeSite({
      'docs.json': JSON.stringify({ name: 'Code', navigation: { pages: ['code', 'plain'] } }),
      'code.mdx': page,
      'plain.mdx': '---\ntitle: Plain\ndescription: No code.\n---\n\nJust `inline` code.\n',
    });
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    html = await readFile(join(out, 'code/index.html'), 'utf8');
    server = await serveStatic(out);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  // GitHub's keyword colours, shaded where they miss AA on the site's code background.
  const keywordLight = readableOn('#D73A49', siteCodeBackground.light);
  const keywordDark = readableOn('#F97583', siteCodeBackground.dark);

  it('ships highlighted tokens in the HTML, and caches them for the next build', async () => {
    const stylesheet = await readFile(join(dir, 'dist/_docwright/site.css'), 'utf8');
    const keyword = new RegExp(
      `\\.shiki \\.(sk\\d+)\\{--shiki-light:${keywordLight};--shiki-dark:${keywordDark}\\}`,
    ).exec(stylesheet)?.[1];
    expect(keyword).toBeDefined();
    expect(html).toContain(`<span class="${keyword}">const </span>`);
    expect(html).not.toMatch(/shiki\.(min\.)?js|highlight\.js|prism/);
    expect(await readdir(join(dir, 'node_modules/.cache/docwright/highlight'))).not.toHaveLength(0);
    const plain = await readFile(join(dir, 'dist/plain/index.html'), 'utf8');
    expect(plain).not.toContain('/_docwright/code.js');
  });

  it('colours tokens in the page and copies the exact code with the keyboard-reachable Copy button', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/code`);
    const keyword = tab.locator('pre.shiki .line > span[class^="sk"]').first();
    await expect(keyword.evaluate((node) => getComputedStyle(node).color)).resolves.toBe(
      `rgb(${parseHex(keywordLight)?.join(', ')})`,
    );
    await expect(tab.locator('pre .dw-line-highlighted').textContent()).resolves.toContain('console.log');
    const button = tab.getByRole('button', { name: 'Copy code' });
    await expect(button.textContent()).resolves.toBe('Copy');
    await button.focus();
    await tab.keyboard.press('Enter');
    await expect.poll(() => button.textContent()).toBe('Copied');
    await expect(tab.evaluate(() => navigator.clipboard.readText())).resolves.toBe(code);
    await context.close();
  });

  it('follows the dark colour scheme', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/code`);
    const keyword = tab.locator('pre.shiki .line > span[class^="sk"]').first();
    await expect(keyword.evaluate((node) => getComputedStyle(node).color)).resolves.toBe(
      'rgb(249, 117, 131)',
    );
    await context.close();
  });
});
