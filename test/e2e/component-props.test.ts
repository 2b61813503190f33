import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { copySite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// Mintlify's documented props of Tabs, Frame, Steps, ParamField/ResponseField, View, the docs.json
// banner and image zoom (mintlify.com/docs/components/*), one fixture page each.

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box (hidden?)`);
  return found;
}

const shown = (tab: Page, text: string) => tab.getByText(text, { exact: true }).isVisible();

describe('Mintlify component props, as the reader sees them', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let coloured: { url: string; close: () => Promise<void> };
  let twin: (page: string) => Promise<string>;

  beforeAll(async () => {
    const dir = await copySite(join(repoRoot, 'test/fixtures/component-props'), 'component-props');
    const result = await runDocs(['build', dir, '--out', join(dir, 'dist')]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr + result.stdout).not.toContain('not-supported');
    twin = (page) => readFile(join(dir, 'dist', `${page}.md`), 'utf8');
    server = await serveStatic(join(dir, 'dist'));
    // The same site with a banner colour of its own.
    const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
    config.banner.color = { light: '#7C3AED', dark: '#5B21B6' };
    await writeFile(join(dir, 'docs.json'), JSON.stringify(config));
    const second = await runDocs(['build', dir, '--out', join(dir, 'dist-coloured')]);
    expect(second.code, second.stderr).toBe(0);
    coloured = await serveStatic(join(dir, 'dist-coloured'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await coloured?.close();
  });

  async function open(
    route: string,
    base = server.url,
    colorScheme: 'light' | 'dark' = 'light',
  ): Promise<Page> {
    const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
    const tab = await context.newPage();
    await tab.goto(`${base}/${route}`);
    return tab;
  }

  it('Card: an arrow in the corner of external link cards and of those with `arrow`, clear of the title and of the image', async () => {
    const tab = await open('cards');
    const card = (title: string) => tab.locator('.dw-card', { hasText: title });
    const arrowed = [
      'Leaves the site',
      'Asked for an arrow',
      'With an image',
      'Side by side',
      'A link inside',
    ];
    for (const title of arrowed) {
      const arrow = card(title).locator('.dw-card-arrow');
      await expect(arrow.isVisible()).resolves.toBe(true);
      const [outer, mark, heading] = await Promise.all([
        box(card(title)),
        box(arrow),
        box(card(title).locator('.dw-card-title')),
      ]);
      // At the card's right edge, inside it, beside the title rather than over it.
      expect(mark.x + mark.width).toBeLessThanOrEqual(outer.x + outer.width);
      expect(outer.x + outer.width - (mark.x + mark.width)).toBeLessThan(24);
      // The title's text (each line of it) ends before the arrow begins.
      const textRight = await card(title)
        .locator('.dw-card-title')
        .evaluate((el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return Math.max(...[...range.getClientRects()].map((line) => line.right));
        });
      expect(textRight).toBeLessThanOrEqual(mark.x);
      // Level with the title, below any image.
      expect(mark.y).toBeGreaterThanOrEqual(heading.y - 4);
      expect(mark.y).toBeLessThan(heading.y + heading.height);
    }
    const image = await box(card('With an image').locator('.dw-card-image'));
    expect((await box(card('With an image').locator('.dw-card-arrow'))).y).toBeGreaterThanOrEqual(
      image.y + image.height,
    );
    for (const title of ['Inside the site', 'Asked for none'])
      await expect(card(title).locator('.dw-card-arrow').count()).resolves.toBe(0);
    await tab.context().close();
  });

  it('Card: a link card whose body has a link stays one card, its body link and the card link each clickable', async () => {
    const tab = await open('cards');
    // No link inside another, which the browser's parser would split (moving the body out of the card).
    await expect(tab.locator('a a').count()).resolves.toBe(0);
    const card = tab.locator('.dw-card', { hasText: 'A link inside' });
    const [outer, body] = await Promise.all([box(card), box(card.locator('.dw-card-body'))]);
    expect(body.y).toBeGreaterThan(outer.y);
    expect(body.y + body.height).toBeLessThanOrEqual(outer.y + outer.height);
    // What a click at a point reaches: the body's link over its text, the card's link elsewhere.
    const linkAt = (x: number, y: number) =>
      tab.evaluate(
        ([px, py]) => document.elementFromPoint(px as number, py as number)?.closest('a')?.href,
        [x, y],
      );
    const own = await box(card.getByRole('link', { name: 'the notes' }));
    await expect(linkAt(own.x + own.width / 2, own.y + own.height / 2)).resolves.toBe(
      'https://example.com/notes',
    );
    await expect(linkAt(outer.x + 8, outer.y + 8)).resolves.toBe('https://example.com/release');
    await expect(linkAt(outer.x + outer.width - 8, outer.y + outer.height - 8)).resolves.toBe(
      'https://example.com/release',
    );
    // The card's link is named by its title, and reached by Tab before the body's.
    await expect(tab.getByRole('link', { name: 'A link inside' }).getAttribute('href')).resolves.toBe(
      'https://example.com/release',
    );
    await tab.context().close();
  });

  it('Tabs: defaultTabIndex chooses the tab shown first', async () => {
    const tab = await open('tabs');
    await expect(shown(tab, 'Install with pip.')).resolves.toBe(true);
    await expect(shown(tab, 'Install with npm.')).resolves.toBe(false);
    await tab.context().close();
  });

  it('Tabs: a title chosen in one group is chosen in the others and in code groups, except sync={false}', async () => {
    const tab = await open('tabs');
    const groups = tab.locator('.dw-tabs');
    await groups.nth(1).getByText('Python', { exact: true }).click();
    await expect(shown(tab, 'Call client.list_all().')).resolves.toBe(true);
    await expect(shown(tab, 'Install with pip.')).resolves.toBe(true);
    await expect(tab.getByText('print("py sample")').isVisible()).resolves.toBe(true);
    await expect(tab.getByText('console.log("js sample");').isVisible()).resolves.toBe(false);
    await expect(shown(tab, 'Alone in JavaScript.')).resolves.toBe(true);

    // From a code group back to the tabs.
    await tab.locator('[data-code-group] .dw-radio-tab', { hasText: 'JavaScript' }).click();
    await expect(shown(tab, 'Install with npm.')).resolves.toBe(true);
    await expect(shown(tab, 'Call client.list().')).resolves.toBe(true);

    // The keyboard moves within a group (a tablist), and the others follow.
    await groups.nth(1).locator('[role="tab"][aria-selected="true"]').focus();
    await tab.keyboard.press('ArrowRight');
    await expect(shown(tab, 'Call client.list_all().')).resolves.toBe(true);
    await expect(shown(tab, 'Install with pip.')).resolves.toBe(true);
    await expect(shown(tab, 'Alone in JavaScript.')).resolves.toBe(true);
    await tab.context().close();
  });

  it('Tabs: borderBottom draws a rule under its group alone', async () => {
    const tab = await open('tabs');
    const border = (index: number) =>
      tab
        .locator('.dw-tabs')
        .nth(index)
        .evaluate((group) => Number.parseFloat(getComputedStyle(group).borderBottomWidth));
    await expect(border(1)).resolves.toBeGreaterThan(0);
    await expect(border(0)).resolves.toBe(0);
    await tab.context().close();
  });

  it('Frame: the hint stands above the frame, the caption (with its link) inside it, below the image', async () => {
    const tab = await open('frame');
    const figure = tab.locator('.dw-frame').first();
    const hint = await box(figure.getByText('before you start', { exact: false }));
    const image = await box(figure.locator('img[alt="Dashboard chart"]'));
    const body = await box(figure.locator('.dw-frame-body'));
    const caption = await box(figure.locator('figcaption'));
    expect(hint.y + hint.height).toBeLessThanOrEqual(body.y);
    expect(caption.y).toBeGreaterThanOrEqual(image.y + image.height);
    expect(caption.x).toBeGreaterThanOrEqual(body.x - 1);
    expect(caption.x + caption.width).toBeLessThanOrEqual(body.x + body.width + 1);
    const captionBorder = await figure
      .locator('figcaption')
      .evaluate((element) => getComputedStyle(element).borderBottomWidth);
    expect(Number.parseFloat(captionBorder)).toBeGreaterThan(0);
    await expect(figure.getByRole('link', { name: 'dashboard' }).getAttribute('href')).resolves.toBe(
      'https://example.com/dash',
    );
    await expect(figure.locator('.dw-frame-hint strong').textContent()).resolves.toBe('before');
    // An autoplaying video in a frame plays inline, muted and looped.
    const video = await tab.locator('.dw-frame video').evaluate((element) => {
      const v = element as HTMLVideoElement;
      return { muted: v.muted, loop: v.loop, inline: v.playsInline, autoplay: v.autoplay };
    });
    expect(video).toEqual({ muted: true, loop: true, inline: true, autoplay: true });
    await tab.context().close();
  });

  it('Steps: stepNumber numbers its step, titleSize sets the titles as headings', async () => {
    const tab = await open('steps');
    const numbers = await tab
      .locator('.dw-step')
      .evaluateAll((steps) => steps.map((step) => getComputedStyle(step, '::before').content));
    expect(numbers).toEqual(['"1"', '"7"', '"3"']);
    await expect(tab.getByRole('heading', { name: 'Install', level: 3 }).isVisible()).resolves.toBe(true);
    await expect(tab.getByRole('heading', { name: 'Configure', level: 3 }).isVisible()).resolves.toBe(true);
    await expect(tab.getByRole('heading', { name: 'Run' }).count()).resolves.toBe(0);
    const size = (text: string) =>
      tab
        .getByText(text, { exact: true })
        .evaluate((title) => Number.parseFloat(getComputedStyle(title).fontSize));
    expect(await size('Install')).toBeGreaterThan(await size('Run'));
    await tab.context().close();
  });

  it('ParamField and ResponseField: pre pills before the name, post pills after it', async () => {
    const tab = await open('fields');
    const limit = tab.locator('#param-limit');
    const name = await box(limit.locator('.dw-field-name'));
    const get = await box(limit.getByText('GET', { exact: true }));
    const beta = await box(limit.getByText('beta', { exact: true }));
    expect(get.x + get.width).toBeLessThanOrEqual(name.x);
    expect(beta.x).toBeGreaterThanOrEqual(name.x + name.width);
    expect(Math.abs(get.y + get.height / 2 - (beta.y + beta.height / 2))).toBeLessThan(8);
    await expect(limit.getByText('v2', { exact: true }).isVisible()).resolves.toBe(true);
    const legacy = tab.locator('#param-legacy-id');
    await expect(legacy.getByText('deprecated', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(legacy.getByText('read-only', { exact: true }).isVisible()).resolves.toBe(true);
    await tab.context().close();
  });

  it('View: one view at a time, chosen in a menu, with the contents listing only its headings', async () => {
    const tab = await open('views');
    const menu = tab.getByLabel('View', { exact: true });
    await expect(menu.locator('option').allTextContents()).resolves.toEqual(['JavaScript', 'Python']);
    const heading = (name: string) => tab.getByRole('heading', { name }).isVisible();
    const tocEntry = (name: string) => tab.locator('.dw-toc').getByRole('link', { name }).isVisible();
    await expect(heading('Install the JavaScript SDK')).resolves.toBe(true);
    await expect(heading('Install the Python SDK')).resolves.toBe(false);
    await expect(tocEntry('Install the JavaScript SDK')).resolves.toBe(true);
    await expect(tocEntry('Install the Python SDK')).resolves.toBe(false);
    await expect(shown(tab, 'Shared introduction.')).resolves.toBe(true);
    await menu.focus();
    await menu.selectOption('Python');
    await expect(heading('Install the Python SDK')).resolves.toBe(true);
    await expect(heading('Install the JavaScript SDK')).resolves.toBe(false);
    await expect(tocEntry('Install the Python SDK')).resolves.toBe(true);
    await expect(tocEntry('Install the JavaScript SDK')).resolves.toBe(false);
    // The choice holds on the next visit.
    await tab.reload();
    await expect(heading('Install the Python SDK')).resolves.toBe(true);
    await expect(heading('Install the JavaScript SDK')).resolves.toBe(false);
    await tab.context().close();
  });

  it('Banner: type colours it, color overrides it per mode, and it dismisses', async () => {
    const background = (tab: Page) =>
      tab.locator('.dw-banner').evaluate((banner) => getComputedStyle(banner).backgroundColor);
    const warning = await open('tabs');
    await expect(background(warning)).resolves.toBe('rgb(180, 83, 9)');
    await expect(warning.locator('.dw-banner strong').textContent()).resolves.toBe('Maintenance');
    await warning.getByRole('button', { name: 'Dismiss announcement' }).click();
    await expect(warning.locator('.dw-banner').isVisible()).resolves.toBe(false);
    await warning.context().close();
    const light = await open('tabs', coloured.url, 'light');
    await expect(background(light)).resolves.toBe('rgb(124, 58, 237)');
    await light.context().close();
    const dark = await open('tabs', coloured.url, 'dark');
    await expect(background(dark)).resolves.toBe('rgb(91, 33, 182)');
    await dark.context().close();
  });

  it('Images zoom on click or Enter, close on Escape, and nothing on the page moves; noZoom stays put', async () => {
    const tab = await open('images');
    const image = tab.getByRole('button', { name: 'Zoom image: Zoomable chart' });
    const after = tab.getByText('After the images.', { exact: true });
    const before = await box(after);
    const small = await box(image);
    await image.click();
    const zoomed = tab.locator('dialog.dw-zoom img');
    await expect(zoomed.isVisible()).resolves.toBe(true);
    const large = await box(zoomed);
    expect(large.width).toBeGreaterThan(small.width * 1.5);
    expect(await box(after)).toEqual(before);
    await tab.keyboard.press('Escape');
    await expect(zoomed.isVisible()).resolves.toBe(false);
    await expect(image.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await tab.keyboard.press('Enter');
    await expect(zoomed.isVisible()).resolves.toBe(true);
    await tab.keyboard.press('Escape');
    expect(await box(after)).toEqual(before);

    const fixed = tab.locator('img[alt="Fixed chart"]');
    await expect(fixed.getAttribute('role')).resolves.toBeNull();
    await expect(fixed.getAttribute('tabindex')).resolves.toBeNull();
    await fixed.click();
    await expect(zoomed.isVisible()).resolves.toBe(false);
    await tab.context().close();
  });

  it('passes axe on every page, the view menu and zoomable images included', async () => {
    const found: string[] = [];
    for (const route of ['tabs', 'frame', 'steps', 'fields', 'views', 'images']) {
      const tab = await open(route);
      found.push(...(await seriousViolations(tab)).map((violation) => `${route}: ${violation}`));
      await tab.context().close();
    }
    expect(found).toEqual([]);
  });

  it('keeps every view, step, pill, hint and caption in the Markdown twins', async () => {
    expect(await twin('views')).toContain(
      '**JavaScript**\n\n## Install the JavaScript SDK\n\nRun `npm install example`.\n\n**Python**\n\n## Install the Python SDK',
    );
    expect(await twin('steps')).toContain(
      '1. **Install**: Run the installer.\n2. **Configure** (step 7): Edit the file.\n3. **Run**: Start it.',
    );
    const fields = await twin('fields');
    expect(fields).toContain(
      '`GET` `v2` **limit** `integer`, query, required, default `10` `beta`: How many to return.',
    );
    expect(fields).toContain('**legacy_id** `string`, deprecated `read-only`: The old identifier.');
    expect(await twin('frame')).toContain(
      'Sign in **before** you start.\n\n![Dashboard chart](http://localhost:3000/images/chart.svg)\n\n*The [dashboard](https://example.com/dash) after sign-in.*',
    );
  });
});
