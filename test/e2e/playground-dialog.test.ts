import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoServer, startEchoServer } from '../../packages/snippets/test/harness/echo-server.ts';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { writeSite } from '../helpers/site.ts';

// Issue 24, items 3 and 9: "Try it" opens a modal dialog with the live example beside the form;
// credentials last for the session; objects and arrays as nested inputs, in step with raw JSON.

const string = { type: 'string' };
const spec = (origin: string) => ({
  openapi: '3.1.0',
  info: { title: 'Dialog', version: '1' },
  servers: [{ url: origin }],
  components: {
    securitySchemes: {
      ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      Token: { type: 'http', scheme: 'bearer' },
    },
  },
  security: [{ ApiKey: [] }, { Token: [] }],
  paths: {
    '/orders': {
      post: {
        summary: 'Create order',
        tags: ['Orders'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  note: string,
                  shipping: {
                    type: 'object',
                    properties: {
                      name: string,
                      address: { type: 'object', properties: { city: string } },
                    },
                  },
                  lines: {
                    type: 'array',
                    items: { type: 'object', properties: { sku: string, quantity: { type: 'integer' } } },
                  },
                },
              },
              example: { note: 'first', shipping: { name: 'Jenny', address: { city: 'Lyon' } } },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/baskets': {
      post: {
        summary: 'Create basket',
        tags: ['Orders'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  lines: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        sku: string,
                        taxes: { type: 'array', items: { type: 'object', properties: { rate: string } } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/notes': {
      post: {
        summary: 'Create note',
        tags: ['Orders'],
        // No example: the page's example is generated, with `<string>` placeholders.
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  title: string,
                  tags: { type: 'array', items: string },
                  priority: { type: 'integer' },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/orders/{id}': {
      get: {
        summary: 'Get order',
        tags: ['Orders'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: string }],
        responses: { '200': { description: 'OK' } },
      },
    },
  },
});

describe('the playground dialog', () => {
  let echo: EchoServer;
  let served: ServedBuild;
  let browser: Browser;

  beforeAll(async () => {
    echo = await startEchoServer();
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Dialog',
        api: { playground: { proxy: false } },
        navigation: {
          groups: [
            { group: 'API', openapi: 'openapi.json' },
            { group: 'Billing', openapi: 'billing.json' },
          ],
        },
      }),
      'openapi.json': JSON.stringify(spec(echo.origin)),
      // Another API whose schemes have the same names: its credentials are its own.
      'billing.json': JSON.stringify({
        ...spec(`${echo.origin}/billing`),
        info: { title: 'Billing', version: '1' },
        paths: {
          '/invoices/{id}': {
            get: {
              summary: 'Get invoice',
              tags: ['Invoices'],
              parameters: [{ name: 'id', in: 'path', required: true, schema: string }],
              responses: { '200': { description: 'OK' } },
            },
          },
        },
      }),
    });
    served = await serveBuild(dir);
    browser = served.browser;
  });

  afterAll(async () => {
    await served?.close();
    await echo?.close();
  });

  async function openDialog(page: Page, path: string): Promise<void> {
    await page.goto(`${served.url}/api-reference/${path.includes('/') ? path : `orders/${path}`}`);
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
  }

  it('opens as a modal from the button, closes on Escape and gives focus back', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${served.url}/api-reference/orders/get-order`);
    const dialog = page.locator('dialog.dw-playground-dialog');
    expect(await dialog.isVisible()).toBe(false);
    const opener = page.getByRole('button', { name: 'Try it' });
    expect(await opener.textContent()).toContain('GET');
    await opener.click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    expect(await dialog.evaluate((node: HTMLDialogElement) => node.open && node.matches(':modal'))).toBe(
      true,
    );
    // The form on the left, the live example on the right.
    const form = await page.locator('.dw-playground-dialog form').boundingBox();
    const live = await page.getByRole('region', { name: 'Request example' }).boundingBox();
    expect(live && form && live.x >= form.x + form.width - 1).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains('dw-playground-open'))).toBe(
      true,
    );
    // The island loaded once, when the dialog first opened: it opens again at once.
    await opener.click();
    expect(await dialog.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.close();
  });

  it("loads the dialog's stylesheet and the operation's model only when a reader is about to open it", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${served.url}/api-reference/orders/create-order`, { waitUntil: 'load' });
    const lazy = (path: string) =>
      path.endsWith('/playground.css') || path.includes('/_docwright/playground/');
    expect(requested.filter(lazy)).toEqual([]);
    const opener = page.getByRole('button', { name: 'Try it' });
    await opener.hover();
    await expect.poll(() => requested.filter(lazy)).toEqual(['/_docwright/playground.css']);
    await opener.click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    expect(requested.filter(lazy)).toEqual([
      '/_docwright/playground.css',
      '/_docwright/playground/api-reference/orders/create-order/model.json',
    ]);
    // Drawn by the loaded rules: 1240 px wide at most, the form beside the live example.
    const box = await page.locator('dialog.dw-playground-dialog').boundingBox();
    expect(box?.width).toBe(1240);
    expect(await page.getByLabel('note', { exact: true }).inputValue()).toBe('first');
    // The site's own stylesheet still comes after it in the cascade.
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
          new URL((link as HTMLLinkElement).href).pathname.replace(/^.*\/_docwright\//, ''),
        ),
      ),
    ).toEqual(['reference.css', 'playground.css']);
    await page.close();
  });

  it('says what went wrong when the operation cannot be loaded, and loads it on the next try', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.route('**/_docwright/playground/**', (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(`${served.url}/api-reference/orders/create-order`);
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('could not load this operation');
    expect(await page.getByRole('alert').textContent()).toContain('503');
    expect(await page.getByRole('button', { name: 'Send request' }).isDisabled()).toBe(true);
    await page.unroute('**/_docwright/playground/**');
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    await page.close();
  });

  it('is a full-screen sheet on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openDialog(page, 'get-order');
    const box = await page.locator('dialog.dw-playground-dialog').boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await page.close();
  });

  it('rewrites the live example in the dialog as the reader types, in the chosen language', async () => {
    const page = await browser.newPage();
    await openDialog(page, 'get-order');
    const live = page.locator('.dw-playground-live code');
    await expect.poll(() => live.textContent()).toContain(`${echo.origin}/orders/`);
    await page.getByLabel('id', { exact: true }).fill('ord_42');
    await expect.poll(() => live.textContent()).toContain(`${echo.origin}/orders/ord_42`);
    expect(await live.textContent()).toContain('curl');
    await page.getByLabel('Example language').selectOption('python');
    await expect.poll(() => live.textContent()).toContain('requests');
    expect(await live.textContent()).toContain('ord_42');
    await page.close();
  });

  it('offers "one of" the alternatives with their header names and remembers credentials for the session', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openDialog(page, 'get-order');
    const choice = page.getByRole('combobox', { name: /^One of/ });
    expect(await choice.locator('option').allTextContents()).toEqual(['ApiKey', 'Token']);
    expect(await page.locator('[data-scheme="ApiKey"]').textContent()).toContain('X-API-Key header');
    expect(await page.locator('[data-scheme="Token"]').textContent()).toContain('Authorization: Bearer');
    expect(await page.getByLabel('Token', { exact: true }).isVisible()).toBe(false);
    await page.getByLabel('ApiKey', { exact: true }).fill('key-123');
    await choice.selectOption({ label: 'Token' });
    await page.getByLabel('Token', { exact: true }).fill('tok-9');
    await page.getByLabel('id', { exact: true }).fill('1');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => echo.received.at(-1)?.target).toBe('/orders/1');
    // Only the chosen alternative's credential is sent.
    expect(echo.received.at(-1)?.headers.authorization).toBe('Bearer tok-9');
    expect(echo.received.at(-1)?.headers['x-api-key']).toBeUndefined();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('credentials'))),
    ).toEqual([]);
    // Another endpoint page, same session: the credentials are there.
    await openDialog(page, 'create-order');
    expect(await page.getByLabel('ApiKey', { exact: true }).inputValue()).toBe('key-123');
    expect(await page.getByLabel('Token', { exact: true }).inputValue()).toBe('tok-9');
    // Another API's page, whose scheme is also called ApiKey: nothing of this API's is offered.
    await openDialog(page, 'invoices/get-invoice');
    expect(await page.getByLabel('ApiKey', { exact: true }).inputValue()).toBe('');
    await openDialog(page, 'create-order');
    // Remembered on this device only when the reader asks; Clear forgets them everywhere.
    await page.getByLabel('Remember on this device').check();
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('credentials'))),
    ).toHaveLength(2);
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await openDialog(fresh, 'get-order');
    expect(await fresh.getByLabel('ApiKey', { exact: true }).inputValue()).toBe('');
    await other.close();
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await page.getByLabel('ApiKey', { exact: true }).inputValue()).toBe('');
    expect(
      await page.evaluate(() =>
        [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) =>
          k.includes('credentials'),
        ),
      ),
    ).toEqual([]);
    await context.close();
  });

  it("leaves a generated example's placeholders out of the inputs, so Send never posts them", async () => {
    const page = await browser.newPage();
    await openDialog(page, 'create-note');
    expect(await page.locator('.dw-endpoint-examples').first().textContent()).toContain('<string>');
    expect(await page.getByLabel('title', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('tags', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('title', { exact: true }).fill('Groceries');
    await expect.poll(() => page.locator('.dw-playground-live code').textContent()).toContain('Groceries');
    expect(await page.locator('.dw-playground-live code').textContent()).not.toContain('<string>');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => echo.received.at(-1)?.target).toBe('/notes');
    expect(JSON.parse(echo.received.at(-1)?.body.toString() ?? '')).toEqual({
      title: 'Groceries',
      priority: 123,
    });
    await page.close();
  });

  it('renumbers the rows inside a row when an earlier row goes, and adds to the right one', async () => {
    const page = await browser.newPage();
    await openDialog(page, 'create-basket');
    // The generated example holds only placeholders: no rows to start with.
    expect(await page.locator('.dw-playground-row').count()).toBe(0);
    await page.getByRole('button', { name: 'Add lines item' }).click();
    await page.getByRole('button', { name: 'Add lines item' }).click();
    await page.getByLabel('lines[1].sku', { exact: true }).fill('B');
    await page.getByRole('button', { name: 'Add lines[1].taxes item' }).click();
    await page.getByLabel('lines[1].taxes[0].rate', { exact: true }).fill('20%');
    await page.getByRole('button', { name: 'Remove lines[0]', exact: true }).click();
    // The second row is the first now, and everything in it says so.
    expect(await page.getByLabel('lines[0].sku', { exact: true }).inputValue()).toBe('B');
    expect(await page.getByLabel('lines[0].taxes[0].rate', { exact: true }).inputValue()).toBe('20%');
    await page.getByRole('button', { name: 'Add lines[0].taxes item' }).click();
    await page.getByLabel('lines[0].taxes[1].rate', { exact: true }).fill('5%');
    expect(await page.getByRole('button', { name: /lines\[1\]/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => echo.received.at(-1)?.target).toBe('/baskets');
    expect(JSON.parse(echo.received.at(-1)?.body.toString() ?? '')).toEqual({
      lines: [{ sku: 'B', taxes: [{ rate: '20%' }, { rate: '5%' }] }],
    });
    await page.close();
  });

  it('shows object fields as nested inputs and array items as rows, in step with the raw JSON', async () => {
    const page = await browser.newPage();
    await openDialog(page, 'create-order');
    const raw = page.getByLabel('Raw JSON');
    expect(await raw.isChecked()).toBe(false);
    // The example fills the nested inputs.
    expect(await page.getByLabel('shipping.address.city', { exact: true }).inputValue()).toBe('Lyon');
    await page.getByLabel('shipping.name', { exact: true }).fill('Ada');
    await page.getByRole('button', { name: 'Add lines item' }).click();
    await page.getByLabel('lines[0].sku', { exact: true }).fill('A-1');
    await page.getByLabel('lines[0].quantity', { exact: true }).fill('2');
    const live = page.locator('.dw-playground-live code');
    await expect.poll(() => live.textContent()).toContain('"sku": "A-1"');
    await raw.check();
    const body = page.getByLabel('Body', { exact: true });
    expect(JSON.parse(await body.inputValue())).toEqual({
      note: 'first',
      shipping: { name: 'Ada', address: { city: 'Lyon' } },
      lines: [{ sku: 'A-1', quantity: 2 }],
    });
    // Invalid JSON: the place and the reason, and Send waits.
    await body.fill('{\n  "note": "x",\n  oops\n}');
    const problem = page.locator('[data-json-error]');
    await expect.poll(() => problem.textContent()).toContain('line 3, column 3');
    expect(await page.getByRole('button', { name: 'Send request' }).isDisabled()).toBe(true);
    expect(await page.locator('.dw-playground-why').textContent()).toContain('not valid JSON');
    // The form refuses JSON that does not parse (or that it cannot hold), and takes JSON it can.
    await raw.click();
    expect(await raw.isChecked()).toBe(true);
    expect(await body.isVisible()).toBe(true);
    await body.fill('{"note": "back", "lines": [{"sku": "B"}, {"sku": "C", "quantity": 5}]}');
    expect(await page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    await raw.uncheck();
    expect(await raw.isChecked()).toBe(false);
    expect(await page.getByLabel('lines[1].quantity', { exact: true }).inputValue()).toBe('5');
    expect(await page.getByLabel('shipping.name', { exact: true }).inputValue()).toBe('');
    await page.getByRole('button', { name: 'Remove lines[0]' }).click();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => echo.received.at(-1)?.target).toBe('/orders');
    expect(JSON.parse(echo.received.at(-1)?.body.toString() ?? '')).toEqual({
      note: 'back',
      lines: [{ sku: 'C', quantity: 5 }],
    });
    await page.close();
  });
});
