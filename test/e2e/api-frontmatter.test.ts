// MDX-only API pages in Chromium: the header shows the method and the URL `api:` names (on the
// server of docs.json's `api.mdx`), and the playground built from the page's ParamFields sends a
// real request, with `api.mdx.auth`, to a server on 127.0.0.1.
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

  beforeAll(async () => {
    api = await startApi();
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'MDX API',
        api: {
          playground: { proxy: false },
          mdx: { server: api.origin, auth: { method: 'key', name: 'X-DUNE-API-KEY' } },
        },
        navigation: { groups: [{ group: 'API', pages: ['clear'] }] },
      }),
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
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
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
});
