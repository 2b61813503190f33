import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { writeSite } from '../helpers/site.ts';

// docs.json's `contextual.display: "toc"`: the options listed in the table of contents at desktop
// widths, the menu beside the title where the table of contents is hidden; one page has its own.
const shots = '/tmp/contextual-toc-shots';
const body =
  '## Install\n\nRun the installer.\n\n## Configure\n\nSet the options.\n\n### Keys\n\nEach key.\n';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/pets': {
      get: {
        operationId: 'listPets',
        summary: 'List pets',
        parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
        responses: {
          '200': {
            description: 'The pets',
            content: { 'application/json': { schema: { type: 'array', items: { type: 'string' } } } },
          },
        },
      },
    },
  },
};

describe('the page menu in the table of contents, in Chromium', () => {
  let site: ServedBuild;

  beforeAll(async () => {
    await mkdir(shots, { recursive: true });
    const dir = await writeSite(
      {
        'docs.json': JSON.stringify({
          name: 'Acme Docs',
          navigation: {
            groups: [
              { group: 'G', pages: ['guide', 'own', 'bare'] },
              { group: 'API', openapi: 'openapi.json' },
            ],
          },
          contextual: { options: ['copy', 'view', 'chatgpt', 'claude', 'download-spec'], display: 'toc' },
        }),
        'openapi.json': JSON.stringify(spec),
        'bare.mdx': '---\ntitle: Bare\ndescription: No headings.\n---\n\nA page without headings.\n',
        'guide.mdx': `---\ntitle: Guide\ndescription: The guide.\n---\n\n${body}`,
        'own.mdx': `---\ntitle: Own menu\ndescription: Its own.\ncontextual:\n  options:\n    - view\n    - title: Ask Acme\n      description: Ask our bot about this page\n      href:\n        base: https://ask.example.com/\n        query:\n          - key: at\n            value: $path\n  display: toc\n---\n\n${body}`,
      },
      'ctx-toc',
    );
    site = await serveBuild(dir);
  }, 240_000);

  afterAll(async () => {
    await site?.close();
  });

  async function open(route: string, width: number): Promise<Page> {
    const context = await site.browser.newContext({ viewport: { width, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await context.newPage();
    await page.goto(`${site.url}/${route}`);
    await page.waitForSelector('.dw-ctx-toc:not([hidden])', { state: 'attached' });
    return page;
  }
  const boxOf = async (page: Page, selector: string) => {
    const box = await page.locator(selector).first().boundingBox();
    if (!box) throw new Error(`${selector} has no box`);
    return box;
  };
  const overlaps = (
    a: { x: number; y: number; width: number; height: number },
    b: { x: number; y: number; width: number; height: number },
  ) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it('at 1440 px lists the options inside the table of contents, under "On this page", and none beside the title', async () => {
    const page = await open('guide', 1440);
    const list = page.locator('.dw-toc .dw-ctx-toc');
    await expect.poll(() => list.isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('.dw-ctx-toc-item').allTextContents()).toEqual([
      'Copy page',
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
    ]);
    const toc = await boxOf(page, '.dw-toc');
    const menu = await boxOf(page, '.dw-ctx-toc');
    const headings = await boxOf(page, '.dw-toc > ul');
    const article = await boxOf(page, '.dw-article');
    expect(menu.x).toBeGreaterThanOrEqual(toc.x);
    expect(menu.x + menu.width).toBeLessThanOrEqual(toc.x + toc.width + 0.5);
    expect(menu.y).toBeGreaterThanOrEqual(headings.y + headings.height);
    expect(overlaps(menu, article)).toBe(false);
    expect(overlaps(menu, headings)).toBe(false);
    expect(await page.locator('.dw-title-row .dw-ctx').isVisible()).toBe(false);
    expect(await page.locator('.dw-ctx-toc a', { hasText: 'View as Markdown' }).getAttribute('href')).toBe(
      '/guide.md',
    );
    await page.screenshot({ path: `${shots}/toc-1440.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('copies the page’s Markdown from the list, by mouse and by keyboard, and says so', async () => {
    const page = await open('guide', 1440);
    const twin = await (await fetch(`${site.url}/guide.md`)).text();
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.locator('.dw-ctx-toc-item', { hasText: 'Copy page' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 30_000 })
      .toBe(twin);
    await expect
      .poll(() => page.locator('.dw-ctx-toc .dw-ctx-status').textContent(), { timeout: 30_000 })
      .toBe('Page copied as Markdown');

    // Tab reaches the entries in order, after the headings' links; Enter copies.
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.locator('.dw-toc > ul a').last().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Copy page');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 30_000 })
      .toBe(twin);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View as Markdown');
    await page.context().close();
  });

  it('opens an assistant with a prompt naming the Markdown twin', async () => {
    const page = await open('guide', 1440);
    const link = page.locator('.dw-ctx-toc a', { hasText: 'Open in Claude' });
    await link.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
    await link.click();
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith('https://claude.ai/new?q=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://claude.ai/new?q='.length))).toBe(
      `Read from ${site.url}/guide.md so I can ask questions about it.`,
    );
    await page.context().close();
  });

  it('at 390 px, where the table of contents is hidden, offers the same entries in the menu beside the title', async () => {
    const page = await open('guide', 390);
    expect(await page.locator('.dw-toc').isVisible()).toBe(false);
    const toggle = page.locator('.dw-title-row .dw-ctx-toggle');
    await expect.poll(() => toggle.isVisible(), { timeout: 30_000 }).toBe(true);
    await toggle.click();
    expect(await page.locator('.dw-ctx-menu .dw-ctx-title').allTextContents()).toEqual([
      'Copy page',
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
    ]);
    await page.screenshot({ path: `${shots}/toc-390-open.png` });
    await page.keyboard.press('Escape');
    const twin = await (await fetch(`${site.url}/guide.md`)).text();
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await page.locator('.dw-title-row .dw-ctx-primary').click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 30_000 })
      .toBe(twin);
    await page.screenshot({ path: `${shots}/toc-390.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('on an endpoint page, offers the spec in the title’s menu while the examples column hides the table of contents, and in the table of contents once shown', async () => {
    const route = 'api-reference/list-pets';
    const page = await open(route, 1440);
    expect(await page.locator('.dw-toc').isVisible()).toBe(false);
    await expect
      .poll(() => page.locator('.dw-title-row .dw-ctx').isVisible(), { timeout: 30_000 })
      .toBe(true);
    await page.click('.dw-title-row .dw-ctx-toggle');
    const download = page.locator('.dw-ctx-menu a', { hasText: 'Download the spec' });
    expect(await download.getAttribute('href')).toBe('/openapi.json');
    await page.screenshot({ path: `${shots}/endpoint-1440.png` });
    await page.setViewportSize({ width: 1720, height: 900 });
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.dw-ctx-toc').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('.dw-title-row .dw-ctx').isVisible()).toBe(false);
    expect(await page.locator('.dw-ctx-toc a', { hasText: 'Download the spec' }).getAttribute('href')).toBe(
      '/openapi.json',
    );
    await page.screenshot({ path: `${shots}/endpoint-1720.png` });
    await page.context().close();
  });

  it('gives a page without headings a table of contents column holding only the options', async () => {
    const page = await open('bare', 1440);
    await expect.poll(() => page.locator('.dw-ctx-toc').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('.dw-toc-title').count()).toBe(0);
    expect(overlaps(await boxOf(page, '.dw-ctx-toc'), await boxOf(page, '.dw-article'))).toBe(false);
    await page.screenshot({ path: `${shots}/bare-1440.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a page’s own options in its table of contents, with $path filled', async () => {
    const page = await open('own', 1440);
    await expect.poll(() => page.locator('.dw-ctx-toc').isVisible(), { timeout: 30_000 }).toBe(true);
    expect(await page.locator('.dw-ctx-toc-item').allTextContents()).toEqual([
      'View as Markdown',
      'Ask Acme',
    ]);
    expect(await page.locator('.dw-ctx-toc a', { hasText: 'Ask Acme' }).getAttribute('href')).toBe(
      'https://ask.example.com/?at=%2Fown',
    );
    await page.screenshot({ path: `${shots}/own-1440.png` });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
