import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { writeSite } from '../helpers/site.ts';

// Issue 36's smaller endpoint-page items, on two of Stripe's operations (its two auth schemes, and
// the optional body allowing no field that Stripe gives each GET) and a small spec with two servers
// (one without variables) and three error statuses sharing one response.

const corpus = join(import.meta.dirname, '../../../shared/corpus');

const shop = `openapi: 3.0.3
info: {title: Shop, version: '1'}
servers:
  - {url: 'https://api.shop.example', description: Production}
  - url: 'https://{region}.sandbox.shop.example/{base}'
    description: Sandbox
    variables:
      region: {default: eu, enum: [eu, us]}
      base: {default: v1}
paths:
  /orders/{id}:
    get:
      summary: Get an order
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}, example: ord_1}
      responses:
        '200':
          description: The order
          content:
            application/json:
              schema: {type: object, properties: {id: {type: string}}}
        '400': {$ref: '#/components/responses/Error'}
        '404': {$ref: '#/components/responses/Error'}
        '500': {$ref: '#/components/responses/Error'}
components:
  responses:
    Error:
      description: Something went wrong
      content:
        application/json:
          schema:
            type: object
            properties:
              code: {type: string, example: order_missing}
`;

describe('endpoint pages without the clutter', () => {
  let served: ServedBuild;
  let browser: Browser;
  let dir: string;

  beforeAll(async () => {
    const stripe = JSON.parse(await readFile(join(corpus, 'openapi/stripe/spec3.json'), 'utf8'));
    const paths = ['/v1/charges/{charge}', '/v1/customers'];
    dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Compact',
        navigation: {
          groups: [
            { group: 'Stripe', openapi: 'stripe.json' },
            { group: 'Shop', openapi: 'shop.yaml' },
          ],
        },
      }),
      'stripe.json': JSON.stringify({
        ...stripe,
        paths: Object.fromEntries(paths.map((path) => [path, stripe.paths[path]])),
      }),
      'shop.yaml': shop,
    });
    served = await serveBuild(dir);
    browser = served.browser;
  }, 300_000);

  afterAll(async () => {
    await served?.close();
  });

  const open = async (route: string): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${served.url}/api-reference/${route}`);
    return page;
  };

  const openPlayground = async (page: Page) => {
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    return page.getByRole('dialog');
  };

  it('shows no Body, on the page, in the playground or in the twin, for a GET whose body allows nothing', async () => {
    const page = await open('get-v1charges');
    await expect(page.locator('h2', { hasText: /^Body$/ }).count()).resolves.toBe(0);
    const dialog = await openPlayground(page);
    await expect(dialog.getByText('Raw JSON').count()).resolves.toBe(0);
    await expect(dialog.locator('legend', { hasText: /^Body/ }).count()).resolves.toBe(0);
    await expect(dialog.locator('.dw-playground-live code').textContent()).resolves.not.toMatch(/--data|-d /);
    const twin = await readFile(join(served.out, 'api-reference/get-v1charges.md'), 'utf8');
    expect(twin).not.toContain('### Request body');
    // A POST with fields keeps its body.
    const post = await open('post-v1customers');
    await expect(post.locator('h2', { hasText: /^Body$/ }).isVisible()).resolves.toBe(true);
    await page.close();
    await post.close();
  });

  it('puts the auth schemes on one line, their descriptions one click away', async () => {
    const page = await open('get-v1charges');
    const section = page.locator('section.dw-auth');
    const line = section.locator('.dw-auth-line');
    const lineBox = await line.boundingBox();
    const font = await line.evaluate((node) => Number.parseFloat(getComputedStyle(node).lineHeight));
    expect(lineBox && lineBox.height <= font * 1.5).toBe(true);
    await expect(line.textContent()).resolves.toMatch(/basicAuth\s*HTTP basic,\s*bearerAuth\s*HTTP bearer/);
    // Heading and line: well under the ~250 px the two descriptions took.
    const sectionBox = await section.boundingBox();
    expect(sectionBox && sectionBox.height < 120).toBe(true);
    const description = section.getByText('Allowed headers-- Authorization: Bearer');
    await expect(description.isVisible()).resolves.toBe(false);
    await line.click();
    await expect(description.isVisible()).resolves.toBe(true);
    await expect(page.locator('#auth-bearerauth').count()).resolves.toBe(1);
    await page.close();
  });

  it('keeps the eight request languages on one row at 1440 px, each reachable, none under Copy', async () => {
    const page = await open('get-v1charges');
    const group = page
      .locator('.dw-endpoint-examples .dw-code-group, .dw-code-group[data-code-group]')
      .first();
    const tabs = group.locator('.dw-radio-tab-list').first().locator('.dw-radio-tab');
    await expect(tabs.count()).resolves.toBe(8);
    const tops = new Set<number>();
    for (const tab of await tabs.all()) tops.add(Math.round((await tab.boundingBox())?.y ?? -1));
    expect(tops.size).toBe(1);
    const list = await group.locator('.dw-radio-tab-list').first().boundingBox();
    const copy = await group.getByRole('button', { name: 'Copy code' }).first().boundingBox();
    expect(list && copy && list.x + list.width <= copy.x + 1).toBe(true);
    const ruby = tabs.last();
    await ruby.click();
    const rubyBox = await ruby.boundingBox();
    expect(list && rubyBox && rubyBox.x + rubyBox.width <= list.x + list.width + 1).toBe(true);
    await expect(group.locator('.dw-code-panel:visible').textContent()).resolves.toContain('Net::HTTP');
    await page.close();
  });

  it("shows a server's variables only while that server is chosen", async () => {
    const page = await open('get-an-order');
    const dialog = await openPlayground(page);
    const region = dialog.getByLabel('region', { exact: true });
    await expect(region.isVisible()).resolves.toBe(false);
    await expect(dialog.getByLabel('base', { exact: true }).isVisible()).resolves.toBe(false);
    await dialog.getByLabel('Server', { exact: true }).selectOption({ index: 1 });
    await expect.poll(() => region.isVisible()).toBe(true);
    await region.selectOption('us');
    await expect
      .poll(() => dialog.locator('.dw-playground-live code').textContent())
      .toContain('https://us.sandbox.shop.example/v1/orders/');
    await dialog.getByLabel('Server', { exact: true }).selectOption({ index: 0 });
    await expect.poll(() => region.isVisible()).toBe(false);
    await page.close();
  });

  it('shows a body that several error statuses share once, naming them all', async () => {
    const page = await open('get-an-order');
    const responses = page.locator('details.dw-response');
    await expect(responses.count()).resolves.toBe(2);
    await expect(responses.nth(1).locator('summary .dw-status').allTextContents()).resolves.toEqual([
      '400',
      '404',
      '500',
    ]);
    const examples = page.getByRole('region', { name: 'Response examples' });
    const statusTabs = examples.locator('.dw-response-statuses > .dw-radio-tab-list > .dw-radio-tab');
    await expect(statusTabs.count()).resolves.toBe(2);
    const errorTab = statusTabs.nth(1);
    // The three statuses sit side by side on one tab, on one line.
    const chips = errorTab.locator('.dw-status');
    await expect(chips.allTextContents()).resolves.toEqual(['400', '404', '500']);
    const first = await chips.nth(0).boundingBox();
    const last = await chips.nth(2).boundingBox();
    expect(first && last && Math.abs(first.y - last.y) < 1 && last.x > first.x).toBe(true);
    await errorTab.click();
    await expect(examples.locator('.dw-response-panel:visible').textContent()).resolves.toContain(
      'order_missing',
    );
    const twin = await readFile(join(served.out, 'api-reference/get-an-order.md'), 'utf8');
    expect(twin).toContain('- `400`, `404`, `500`: Something went wrong');
    // Once in the list of responses (the OpenAPI document that ends the twin has its own copy).
    const prose = twin.slice(0, twin.indexOf('### OpenAPI'));
    expect(prose.match(/Something went wrong/g)).toHaveLength(1);
    await page.close();
  });
});
