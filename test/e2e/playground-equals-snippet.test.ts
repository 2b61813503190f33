import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseSpec } from '@docwright/api-model';
import { createRequest, findTarget, type SnippetRequest } from '@docwright/snippets';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type EchoServer,
  type ReceivedRequest,
  startEchoServer,
} from '../../packages/snippets/test/harness/echo-server.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// The Must-show of issue 24: for every body and parameter style of the snippet fixtures
// (packages/snippets/test/fixtures.ts), the request the playground sends, filled with the spec's
// examples, equals the request the generated curl example sends, byte for byte at one echo server.

const run = promisify(execFile);
const trickyText = `Rex "the dog" O'Brien; $(echo hacked) \`id\` $HOME \${PATH} #{1 + 1} {$x} ??! 100% \\n é ✓ 😀`;
const fileBytes = Buffer.from(Array.from({ length: 1024 }, (_, i) => i % 256));
const string = { type: 'string' };

/** The fixtures' values as spec examples, one operation per style. */
const spec = (origin: string) => ({
  openapi: '3.1.0',
  info: { title: 'Fixtures', version: '1' },
  servers: [{ url: `${origin}/v1` }],
  components: {
    securitySchemes: {
      KeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      KeyQuery: { type: 'apiKey', in: 'query', name: 'api_key' },
      Bearer: { type: 'http', scheme: 'bearer' },
    },
  },
  paths: {
    '/pets': {
      post: {
        summary: 'JSON traps',
        tags: ['Fixtures'],
        security: [{ Bearer: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { name: string, lines: string, shell: string, unicode: string },
              },
              example: {
                name: trickyText,
                lines: 'line one\nline two\r\n\ttabbed',
                // biome-ignore lint/suspicious/noTemplateCurlyInString: interpolation syntax is the trap under test
                shell: '$(echo expanded) `echo expanded` $HOME ${PATH:-x} !!',
                unicode: 'héllo wörld — 日本語 ✓ 😀',
                emptyObject: {},
                emptyArray: [],
                oneObject: [{ id: 1 }],
                numbers: { float: 3.25, negative: -17, big: 9007199254740991, zero: 0 },
                '0': 'numeric key',
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/orders': {
      post: {
        summary: 'Nested JSON',
        tags: ['Fixtures'],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  note: { ...string, example: 'a "quoted" note é' },
                  count: { type: 'integer', example: 3 },
                  gift: { type: 'boolean', example: false },
                  tags: { type: 'array', items: string, example: ['red', 'blue'] },
                  shipping: {
                    type: 'object',
                    properties: {
                      name: { ...string, example: 'Jenny' },
                      address: {
                        type: 'object',
                        properties: { city: { ...string, example: 'São Paulo' } },
                      },
                    },
                  },
                  lines: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: { sku: string, quantity: { type: 'integer' } },
                    },
                    example: [
                      { sku: 'A-1', quantity: 2 },
                      { sku: 'B & C', quantity: 1 },
                    ],
                  },
                },
              },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/tags': {
      put: {
        summary: 'JSON array',
        tags: ['Fixtures'],
        requestBody: {
          content: { 'application/json': { schema: { type: 'array', items: string }, example: ['solo'] } },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/search': {
      get: {
        summary: 'Query styles',
        tags: ['Fixtures'],
        security: [{ KeyQuery: [] }],
        parameters: [
          { name: 'tag', in: 'query', schema: { type: 'array', items: string }, example: ['a', 'b c'] },
          {
            name: 'ids',
            in: 'query',
            explode: false,
            schema: { type: 'array', items: string },
            example: ['1', '2', '3'],
          },
          {
            name: 'pipes',
            in: 'query',
            style: 'pipeDelimited',
            explode: false,
            schema: { type: 'array', items: string },
            example: ['red', 'x y', 'é|!'],
          },
          {
            name: 'spaces',
            in: 'query',
            style: 'spaceDelimited',
            explode: false,
            schema: { type: 'array', items: string },
            example: ['a+b', 'c/d'],
          },
          {
            name: 'filter',
            in: 'query',
            style: 'deepObject',
            explode: true,
            schema: { type: 'object', properties: { owner: string } },
            example: { owner: '$me & (you)' },
          },
          { name: 'q', in: 'query', schema: string, example: 'café & bar=baz+%' },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
    '/events': {
      get: {
        summary: 'Brackets and placeholders',
        tags: ['Fixtures'],
        parameters: [
          {
            name: 'created',
            in: 'query',
            style: 'deepObject',
            explode: true,
            schema: {
              type: 'object',
              properties: { gt: { type: 'integer' }, range: { type: 'object', properties: { lte: string } } },
            },
            example: { gt: 1, range: { lte: '<today>' } },
          },
          { name: 'note', in: 'query', schema: string, example: '<b> "x" {y}' },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
    '/users/{user}/files/{file}': {
      get: {
        summary: 'Path and headers',
        tags: ['Fixtures'],
        security: [{ KeyHeader: [] }],
        parameters: [
          { name: 'user', in: 'path', required: true, schema: string, example: 'jane doe@example.com' },
          { name: 'file', in: 'path', required: true, schema: string, example: 'a/b?c#d é' },
          { name: 'X-Request-Note', in: 'header', schema: string, example: `it's "quoted" $HOME` },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
    '/items/{item}': {
      get: {
        summary: 'Values to fill in',
        tags: ['Fixtures'],
        parameters: [
          { name: 'item', in: 'path', required: true, schema: string },
          { name: 'q', in: 'query', schema: string },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
    '/login': {
      post: {
        summary: 'Form',
        tags: ['Fixtures'],
        requestBody: {
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                properties: {
                  username: string,
                  note: string,
                  city: string,
                  shipping: {
                    type: 'object',
                    properties: {
                      name: string,
                      address: { type: 'object', properties: { city: string, line1: string } },
                    },
                  },
                  expand: { type: 'array', items: string },
                },
              },
              example: {
                username: 'jane doe',
                note: 'a&b=c + d %20 $HOME',
                city: 'Zürich',
                shipping: { name: 'Jenny Rosen', address: { city: 'São Paulo', line1: '1 Rua & Co' } },
                expand: ['customer', 'invoice'],
              },
              encoding: { shipping: { style: 'deepObject', explode: true } },
            },
          },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
    '/uploads': {
      post: {
        summary: 'Multipart',
        tags: ['Fixtures'],
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  description: { ...string, example: 'A "quoted" caption; é' },
                  file: { type: 'string', format: 'binary' },
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
        summary: 'Text body',
        tags: ['Fixtures'],
        requestBody: {
          content: { 'text/plain': { schema: string, example: `${trickyText}\nsecond line\n` } },
        },
        responses: { '200': { description: 'OK' } },
      },
    },
  },
});

/** What a request carries that the API reads, with multipart parts parsed (the boundaries differ). */
async function essence(received: ReceivedRequest) {
  const type = String(received.headers['content-type'] ?? '');
  const headers = Object.fromEntries(
    ['authorization', 'x-api-key', 'x-request-note'].flatMap((name) =>
      received.headers[name] === undefined ? [] : [[name, received.headers[name]]],
    ),
  );
  let body: unknown = received.body.toString('base64');
  // curl's --data-urlencode leaves a field's name as written (`shipping[name]`), a browser encodes
  // it (`shipping%5Bname%5D`): the same fields to any form parser, so the fields are compared, in order.
  if (type.startsWith('application/x-www-form-urlencoded'))
    body = [...new URLSearchParams(received.body.toString())];
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: new Uint8Array(received.body),
    }).formData();
    body = await Promise.all(
      [...form.entries()].map(async ([name, value]) =>
        typeof value === 'string'
          ? [name, value]
          : [name, value.name, Buffer.from(await value.arrayBuffer()).toString('base64')],
      ),
    );
  }
  return {
    method: received.method,
    target: received.target,
    contentType: type.split(';')[0],
    headers,
    body,
  };
}

describe("the playground's request equals the generated snippet's, at the echo server", () => {
  let echo: EchoServer;
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let expected: (key: string) => SnippetRequest;
  let workDir: string;

  beforeAll(async () => {
    echo = await startEchoServer();
    const document = spec(echo.origin);
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Fixtures',
        api: { playground: { proxy: false }, examples: { prefill: true, defaults: 'all' } },
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
      }),
      'openapi.json': JSON.stringify(document),
    });
    const { spec: parsed } = parseSpec(JSON.stringify(document), 'openapi.json');
    if (!parsed) throw new Error('the spec did not parse');
    expected = (key) => {
      const operation = parsed.operations.find((candidate) => candidate.key === key);
      if (!operation) throw new Error(`no ${key}`);
      return createRequest(parsed, operation, { defaults: 'all' });
    };
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    workDir = await mkdtemp(join(tmpdir(), 'dw-equals-'));
    await writeFile(join(workDir, 'example-file'), fileBytes);
    [site, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
    await echo?.close();
  });

  /** Runs the generated curl example and returns what the echo server received. */
  async function sendSnippet(request: SnippetRequest): Promise<ReceivedRequest> {
    const code = findTarget('bash')?.generate(request);
    if (!code) throw new Error('no curl example');
    const before = echo.received.length;
    await run('bash', ['-c', code], { cwd: workDir });
    expect(echo.received.length).toBe(before + 1);
    return echo.received.at(-1) as ReceivedRequest;
  }

  /** Opens the playground, types the examples' credentials, sends, and returns what arrived. */
  async function sendPlayground(
    path: string,
    credentials: Record<string, string> = {},
    view?: 'form' | 'raw',
  ): Promise<ReceivedRequest> {
    const page = await browser.newPage();
    try {
      await page.goto(`${site.url}/api-reference/fixtures/${path}`);
      await page.getByRole('button', { name: 'Try it' }).click();
      const send = page.getByRole('button', { name: 'Send request' });
      await expect.poll(() => send.isEnabled()).toBe(true);
      for (const [label, value] of Object.entries(credentials))
        await page.getByLabel(label, { exact: true }).fill(value);
      const file = page.locator('.dw-playground-fields input[type="file"]');
      if ((await file.count()) > 0)
        await file.setInputFiles({
          name: 'example-file',
          mimeType: 'application/octet-stream',
          buffer: fileBytes,
        });
      if (view !== undefined) {
        // The body starts in the view the test expects: its form when every value has an input.
        expect(await page.getByLabel('Raw JSON').isChecked()).toBe(view === 'raw');
      }
      const before = echo.received.length;
      await send.click();
      await expect.poll(() => echo.received.length).toBe(before + 1);
      return echo.received.at(-1) as ReceivedRequest;
    } finally {
      await page.close();
    }
  }

  const cases: {
    name: string;
    key: string;
    path: string;
    credentials?: Record<string, string>;
    view?: 'form' | 'raw';
    check?: (request: ReceivedRequest) => void;
    /** Values the example leaves as `{name}`: typed into the playground, put in the example's place. */
    fill?: Record<string, string>;
  }[] = [
    {
      name: 'json-traps (quotes, newlines, $(...), unicode, empty containers: raw JSON view)',
      key: 'POST /pets',
      path: 'json-traps',
      credentials: { Bearer: '<token>' },
      view: 'raw',
    },
    {
      name: 'nested JSON (objects as fieldsets, arrays of objects as rows: form view)',
      key: 'POST /orders',
      path: 'nested-json',
      view: 'form',
      check: (request) =>
        expect(JSON.parse(request.body.toString()).lines).toEqual([
          { sku: 'A-1', quantity: 2 },
          { sku: 'B & C', quantity: 1 },
        ]),
    },
    { name: 'json-array (raw JSON only: no fields to show)', key: 'PUT /tags', path: 'json-array' },
    {
      name: 'query: form exploded, comma, pipeDelimited, spaceDelimited, deepObject, apiKey in the query',
      key: 'GET /search',
      path: 'query-styles',
      credentials: { KeyQuery: 'YOUR_API_KEY' },
      check: (request) => {
        expect(request.target).toContain('pipes=red%7Cx%20y%7C%C3%A9%7C%21');
        // deepObject brackets travel plain, as the examples show them (curl with --globoff).
        expect(request.target).toContain('&filter[owner]=%24me%20%26%20%28you%29&');
      },
    },
    {
      name: 'nested deepObject brackets and <placeholders> in the query (curl with --globoff)',
      key: 'GET /events',
      path: 'brackets-and-placeholders',
      check: (request) =>
        expect(request.target).toBe(
          '/v1/events?created[gt]=1&created[range][lte]=%3Ctoday%3E&note=%3Cb%3E%20%22x%22%20%7By%7D',
        ),
    },
    {
      name: 'path and header values, apiKey header',
      key: 'GET /users/{user}/files/{file}',
      path: 'path-and-headers',
      credentials: { KeyHeader: '<api-key>' },
    },
    {
      name: 'form-urlencoded with deepObject (shipping[address][city])',
      key: 'POST /login',
      path: 'form',
      check: (request) =>
        expect(request.body.toString()).toContain('shipping%5Baddress%5D%5Bcity%5D=S%C3%A3o+Paulo'),
    },
    {
      name: 'path and query values the spec does not give: {name} in the example, typed in the playground',
      key: 'GET /items/{item}',
      path: 'values-to-fill-in',
      fill: { item: 'it 1/é', q: 'red & blue' },
      check: (request) => expect(request.target).toBe('/v1/items/it%201%2F%C3%A9?q=red%20%26%20blue'),
    },
    { name: 'multipart with a text field and a binary file', key: 'POST /uploads', path: 'multipart' },
    { name: 'text/plain body', key: 'POST /notes', path: 'text-body' },
  ];

  it("shows the readable URL in the playground's live example, where the client encodes it back", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${site.url}/api-reference/fixtures/brackets-and-placeholders`);
      await page.getByRole('button', { name: 'Try it' }).click();
      const live = page.locator('.dw-playground-live pre code');
      const language = page.locator('.dw-playground-language');
      await language.selectOption('javascript');
      await expect.poll(() => live.textContent()).toContain('fetch(');
      const fetchCode = (await live.textContent()) ?? '';
      const literal = /fetch\(("(?:[^"\\]|\\.)*")/.exec(fetchCode)?.[1];
      const shown: string = literal ? JSON.parse(literal) : '';
      expect(shown).toContain('?created[gt]=1&created[range][lte]=<today>&note=<b>%20"x"%20%7By%7D');
      // What fetch sends for the URL shown: the bytes the playground and curl sent above.
      expect(new URL(shown).pathname + new URL(shown).search).toBe(
        '/v1/events?created[gt]=1&created[range][lte]=%3Ctoday%3E&note=%3Cb%3E%20%22x%22%20%7By%7D',
      );
      await language.selectOption('bash');
      await expect.poll(() => live.textContent()).toContain('--globoff');
      expect(await live.textContent()).toContain('created[range][lte]=%3Ctoday%3E');
    } finally {
      await page.close();
    }
  });

  for (const testCase of cases) {
    it(testCase.name, async () => {
      let request = expected(testCase.key);
      const fill = testCase.fill;
      if (fill) {
        // The example says what to fill in, and the reader fills it in where it says.
        for (const name of Object.keys(fill)) expect(request.url).toContain(`{${name}}`);
        request = {
          ...request,
          url: request.url.replace(/\{(\w+)\}/g, (slot, name: string) =>
            fill[name] === undefined ? slot : encodeURIComponent(fill[name]),
          ),
        };
      }
      const snippet = await essence(await sendSnippet(request));
      const received = await sendPlayground(
        testCase.path,
        { ...testCase.credentials, ...fill },
        testCase.view,
      );
      expect(await essence(received)).toEqual(snippet);
      testCase.check?.(received);
    });
  }
});
