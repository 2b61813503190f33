import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoServer, startEchoServer } from '../../packages/snippets/test/harness/echo-server.ts';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { writeSite } from '../helpers/site.ts';

// Stripe's own spec, pointed at an echo server on 127.0.0.1. Stripe writes most of its body fields
// as `anyOf: [X, {enum: [""]}]` ("X, or an empty string to unset") with `style: deepObject`: the
// playground must take X's fields and send `address[city]=Paris`, never `address={"city":…}`.

const corpus = join(import.meta.dirname, '../../../shared/corpus');

describe("the playground on Stripe's form bodies", () => {
  let echo: EchoServer;
  let served: ServedBuild;
  let browser: Browser;

  beforeAll(async () => {
    echo = await startEchoServer();
    const stripe = JSON.parse(await readFile(join(corpus, 'openapi/stripe/spec3.json'), 'utf8'));
    const spec = {
      ...stripe,
      servers: [{ url: echo.origin }],
      paths: { '/v1/customers': { post: stripe.paths['/v1/customers'].post } },
    };
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Stripe',
        api: { playground: { proxy: false } },
        navigation: { groups: [{ group: 'API', openapi: 'spec3.json' }] },
      }),
      'spec3.json': JSON.stringify(spec),
    });
    served = await serveBuild(dir);
    browser = served.browser;
  }, 120_000);

  afterAll(async () => {
    await served?.close();
    await echo?.close();
  });

  async function openDialog(page: Page): Promise<void> {
    await page.goto(`${served.url}/api-reference/post-v1customers`);
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
  }

  it('fills a field that may also be unset with "" through its object fields, and sends them as deepObject', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openDialog(page);
    await page.getByLabel('address.city', { exact: true }).fill('Paris');
    await page.getByLabel('address.line1', { exact: true }).fill('1 Rue de Rivoli');
    await page.getByLabel('shipping.name', { exact: true }).fill('Jenny Rosen');
    await page.getByLabel('shipping.address.city', { exact: true }).fill('Lyon');
    // A map of strings (`additionalProperties`) is one JSON input, sent key by key.
    await page.getByLabel('metadata', { exact: true }).fill('{"order_id": "6735"}');
    const live = page.locator('.dw-playground-live code');
    await expect.poll(() => live.textContent()).toContain('address[city]=Paris');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => echo.received.at(-1)?.target).toBe('/v1/customers');
    const sent = new URLSearchParams(echo.received.at(-1)?.body.toString() ?? '');
    expect(Object.fromEntries(sent)).toEqual({
      'address[city]': 'Paris',
      'address[line1]': '1 Rue de Rivoli',
      'shipping[name]': 'Jenny Rosen',
      'shipping[address][city]': 'Lyon',
      'metadata[order_id]': '6735',
    });
    await page.close();
  });

  it('shows the live example of the fields typed one tap away, on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await openDialog(page);
    const field = page.getByLabel('address.country', { exact: true });
    await field.fill('FR');
    const live = page.getByRole('region', { name: 'Request example' });
    // The form has the screen; the example is behind the Request tab.
    expect(await live.isVisible()).toBe(false);
    await page.getByRole('tab', { name: 'Request' }).tap();
    await expect.poll(() => live.textContent()).toContain('address[country]=FR');
    const example = await live.boundingBox();
    if (!example) throw new Error('the example has no box');
    expect(example.y).toBeLessThan(844 / 4);
    expect(example.y + 80).toBeLessThanOrEqual(844);
    await page.getByRole('tab', { name: 'Form' }).tap();
    expect(await field.inputValue()).toBe('FR');
    await page.close();
  });
});
