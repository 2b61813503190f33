import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const error = (message: string) => ({
  description: message,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

// Many statuses (the tab row must wrap), a status with two named examples, and a long line.
const spec = {
  openapi: '3.1.0',
  info: { title: 'Orders', version: '1' },
  servers: [{ url: 'https://api.orders.test' }],
  paths: {
    '/orders/{id}': {
      get: {
        summary: 'Get an order',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'The order',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } },
          },
          '400': error('Bad request'),
          '401': error('Unauthorized'),
          '403': error('Forbidden'),
          '404': {
            description: 'Not found',
            content: {
              'application/json': {
                examples: {
                  gone: { summary: 'Deleted', value: { message: 'This order was deleted' } },
                  never: { summary: 'Unknown', value: { message: 'No such order' } },
                },
              },
            },
          },
          '409': error('Conflict'),
          '422': error('Unprocessable'),
          '429': error('Too many requests'),
          '500': error('Server error'),
          '503': error('Unavailable'),
        },
      },
    },
  },
  components: {
    schemas: {
      Order: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          note: { type: 'string', example: `A very long note ${'that goes on '.repeat(20)}` },
          total: { type: 'number' },
        },
      },
      Problem: {
        type: 'object',
        properties: { type: { type: 'string', format: 'uri' }, title: { type: 'string' } },
      },
    },
  },
};

/** The text of the visible status panel's visible example. */
const visibleExample = (page: Page) =>
  page.evaluate(() => {
    const codes = [...document.querySelectorAll<HTMLElement>('.dw-response-examples code')];
    return codes
      .filter((code) => code.offsetParent !== null)
      .map((code) => code.textContent ?? '')
      .join('\n');
  });

describe('response examples panel', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let url: string;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Orders',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
      }),
      'openapi.json': JSON.stringify(spec),
    });
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    server = await serveStatic(out);
    url = `${server.url}/api-reference/get-an-order`;
    browser = await launchBrowser();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('switches the visible example with the mouse and the keyboard', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(url);
    const statuses = page.locator('.dw-response-statuses > .dw-radio-tab-list > .dw-radio-tab');
    expect(await statuses.count()).toBe(10);
    expect(await visibleExample(page)).toContain('"id": "3fa85f64-5717-4562-b3fc-2c963f66afa6"');
    await expect.poll(() => page.locator('.dw-response-generated:visible').count()).toBe(1);

    await statuses.filter({ hasText: '404' }).click();
    expect(await visibleExample(page)).toContain('This order was deleted');
    expect(await visibleExample(page)).not.toContain('3fa85f64');
    // The spec's own examples are not marked as generated.
    expect(await page.locator('.dw-response-generated:visible').count()).toBe(0);
    await page.locator('.dw-response-variants .dw-radio-tab', { hasText: 'Unknown' }).click();
    expect(await visibleExample(page)).toContain('No such order');
    expect(await visibleExample(page)).not.toContain('This order was deleted');

    // Arrow keys move between statuses, the tabs of a tablist.
    await statuses.filter({ hasText: '404' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('.dw-response-statuses input:checked').first().getAttribute('value')).toBe(
      '409',
    );
    expect(await visibleExample(page)).toContain('"type": "https://example.com"');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.locator('.dw-response-statuses input:checked').first().getAttribute('value')).toBe(
      '403',
    );
    await page.close();
  });

  for (const width of [1440, 390]) {
    it(`stays inside the examples column at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(url);
      const boxes = await page.evaluate(() => {
        const box = (selector: string) => {
          const rect = document.querySelector(selector)?.getBoundingClientRect();
          return rect && { left: rect.left, right: rect.right };
        };
        return {
          column: box('.dw-endpoint-examples'),
          panel: box('.dw-response-examples'),
          tabs: box('.dw-response-statuses > .dw-radio-tab-list'),
          code: box('.dw-response-examples .dw-code-block'),
          viewport: document.documentElement.clientWidth,
        };
      });
      for (const part of [boxes.panel, boxes.tabs, boxes.code]) {
        expect(part).toBeDefined();
        expect(part?.left).toBeGreaterThanOrEqual((boxes.column?.left ?? 0) - 0.5);
        expect(part?.right).toBeLessThanOrEqual((boxes.column?.right ?? 0) + 0.5);
        expect(part?.right).toBeLessThanOrEqual(boxes.viewport);
      }
      // The long line scrolls inside its block; the panel itself does not scroll sideways.
      const overflow = await page
        .locator('.dw-response-examples')
        .evaluate((panel) => panel.scrollWidth - panel.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.close();
    });
  }
});
