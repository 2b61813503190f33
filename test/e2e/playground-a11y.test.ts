import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoServer, startEchoServer } from '../../packages/snippets/test/harness/echo-server.ts';
import { corpusDir } from '../helpers/cli.ts';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { writeSite } from '../helpers/site.ts';

// Issue 36, items 8 and 9d: on Send, a required field left empty is marked (aria-invalid, a
// message at the field) and focused, and an object field whose text is not JSON is refused at the
// field; nothing is sent. On a phone (390x844) the form has the screen and the request and the
// response are one tap away. Stripe's create-PaymentIntent operation is the long form.

const string = { type: 'string' };
/** Where the phone test leaves its screenshots, to look at. */
const shots = process.env.DOCWRIGHT_TEST_TMP ?? tmpdir();
const spec = (origin: string) => ({
  openapi: '3.1.0',
  info: { title: 'Checks', version: '1' },
  servers: [{ url: origin }],
  paths: {
    '/labels': {
      post: {
        summary: 'Create label',
        tags: ['Labels'],
        parameters: [{ name: 'workspace', in: 'query', required: true, schema: string }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name'],
                properties: {
                  name: string,
                  attributes: { type: 'object', additionalProperties: string },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'Created' } },
      },
    },
  },
});

describe('the playground on Send and on a phone', () => {
  let echo: EchoServer;
  let served: ServedBuild;
  let browser: Browser;

  beforeAll(async () => {
    echo = await startEchoServer();
    const stripe = JSON.parse(await readFile(join(corpusDir, 'openapi/stripe/spec3.json'), 'utf8'));
    const stripeSpec = {
      ...stripe,
      servers: [{ url: echo.origin }],
      paths: { '/v1/payment_intents': { post: stripe.paths['/v1/payment_intents'].post } },
    };
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Checks',
        api: { playground: { proxy: false } },
        navigation: {
          groups: [
            { group: 'Labels', openapi: 'labels.json' },
            { group: 'Stripe', openapi: 'stripe.json' },
          ],
        },
      }),
      'labels.json': JSON.stringify(spec(echo.origin)),
      'stripe.json': JSON.stringify(stripeSpec),
    });
    served = await serveBuild(dir);
    browser = served.browser;
  }, 300_000);

  afterAll(async () => {
    await served?.close();
    await echo?.close();
  });

  async function openDialog(page: Page, path: string): Promise<void> {
    await page.goto(`${served.url}${path}`);
    await page.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
  }

  const focusedLabel = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label'));

  it('marks, explains and focuses a required field left empty, and sends nothing', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openDialog(page, '/api-reference/labels/create-label');
    const before = echo.received.length;
    await page.getByLabel('name', { exact: true }).fill('urgent');
    await page.getByRole('button', { name: 'Send request' }).click();
    const workspace = page.getByLabel('workspace', { exact: true });
    expect(await workspace.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedLabel(page)).toBe('workspace');
    const message = page.locator(`#${await workspace.getAttribute('aria-describedby')}`);
    expect(await message.textContent()).toBe('workspace is required: fill it in to send the request.');
    const [field, note] = await Promise.all([workspace.boundingBox(), message.boundingBox()]);
    if (!field || !note) throw new Error('the field or its message has no box');
    // The message is on screen, right under its field.
    expect(note.height).toBeGreaterThan(8);
    expect(note.y).toBeGreaterThanOrEqual(field.y + field.height - 1);
    expect(note.y - (field.y + field.height)).toBeLessThan(24);
    expect(echo.received.length).toBe(before);
    // Typing into the field takes its mark away; then the request goes.
    await workspace.fill('acme');
    expect(await workspace.getAttribute('aria-invalid')).toBeNull();
    expect(await message.count()).toBe(0);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => echo.received.length).toBe(before + 1);
    expect(echo.received.at(-1)?.target).toBe('/labels?workspace=acme');
    await page.close();
  });

  it('marks a required body field left empty', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openDialog(page, '/api-reference/labels/create-label');
    await page.getByLabel('workspace', { exact: true }).fill('acme');
    await page.getByRole('button', { name: 'Send request' }).click();
    const name = page.getByLabel('name', { exact: true });
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedLabel(page)).toBe('name');
    expect(await page.locator('.dw-playground-field-error').textContent()).toContain('name is required');
    await page.close();
  });

  it('refuses an object field whose text is not JSON, with a message at the field', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openDialog(page, '/api-reference/labels/create-label');
    const before = echo.received.length;
    await page.getByLabel('workspace', { exact: true }).fill('acme');
    await page.getByLabel('name', { exact: true }).fill('urgent');
    const attributes = page.getByLabel('attributes', { exact: true });
    await attributes.fill('{colour: red}');
    await page.getByRole('button', { name: 'Send request' }).click();
    expect(await attributes.getAttribute('aria-invalid')).toBe('true');
    expect(await focusedLabel(page)).toBe('attributes');
    const message = page.locator(`#${await attributes.getAttribute('aria-describedby')}`);
    expect(await message.textContent()).toMatch(/^attributes must be JSON, such as \{"key": "value"\}/);
    expect(await message.isVisible()).toBe(true);
    expect(echo.received.length).toBe(before);
    await attributes.fill('{"colour": "red"}');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => echo.received.length).toBe(before + 1);
    expect(JSON.parse(echo.received.at(-1)?.body.toString() ?? '')).toEqual({
      name: 'urgent',
      attributes: { colour: 'red' },
    });
    await page.close();
  });

  it('gives the form most of a phone screen, with the request and the response one tap away', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await openDialog(page, '/api-reference/post-v1payment_intents');
    const form = page.locator('.dw-playground-dialog .dw-playground-form');
    const formBox = await form.boundingBox();
    if (!formBox) throw new Error('the form has no box');
    expect(formBox.height).toBeGreaterThanOrEqual(0.6 * 844);
    expect(formBox.y + formBox.height).toBeLessThanOrEqual(844 + 1);
    const views = page.getByRole('tablist', { name: 'Playground' });
    expect(await views.isVisible()).toBe(true);
    expect(await views.getByRole('tab', { name: 'Form' }).getAttribute('aria-selected')).toBe('true');

    await page.getByLabel('amount', { exact: true }).fill('2000');
    await page.getByLabel('currency', { exact: true }).fill('eur');
    await page.screenshot({ path: join(shots, 'phone-playground-form.png') });
    await views.getByRole('tab', { name: 'Request' }).tap();
    const live = page.getByRole('region', { name: 'Request example' });
    await expect.poll(() => live.textContent()).toContain('amount=2000');
    const liveBox = await live.boundingBox();
    if (!liveBox) throw new Error('the request example has no box');
    // In the place of the form, whole on screen.
    expect(liveBox.y).toBeLessThan(200);
    expect(liveBox.y + liveBox.height).toBeLessThanOrEqual(844);
    expect(await form.isVisible()).toBe(false);
    await page.screenshot({ path: join(shots, 'phone-playground-request.png') });

    await views.getByRole('tab', { name: 'Response' }).tap();
    expect(await page.getByText('Send the request to see its response here.').isVisible()).toBe(true);
    await views.getByRole('tab', { name: 'Form' }).tap();
    expect(await form.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Send request' }).tap();
    // Sent, the response shows in the place of the form.
    const response = page.getByRole('region', { name: 'Response', exact: true });
    await expect.poll(() => response.isVisible()).toBe(true);
    expect(await views.getByRole('tab', { name: 'Response' }).getAttribute('aria-selected')).toBe('true');
    const responseBox = await response.boundingBox();
    if (!responseBox) throw new Error('the response has no box');
    expect(responseBox.y).toBeLessThan(200);
    expect(echo.received.at(-1)?.target).toBe('/v1/payment_intents');
    await page.screenshot({ path: join(shots, 'phone-playground-response.png') });
    await page.close();
  });

  it('keeps the form and the request side by side on a desktop, without the row of tabs', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openDialog(page, '/api-reference/post-v1payment_intents');
    expect(await page.getByRole('tablist', { name: 'Playground' }).isVisible()).toBe(false);
    const [form, live] = await Promise.all([
      page.locator('.dw-playground-dialog .dw-playground-form').boundingBox(),
      page.getByRole('region', { name: 'Request example' }).boundingBox(),
    ]);
    if (!form || !live) throw new Error('the form or the example has no box');
    expect(live.x).toBeGreaterThanOrEqual(form.x + form.width - 1);
    expect(Math.abs(live.y - form.y)).toBeLessThan(40);
    await page.close();
  });
});
