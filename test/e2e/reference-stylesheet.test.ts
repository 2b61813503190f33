// Generated reference pages (an operation with no MDX of the page's own) load `reference.css`, the
// site stylesheet without the MDX components' rules; every other page loads `site.css`. The
// reference page must look exactly as it would with the whole stylesheet, and a page with MDX
// keeps its components styled. Built by the real CLI from the corpus's petstore, seen in Chromium.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { writeSite } from '../helpers/site.ts';

const stylesheetOf = (html: string) =>
  html.match(/<link rel="stylesheet" href="\/_docwright\/(\w+)\.css">/)?.[1];

/** Where every element of the page sits and how it is drawn, as the reader's browser lays it out. */
async function layout(tab: Page): Promise<unknown[]> {
  return tab.evaluate(() =>
    [...document.querySelectorAll('body *')].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        element.tagName,
        element.className,
        box.x,
        box.y,
        box.width,
        box.height,
        style.color,
        style.backgroundColor,
        style.font,
        style.borderTopWidth,
        style.display,
      ];
    }),
  );
}

describe('the stylesheet of a generated reference page', () => {
  let site: ServedBuild;
  let out: string;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Pets',
        navigation: {
          groups: [
            { group: 'Guides', pages: ['index', 'adding-a-pet'] },
            { group: 'API', openapi: 'petstore.json' },
          ],
        },
      }),
      'petstore.json': await readFile(
        join(corpusDir, 'openapi/oai-examples/v3.0/petstore-expanded.json'),
        'utf8',
      ),
      'index.mdx':
        '---\ntitle: Home\ndescription: Home.\n---\n\n<Card title="Start" href="/adding-a-pet">Add a pet.</Card>\n',
      'adding-a-pet.mdx':
        '---\ntitle: Adding a pet\ndescription: A pet.\nopenapi: "POST /pets"\n---\n\n<Card title="Guide" href="/">Read the guide first.</Card>\n',
    });
    site = await serveBuild(dir);
    out = site.out;
  }, 300_000);

  afterAll(async () => {
    await site?.close();
  });

  it('is reference.css on generated endpoint pages, site.css on pages with MDX of their own', async () => {
    const html = (route: string) => readFile(join(out, route, 'index.html'), 'utf8');
    expect(stylesheetOf(await html('api-reference/get-pets-1'))).toBe('reference');
    expect(stylesheetOf(await html('adding-a-pet'))).toBe('site');
    expect(stylesheetOf(await html(''))).toBe('site');
    const whole = await readFile(join(out, '_docwright/site.css'), 'utf8');
    const reference = await readFile(join(out, '_docwright/reference.css'), 'utf8');
    expect(reference.length).toBeLessThan(whole.length * 0.85);
    expect(reference).not.toContain('.dw-card-title');
    expect(whole).toContain('.dw-card-title');
    // Code groups are the request examples' markup: their rules stay.
    expect(reference).toContain('.dw-code-group');
  });

  it('draws a generated endpoint page exactly as the whole stylesheet would, at 1440 and 390 px', async () => {
    for (const width of [1440, 390]) {
      const context = await site.browser.newContext({ viewport: { width, height: 900 } });
      const tab = await context.newPage();
      await tab.goto(`${site.url}/api-reference/get-pets-1`);
      const withReference = await layout(tab);
      expect(JSON.stringify(withReference)).toContain('dw-endpoint-bar');
      expect(withReference.length).toBeGreaterThan(200);
      // The same page with the whole stylesheet served in place of reference.css.
      const whole = await readFile(join(out, '_docwright/site.css'), 'utf8');
      await tab.route('**/_docwright/reference.css', (route) =>
        route.fulfill({ body: whole, contentType: 'text/css' }),
      );
      await tab.reload();
      expect(await layout(tab)).toEqual(withReference);
      await context.close();
    }
  });

  it('keeps the components of a page with MDX styled', async () => {
    const tab = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await tab.goto(`${site.url}/adding-a-pet`);
    const card = tab.locator('.dw-card', { hasText: 'Guide' });
    const style = await card.evaluate((element) => {
      const computed = getComputedStyle(element);
      return { radius: computed.borderTopLeftRadius, border: computed.borderTopStyle };
    });
    expect(style).toEqual({ radius: '10px', border: 'solid' });
    // And its endpoint reference is there below the MDX, drawn with the same stylesheet.
    await expect(tab.locator('.dw-endpoint-bar').isVisible()).resolves.toBe(true);
    await tab.close();
  });
});
