import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { corpusDir } from '../helpers/cli.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { copySite } from '../helpers/site.ts';

// The contextual menu's `download-pdf` on Mintlify's starter from the corpus (its quickstart's
// accordions, its endpoint page bound to the starter's spec), with a banner and one page of ours
// holding tabs, a code group, a long code line, a table and an external link.
const shots = '/tmp/contextual-download-pdf-shots';
const printPage = `---
title: Printing guide
description: Everything on paper.
---

Read the [full changelog](https://example.com/changelog/a/rather/long/path) first.

## Install

<Tabs>
  <Tab title="npm">
    Install it with npm.
  </Tab>
  <Tab title="yarn">
    Hidden yarn tab text reaches paper.
  </Tab>
</Tabs>

<CodeGroup>
\`\`\`bash npm
npm install acme
\`\`\`
\`\`\`bash pnpm
pnpm add second-panel-package
\`\`\`
</CodeGroup>

## Details

<Accordion title="Folded away">
  Collapsed accordion body text.
</Accordion>

\`\`\`js
const veryLongLine = "${'a'.repeat(220)} end-of-line";
\`\`\`

| Column A | Column B |
| --- | --- |
| one | two |

## Last words

Final paragraph.

See https://example.com/bare-address, a link that is its own address.

<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Intro video" width="560" height="315"></iframe>
`;

describe('the contextual menu’s Download PDF and the print stylesheet, in Chromium', () => {
  let site: ServedBuild;

  beforeAll(async () => {
    await mkdir(shots, { recursive: true });
    const dir = await copySite(join(corpusDir, 'docs/mintlify-starter'), 'ctx-pdf');
    const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
    config.contextual = { options: ['copy', 'view', 'download-pdf', 'chatgpt'] };
    config.banner = { content: 'Banner text stays off paper' };
    config.navigation.tabs[0].groups[0].pages.push('printing', 'listed');
    await writeFile(join(dir, 'docs.json'), JSON.stringify(config));
    await writeFile(join(dir, 'printing.mdx'), printPage);
    await writeFile(
      join(dir, 'listed.mdx'),
      '---\ntitle: Listed\ndescription: L.\ncontextual:\n  options: [copy, download-pdf]\n  display: toc\n---\n\n## Only\n\nText.\n',
    );
    site = await serveBuild(dir);
  }, 240_000);

  afterAll(async () => {
    await site?.close();
  });

  async function open(route: string, width = 1440, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const context = await site.browser.newContext({ viewport: { width, height: 900 }, colorScheme });
    const page = await context.newPage();
    // Counts the calls instead of opening a dialog that headless Chromium would wait on.
    await page.addInitScript(() => {
      const calls = { count: 0 };
      Object.assign(window, { printCalls: calls });
      window.print = () => {
        calls.count++;
      };
    });
    await page.goto(`${site.url}/${route}`);
    // Attached, not visible: with display "toc" the title's menu is only the narrow-screen stand-in.
    await page.waitForSelector('.dw-ctx:not([hidden])', { state: 'attached' });
    return page;
  }
  const printCalls = (page: Page) =>
    page.evaluate(() => (window as unknown as { printCalls: { count: number } }).printCalls.count);

  it('lists "Download PDF" where docs.json puts it, and prints on a click and from the keyboard', async () => {
    const page = await open('printing');
    await page.click('.dw-ctx-toggle');
    expect(await page.locator('.dw-ctx-menu .dw-ctx-title').allTextContents()).toEqual([
      'Copy page',
      'View as Markdown',
      'Download PDF',
      'Open in ChatGPT',
    ]);
    const entry = page.locator('.dw-ctx-menu [role="menuitem"]', { hasText: 'Download PDF' });
    expect(await entry.locator('.dw-ctx-desc').textContent()).toBe('Download this page as a PDF');
    expect(await seriousViolations(page, '.dw-ctx')).toEqual([]);
    await page.screenshot({ path: `${shots}/menu-1440.png` });
    await entry.click();
    expect(await printCalls(page)).toBe(1);
    expect(await page.isHidden('.dw-ctx-menu')).toBe(true);

    // Keyboard: the arrows reach it, Enter prints, and focus goes back to the menu button.
    await page.focus('.dw-ctx-toggle');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Download PDF/);
    await page.keyboard.press('Enter');
    expect(await printCalls(page)).toBe(2);
    expect(await page.isHidden('.dw-ctx-menu')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('dw-ctx-toggle');
    // Space on the focused entry prints too, as a button does.
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Open in ChatGPT/);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press(' ');
    expect(await printCalls(page)).toBe(3);
    await page.context().close();
  });

  it('prints from the list in the table of contents (display "toc") too', async () => {
    const page = await open('listed');
    const entry = page.locator('.dw-toc .dw-ctx-toc-item', { hasText: 'Download PDF' });
    await expect.poll(() => entry.isVisible(), { timeout: 30_000 }).toBe(true);
    await entry.click();
    expect(await printCalls(page)).toBe(1);
    await entry.focus();
    await page.keyboard.press('Enter');
    expect(await printCalls(page)).toBe(2);
    expect(await seriousViolations(page, '.dw-toc')).toEqual([]);
    await page.context().close();
  });

  it('opens closed folds and turns light for the print dialog, and undoes both after', async () => {
    const page = await open('quickstart', 1440, 'dark');
    const openCount = () => page.evaluate(() => document.querySelectorAll('.dw-main details[open]').length);
    const theme = () => page.evaluate(() => document.documentElement.getAttribute('data-theme'));
    const before = await openCount();
    const all = await page.evaluate(() => document.querySelectorAll('.dw-main details').length);
    expect(all).toBeGreaterThan(before);
    expect(await theme()).toBe('dark');
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await openCount()).toBe(all);
    expect(await theme()).toBe('light');
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await openCount()).toBe(before);
    expect(await theme()).toBe('dark');
    await page.context().close();
  });

  const chrome = [
    '.dw-banner',
    '.dw-header',
    '.dw-sidebar',
    '.dw-toc',
    '.dw-ctx',
    '.dw-search-button',
    '.dw-theme-toggle',
    '.dw-pager',
    '.dw-footer',
    '.dw-copy',
    '.dw-radio-tab-list',
  ];

  describe.each([1440, 390])('printed at %i px', (width) => {
    it.each(['light', 'dark'] as const)(
      'in %s mode: the content alone, full width, nothing folded or cut',
      async (scheme) => {
        const page = await open('printing', width, scheme);
        await page.emulateMedia({ media: 'print', colorScheme: scheme });
        for (const selector of chrome) {
          const boxes = await page
            .locator(selector)
            .evaluateAll((elements) =>
              elements.map(
                (element) => element.getBoundingClientRect().width * element.getBoundingClientRect().height,
              ),
            );
          expect(boxes.length, selector).toBeGreaterThan(0);
          expect(
            boxes.every((area) => area === 0),
            `${selector} has a box`,
          ).toBe(true);
        }
        const geometry = await page.evaluate(() => {
          const viewport = document.documentElement.clientWidth;
          const article = document.querySelector('.dw-article')?.getBoundingClientRect();
          const overflowing = [...document.querySelectorAll('.dw-article *')]
            .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
            .map((element) => element.outerHTML.slice(0, 80));
          const long = [...document.querySelectorAll('pre')].find((pre) =>
            pre.textContent?.includes('end-of-line'),
          );
          const lineHeight = long ? Number.parseFloat(getComputedStyle(long).lineHeight) : 0;
          const panel = [...document.querySelectorAll<HTMLElement>('.dw-radio-panel')].find((element) =>
            element.textContent?.includes('Hidden yarn tab text'),
          );
          const accordion = [...document.querySelectorAll<HTMLElement>('.dw-accordion-body')].find(
            (element) => element.textContent?.includes('Collapsed accordion body text'),
          );
          const body = getComputedStyle(document.body);
          const paragraph = getComputedStyle(document.querySelector('.dw-content p') as Element);
          return {
            viewport,
            scrollWidth: document.documentElement.scrollWidth,
            article: article && { x: article.x, width: article.width },
            overflowing,
            longCode: long && {
              height: long.getBoundingClientRect().height,
              lineHeight,
              fits: long.scrollWidth <= long.clientWidth,
            },
            panelVisible: panel?.checkVisibility() === true && panel.getBoundingClientRect().height > 0,
            panelLabel: panel && getComputedStyle(panel, '::before').content,
            accordionVisible:
              accordion?.checkVisibility() === true && accordion.getBoundingClientRect().height > 0,
            background: body.backgroundColor,
            text: paragraph.color,
            linkUrl: getComputedStyle(document.querySelector('.dw-content p a') as Element, '::after')
              .content,
          };
        });
        expect(geometry.article?.x).toBeLessThanOrEqual(1);
        expect(geometry.article?.width).toBeGreaterThanOrEqual(geometry.viewport - 1);
        expect(geometry.overflowing).toEqual([]);
        expect(geometry.scrollWidth).toBeLessThanOrEqual(geometry.viewport);
        expect(geometry.longCode?.fits).toBe(true);
        expect(geometry.longCode?.height).toBeGreaterThan((geometry.longCode?.lineHeight ?? 0) * 1.5);
        expect(geometry.panelVisible).toBe(true);
        expect(geometry.panelLabel).toBe('"yarn"');
        expect(geometry.accordionVisible).toBe(true);
        expect(geometry.background).toBe('rgb(255, 255, 255)');
        const [r = 255, g = 255, b = 255] = geometry.text.match(/\d+/g)?.map(Number) ?? [];
        expect(r + g + b).toBeLessThan(200);
        expect(geometry.linkUrl).toBe('" (https://example.com/changelog/a/rather/long/path)"');
        await page.screenshot({ path: `${shots}/printing-${width}-${scheme}.png`, fullPage: true });
        await page.context().close();
      },
    );
  });

  it('writes an embed’s address in its place and a link’s address once, for the print dialog only', async () => {
    const page = await open('printing');
    const embedNotes = () =>
      page.evaluate(() => [...document.querySelectorAll('.dw-print-embed')].map((note) => note.textContent));
    expect(await embedNotes()).toEqual([]);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    expect(await embedNotes()).toEqual(['Intro video: https://www.youtube.com/embed/dQw4w9WgXcQ']);
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() => {
      const afterOf = (text: string) => {
        const link = [...document.querySelectorAll('.dw-content p a')].find((a) => a.textContent === text);
        return link && getComputedStyle(link, '::after').content;
      };
      const frame = document.querySelector('.dw-main iframe');
      const note = document.querySelector('.dw-print-embed')?.getBoundingClientRect();
      return {
        bare: afterOf('https://example.com/bare-address'),
        named: afterOf('full changelog'),
        frameBox: frame && frame.getBoundingClientRect().height,
        noteHeight: note?.height,
      };
    });
    expect(printed.bare).toBe('none');
    expect(printed.named).toBe('" (https://example.com/changelog/a/rather/long/path)"');
    expect(printed.frameBox).toBe(0);
    expect(printed.noteHeight).toBeGreaterThan(0);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    expect(await embedNotes()).toEqual([]);
    await page.context().close();
  });

  it('prints an MDX page to a PDF holding its headings and every tab’s text, without the chrome', async () => {
    const page = await open('printing', 1440, 'dark');
    const text = pdfText(await page.pdf({ format: 'A4' }));
    for (const heading of ['Printing guide', 'Install', 'Details', 'Last words'])
      expect(text.split('\n')).toContain(heading);
    for (const body of [
      'Hidden yarn tab text reaches paper.',
      'second-panel-package',
      'Collapsed accordion body text.',
      'Final paragraph.',
      'end-of-line',
      '(https://example.com/changelog/a/rather/long/path)',
    ])
      expect(text).toContain(body);
    expect(text.split('https://example.com/bare-address')).toHaveLength(2);
    for (const chromeText of ['Banner text stays off paper', 'Copy page', 'On this page', 'Quickstart'])
      expect(text).not.toContain(chromeText);
    await page.context().close();
  });

  it('prints an endpoint page’s reference and examples, without the playground', async () => {
    const page = await open('api-reference/endpoint/get', 1440);
    await page.emulateMedia({ media: 'print' });
    const playground = await page
      .locator('.dw-playground')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    expect(playground.length).toBeGreaterThan(0);
    expect(playground.every((height) => height === 0)).toBe(true);
    const main = await page.locator('.dw-endpoint-main').boundingBox();
    const examples = await page.locator('.dw-endpoint-examples').boundingBox();
    if (!main || !examples) throw new Error('missing box');
    expect(examples.y).toBeGreaterThanOrEqual(main.y + main.height);
    expect(main.width).toBeGreaterThanOrEqual(
      (await page.evaluate(() => document.documentElement.clientWidth)) - 1,
    );
    await page.screenshot({ path: `${shots}/endpoint-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: `${shots}/endpoint-390.png`, fullPage: true });

    const text = pdfText(await page.pdf({ format: 'A4' }));
    const lines = text.split('\n');
    expect(lines).toContain('Get Plants');
    expect(text).toContain('Query parameters');
    expect(text).toContain('Response');
    // Each request example under its language, though the page shows one at a time.
    for (const language of ['cURL', 'Python', 'JavaScript', 'Go']) expect(lines).toContain(language);
    expect(text).toContain('Response examples');
    for (const control of ['Try it', 'Send request']) expect(text).not.toContain(control);
    await page.context().close();
  });
});
