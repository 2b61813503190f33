import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseSpec } from '@docwright/api-model';
import { createRequest, encodeFormBody, findTarget, type SnippetRequest } from '@docwright/snippets';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// The playground sends, and rewrites its examples from, the request that the snippets package's
// serializer builds: the bytes that reach the API equal the build's own examples (and `docs snippet`).

interface Received {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

/** Every reserved character a query can meet, a space, a `+`, and non-ASCII. */
const reserved = "a/b?c&d=e+f g!'()*~é#[x]%41";

const apiSpec = (origin: string) => ({
  openapi: '3.1.0',
  info: { title: 'Styles', version: '1' },
  servers: [{ url: `${origin}/v1` }],
  paths: {
    '/search/{id}': {
      get: {
        summary: 'Search',
        tags: ['Styles'],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'a b/é' },
          {
            name: 'pipes',
            in: 'query',
            style: 'pipeDelimited',
            explode: false,
            schema: { type: 'array', items: { type: 'string' } },
            example: ['red', 'x y', 'é|!'],
          },
          {
            name: 'spaces',
            in: 'query',
            style: 'spaceDelimited',
            explode: false,
            schema: { type: 'array', items: { type: 'string' } },
            example: ['a+b', 'c/d'],
          },
          {
            name: 'filter',
            in: 'query',
            style: 'deepObject',
            explode: true,
            schema: {
              type: 'object',
              properties: { owner: { type: 'string' }, 'created[gt]': { type: 'string' } },
            },
            example: { owner: "me & (you)'", 'created[gt]': '2024' },
          },
          { name: 'q', in: 'query', schema: { type: 'string' }, example: reserved },
          { name: 'raw', in: 'query', allowReserved: true, schema: { type: 'string' }, example: reserved },
          { name: 'X-Note', in: 'header', schema: { type: 'string' }, example: 'hé, there' },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
    '/customers': {
      post: {
        summary: 'Create customer',
        tags: ['Styles'],
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', example: "Jenny Rosen & Co's +1" },
                  shipping: {
                    type: 'object',
                    properties: {
                      name: { type: 'string' },
                      address: { type: 'object', properties: { city: { type: 'string' } } },
                    },
                    example: { name: 'Jenny', address: { city: 'São Paulo' } },
                  },
                  expand: { type: 'array', items: { type: 'string' }, example: ['customer', 'invoice'] },
                },
              },
              encoding: { shipping: { style: 'deepObject', explode: true } },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
});

/** An API on 127.0.0.1 that records each request as its bytes arrived; CORS open. */
async function startApi(): Promise<{ origin: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': '*',
      'access-control-allow-methods': 'GET, POST',
    };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    });
    response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('the playground and the request examples share one serializer', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let expected: (key: string) => SnippetRequest;

  beforeAll(async () => {
    api = await startApi();
    const document = apiSpec(api.origin);
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Serializer',
        // Prefilled with the spec's examples, the form describes the build's example request.
        api: { playground: { proxy: false }, examples: { prefill: true, defaults: 'all' } },
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
      }),
      'openapi.json': JSON.stringify(document),
    });
    const { spec } = parseSpec(JSON.stringify(document), 'openapi.json');
    if (!spec) throw new Error('the spec did not parse');
    expected = (key) => {
      const operation = spec.operations.find((candidate) => candidate.key === key);
      if (!operation) throw new Error(`no ${key}`);
      return createRequest(spec, operation, { defaults: 'all' });
    };
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

  /** Opens the page's playground, sends the prefilled form, and returns what the API received. */
  async function send(path: string): Promise<{ page: Page; request: Received }> {
    const page = await browser.newPage();
    await page.goto(`${site.url}${path}`);
    await page.getByText('Try it').click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    const before = api.received.length;
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => api.received.length).toBe(before + 1);
    return { page, request: api.received.at(-1) as Received };
  }

  /** The page's curl example after the reader touched the form: regenerated in the browser. */
  async function liveCurl(page: Page, field: string): Promise<string> {
    const curl = page.locator('.dw-endpoint-examples [data-language="bash"] code');
    const staticCurl = (await curl.textContent()) ?? '';
    await page.evaluate(() => {
      for (const code of document.querySelectorAll('.dw-endpoint-examples [data-language="bash"] code'))
        code.textContent = '';
    });
    const input = page.getByLabel(field, { exact: true });
    await input.fill(`${await input.inputValue()} `);
    await input.fill((await input.inputValue()).trimEnd());
    await expect.poll(() => curl.textContent()).not.toBe('');
    // The build's static example and the browser's regenerated one are the same text.
    expect(await curl.textContent()).toBe(staticCurl);
    return staticCurl;
  }

  it('sends pipeDelimited, spaceDelimited, deepObject and reserved-character queries as the examples write them', async () => {
    const { page, request } = await send('/api-reference/styles/search');
    const example = expected('GET /search/{id}');
    expect(`${api.origin}${request.url}`).toBe(example.url);
    // The rules, spelled out (RFC 3986 / RFC 6570 / OpenAPI 3.1.1 style examples).
    expect(example.url).toBe(
      `${api.origin}/v1/search/a%20b%2F%C3%A9?pipes=red%7Cx%20y%7C%C3%A9%7C%21&spaces=a%2Bb%20c%2Fd` +
        `&filter[owner]=me%20%26%20%28you%29%27&filter[created%5Bgt%5D]=2024` +
        `&q=a%2Fb%3Fc%26d%3De%2Bf%20g%21%27%28%29%2A~%C3%A9%23%5Bx%5D%2541` +
        `&raw=a/b?c%26d%3De%2Bf%20g!%27()*~%C3%A9%23%5Bx%5D%41`,
    );
    expect(request.headers['x-note']).toBe('hé, there');
    const curl = await liveCurl(page, 'q');
    expect(curl.trimEnd()).toBe(findTarget('bash')?.generate(example).trimEnd());
    expect(curl).toContain(`--url '${example.url}'`);
    await page.close();
  });

  it("sends a form body's deepObject fields as the examples write them (shipping[name]=Jenny)", async () => {
    const { page, request } = await send('/api-reference/styles/create-customer');
    const example = expected('POST /customers');
    expect(example.body?.kind).toBe('form');
    if (example.body?.kind !== 'form') return;
    expect(request.method).toBe('POST');
    expect(`${api.origin}${request.url}`).toBe(example.url);
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.body).toBe(encodeFormBody(example.body.fields));
    expect(request.body).toBe(
      'name=Jenny+Rosen+%26+Co%27s+%2B1&shipping%5Bname%5D=Jenny&shipping%5Baddress%5D%5Bcity%5D=S%C3%A3o+Paulo&expand=customer&expand=invoice',
    );
    const curl = await liveCurl(page, 'name');
    expect(curl.trimEnd()).toBe(findTarget('bash')?.generate(example).trimEnd());
    expect(curl).toContain("--data-urlencode 'shipping[name]=Jenny'");
    await page.close();
  });
});
