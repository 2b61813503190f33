// MDX-only API pages in Chromium: the header shows the method and the URL `api:` names (on the
// server of docs.json's `api.mdx`), and the playground built from the page's ParamFields sends a
// real request, with `api.mdx.auth`, to a server on 127.0.0.1. Front matter `authMethod` replaces
// that authorization on one page (`none`: none at all), in the playground and the examples.
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

async function startApi(): Promise<{ origin: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    });
    response.writeHead(200, { ...cors, 'content-type': 'application/json' });
    response.end(JSON.stringify({ cleared: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('an api: page in the browser', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let out: string;
  let buildOutput: string;

  beforeAll(async () => {
    api = await startApi();
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'MDX API',
        api: {
          playground: { proxy: false },
          mdx: { server: api.origin, auth: { method: 'key', name: 'X-DUNE-API-KEY' } },
        },
        navigation: { groups: [{ group: 'API', pages: ['clear', 'health', 'rotate', 'odd', 'tag'] }] },
      }),
      'health.mdx': [
        '---',
        'title: Health',
        'description: Is it up',
        'api: "GET /api/v1/health"',
        'authMethod: "none"',
        '---',
      ].join('\n'),
      'rotate.mdx': [
        '---',
        'title: Rotate',
        'description: Rotate a token',
        'api: "POST /api/v1/rotate"',
        'authMethod: bearer',
        '---',
      ].join('\n'),
      'odd.mdx': [
        '---',
        'title: Odd',
        'description: o',
        'api: "GET /api/v1/odd"',
        'authMethod: cookie',
        '---',
      ].join('\n'),
      'tag.mdx': [
        '---',
        'title: Tag',
        'description: Tag a table',
        'api: "POST /api/v1/tags"',
        '---',
        '',
        '<ParamField query="table" type="string" placeholder="dex_trades">The table.</ParamField>',
        '<ParamField body="label" type="string" required placeholder="nightly">The label.</ParamField>',
      ].join('\n'),
      'clear.mdx': [
        '---',
        'title: Clear Data',
        'description: Clear table data',
        'api: "POST /api/v1/tables/{table}/clear"',
        '---',
        '',
        '<ParamField path="table" type="string" required>The table.</ParamField>',
        '<ParamField query="dry_run" type="boolean">Only check.</ParamField>',
      ].join('\n'),
    });
    out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    buildOutput = result.stdout + result.stderr;
    [site, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await api?.close();
  });

  it('shows the method and URL, and sends the request the reader fills in', async () => {
    const page = await browser.newPage();
    expect((await page.goto(`${site.url}/clear`))?.status()).toBe(200);
    const bar = page.locator('.dw-endpoint-bar');
    expect(await bar.locator('.dw-method').textContent()).toBe('POST');
    expect(await bar.locator('.dw-endpoint-path').textContent()).toBe(
      `${api.origin}/api/v1/tables/{table}/clear`,
    );
    await page.getByText('Try it').click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    await page.getByLabel('table', { exact: true }).fill('dex_trades');
    await page.getByLabel('dry_run', { exact: true }).selectOption('true');
    await page.getByLabel('X-DUNE-API-KEY', { exact: true }).fill('key-123');
    await page.getByRole('button', { name: 'Send request' }).click();
    const response = page.getByRole('region', { name: 'Response' });
    await expect.poll(() => response.textContent()).toContain('"cleared": true');
    const sent = api.received.at(-1);
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/api/v1/tables/dex_trades/clear?dry_run=true');
    expect(sent?.headers['x-dune-api-key']).toBe('key-123');
  });

  it('authMethod: none sends no credential and shows no input for one; bearer asks for a token', async () => {
    const page = await browser.newPage();
    expect((await page.goto(`${site.url}/health`))?.status()).toBe(200);
    await page.getByText('Try it').click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('X-DUNE-API-KEY', { exact: true }).count()).toBe(0);
    expect(await page.locator('.dw-playground input[name^="auth-"]').count()).toBe(0);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => api.received.at(-1)?.url).toBe('/api/v1/health');
    expect(api.received.at(-1)?.headers['x-dune-api-key']).toBeUndefined();
    expect(api.received.at(-1)?.headers.authorization).toBeUndefined();
    const healthCurl = await page.locator('.dw-endpoint-examples [data-language="bash"] code').textContent();
    expect(healthCurl).not.toMatch(/X-DUNE-API-KEY|Authorization/i);

    expect((await page.goto(`${site.url}/rotate`))?.status()).toBe(200);
    await page.getByText('Try it').click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    expect(await page.getByLabel('X-DUNE-API-KEY', { exact: true }).count()).toBe(0);
    await page.getByLabel('Authorization', { exact: true }).fill('tok-9');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => api.received.at(-1)?.url).toBe('/api/v1/rotate');
    expect(api.received.at(-1)?.headers.authorization).toBe('Bearer tok-9');
    await page.close();

    expect(await readFile(join(out, 'health.md'), 'utf8')).not.toMatch(/X-DUNE-API-KEY|Authorization:/);
    expect(await readFile(join(out, 'rotate.md'), 'utf8')).toMatch(/Authorization: Bearer/);
  });

  it('shows a ParamField placeholder in its empty playground input, not in the request sent or the examples', async () => {
    const page = await browser.newPage();
    expect((await page.goto(`${site.url}/tag`))?.status()).toBe(200);
    await page.getByText('Try it').click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    const table = page.getByLabel('table', { exact: true });
    expect(await table.isVisible()).toBe(true);
    expect(await table.getAttribute('placeholder')).toBe('dex_trades');
    expect(await table.inputValue()).toBe('');
    const label = page.locator('.dw-playground input[aria-label="label"]');
    expect(await label.getAttribute('placeholder')).toBe('nightly');
    await label.fill('weekly');
    await page.getByLabel('X-DUNE-API-KEY', { exact: true }).fill('key-123');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => api.received.at(-1)?.url).toBe('/api/v1/tags');
    expect(JSON.parse(api.received.at(-1)?.body ?? '{}')).toEqual({ label: 'weekly' });
    const curl = await page.locator('.dw-endpoint-examples [data-language="bash"] code').textContent();
    expect(curl).not.toMatch(/dex_trades|nightly/);
    await page.close();
    expect(buildOutput).not.toContain('placeholder');
  });

  it('an authMethod Mintlify does not name gets a located warning', () => {
    expect(buildOutput).toMatch(/warning page\/not-supported {2}odd\.mdx:5:1/);
    expect(buildOutput).toContain('authMethod "cookie" is not one of bearer, basic, key, none');
  });
});
