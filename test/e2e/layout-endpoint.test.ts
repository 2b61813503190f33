import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { writeSite } from '../helpers/site.ts';

// Stripe's real spec behind a tab row (the taller header), and an MDX page bound to one of its
// operations with its own examples.
const route = '/api-reference/post-v1payment_intents';
const boundPage = `---
title: Create a PaymentIntent
openapi: POST /v1/payment_intents
---

Our own words about payment intents, written above the reference.

## Before you start

Have an API key.

<RequestExample>
\`\`\`bash Our curl
curl -X POST https://api.stripe.com/v1/payment_intents -d amount=2000
\`\`\`
</RequestExample>

<ResponseExample>
\`\`\`json 200
{ "id": "pi_123" }
\`\`\`
</ResponseExample>
`;

async function box(locator: Locator) {
  const found = await locator.first().boundingBox();
  if (!found) throw new Error(`not visible: ${locator}`);
  return found;
}

const headerBottom = async (page: Page) => {
  const header = await box(page.locator('header.dw-header'));
  return header.y + header.height;
};

describe('endpoint page layout in Chromium (Stripe)', () => {
  let site: ServedBuild;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Stripe',
        navigation: {
          tabs: [
            { tab: 'API', openapi: 'spec3.json' },
            { tab: 'Guides', pages: ['create-intent'] },
          ],
        },
        api: { playground: { display: 'interactive' } },
      }),
      'create-intent.mdx': boundPage,
    });
    await copyFile(join(corpusDir, 'openapi/stripe/spec3.json'), join(dir, 'spec3.json'));
    site = await serveBuild(dir);
    // A whole Stripe build: over 120 s on a loaded 2-core host, as long as the other Stripe suites allow.
  }, 600_000);

  afterAll(async () => {
    await site?.close();
  });

  async function open(width: number, height: number, path = route): Promise<Page> {
    const page = await site.browser.newPage({ viewport: { width, height } });
    await page.goto(`${site.url}${path}`);
    return page;
  }

  it('puts the examples in a column right of the parameters at 1440 px, with the first section on the first screen', async () => {
    const page = await open(1440, 900);
    const main = await box(page.locator('.dw-endpoint-main'));
    const examples = await box(page.locator('.dw-endpoint-examples'));
    expect(examples.x).toBeGreaterThanOrEqual(main.x + main.width);
    expect(examples.width).toBeGreaterThan(360);
    // The reference no longer waits below a 170-line curl example.
    const firstSection = await box(page.locator('.dw-endpoint-main h2'));
    expect(firstSection.y).toBeLessThan(900);
    const body = await box(page.locator('.dw-endpoint-main h2#body'));
    expect(body.x).toBeLessThan(examples.x);
    await page.close();
  });

  it('keeps the examples column in view, under the header, while the reader scrolls the reference', async () => {
    const page = await open(1440, 900);
    const top = await headerBottom(page);
    for (const id of ['body', 'response']) {
      await page.locator(`h2#${id}`).scrollIntoViewIfNeeded();
      await page.evaluate((target) => document.getElementById(target)?.scrollIntoView(), id);
      const examples = await box(page.locator('.dw-endpoint-examples'));
      expect(examples.y).toBeGreaterThanOrEqual(top);
      expect(examples.y).toBeLessThan(top + 48);
      expect(examples.y + examples.height).toBeLessThanOrEqual(900);
      // The response examples are reachable in the column, not below the fold of the page.
      const requestTabs = await box(page.locator('.dw-endpoint-examples [role="tablist"]'));
      expect(requestTabs.y).toBeGreaterThanOrEqual(top);
    }
    await page.close();
  });

  it('lands a parameter anchor below the sticky header and its tab row', async () => {
    const page = await open(1440, 900, `${route}#body`);
    const heading = await box(page.locator('h2#body'));
    expect(heading.y).toBeGreaterThanOrEqual(await headerBottom(page));
    expect(heading.y).toBeLessThan(300);
    await page.close();
  });

  it('shows a table of contents of the reference where three columns fit, marking the current section', async () => {
    const page = await open(1720, 1000);
    const toc = page.locator('.dw-toc');
    await expect(toc.isVisible()).resolves.toBe(true);
    const entries = await toc.locator('a').allTextContents();
    expect(entries).toEqual(expect.arrayContaining(['Authorization', 'Body', 'Response']));
    const tocBox = await box(toc);
    const examples = await box(page.locator('.dw-endpoint-examples'));
    expect(tocBox.x).toBeGreaterThanOrEqual(examples.x + examples.width);
    await page.evaluate(() => document.getElementById('response')?.scrollIntoView());
    await expect.poll(() => toc.locator('a[aria-current]').textContent(), { timeout: 5000 }).toBe('Response');
    await page.close();
  });

  it('at 390 px shows one column, the examples right after the method bar, and nothing overflows', async () => {
    const page = await open(390, 844);
    const bar = await box(page.locator('.dw-endpoint-bar'));
    const examples = await box(page.locator('.dw-endpoint-examples'));
    const main = await box(page.locator('.dw-endpoint-main'));
    expect(examples.y).toBeGreaterThan(bar.y + bar.height - 1);
    expect(examples.y).toBeLessThan(main.y);
    expect(examples.width).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(overflow).toBeLessThanOrEqual(390);
    await page.close();
  });

  it("moves a page's own request and response examples into the examples column, below the method bar", async () => {
    const page = await open(1440, 900, '/create-intent');
    const bar = await box(page.locator('.dw-endpoint-bar'));
    const own = page.locator('.dw-endpoint-examples .dw-request-example');
    await expect(own.count()).resolves.toBe(1);
    await expect(page.locator('.dw-endpoint-examples .dw-response-example').count()).resolves.toBe(1);
    const ownBox = await box(own);
    expect(ownBox.y).toBeGreaterThan(bar.y + bar.height);
    // The page's prose leads the reference column.
    const prose = await box(page.locator('.dw-endpoint-main p', { hasText: 'Our own words' }));
    const main = await box(page.locator('.dw-endpoint-main'));
    expect(prose.y).toBeGreaterThan(bar.y);
    expect(prose.x).toBeLessThan(ownBox.x);
    expect(prose.y - main.y).toBeLessThan(40);
    // Its own heading is in the table of contents once, before the reference's sections.
    const entries = await page.locator('.dw-toc a').allTextContents();
    expect(entries.filter((entry) => entry === 'Before you start')).toHaveLength(1);
    expect(entries.indexOf('Before you start')).toBeLessThan(entries.indexOf('Body'));
    await page.close();
  });
});
