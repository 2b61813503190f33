import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { startDevServer, startServe } from '../helpers/dev-server.ts';
import { createPng } from '../helpers/png.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A small API on 127.0.0.1: echoes requests, serves a PNG and a stream of events; CORS on except under /private. */
async function startTestApi(): Promise<{
  origin: string;
  received: Received[];
  uploads: { note: string; name: string; bytes: Buffer }[];
  oauth: { challenge: string; clientId: string; scope: string };
  /** Lets a stream of events go on past its first event (see `/events`). */
  releaseEvents: () => void;
  close: () => Promise<void>;
}> {
  // `/events` sends its first event, then waits for the test: the test sees one event while the
  // stream is still open, however slow the machine.
  let releaseEvents = () => {};
  let eventsReleased = new Promise<void>((resolve) => {
    releaseEvents = resolve;
  });
  const received: Received[] = [];
  const uploads: { note: string; name: string; bytes: Buffer }[] = [];
  const oauth = { challenge: '', clientId: '', scope: '' };
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = request.url ?? '/';
    const cors = url.startsWith('/private')
      ? {}
      : {
          'access-control-allow-origin': '*',
          'access-control-allow-headers': '*',
          'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        };
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end();
    received.push({
      method: request.method ?? '',
      url,
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    });
    if (url.startsWith('/authorize')) {
      const query = new URL(url, 'http://x').searchParams;
      const ok = query.get('response_type') === 'code' && query.get('code_challenge_method') === 'S256';
      oauth.challenge = query.get('code_challenge') ?? '';
      oauth.clientId = query.get('client_id') ?? '';
      oauth.scope = query.get('scope') ?? '';
      const back = new URL(query.get('redirect_uri') ?? '');
      back.searchParams.set(ok ? 'code' : 'error', ok ? 'the-code' : 'invalid_request');
      back.searchParams.set('state', query.get('state') ?? '');
      return void response.writeHead(302, { location: back.href }).end();
    }
    if (url.startsWith('/token')) {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const verified =
        form.get('grant_type') === 'authorization_code' &&
        form.get('code') === 'the-code' &&
        createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url') === oauth.challenge;
      response.writeHead(verified ? 200 : 400, { ...cors, 'content-type': 'application/json' });
      return void response.end(
        JSON.stringify(
          verified ? { access_token: 'oauth-token-1', token_type: 'bearer' } : { error: 'invalid_grant' },
        ),
      );
    }
    if (url.startsWith('/upload')) {
      const form = await new Request('http://x/', {
        method: 'POST',
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body: Buffer.concat(chunks),
      }).formData();
      const file = form.get('file') as File;
      uploads.push({
        note: String(form.get('note')),
        name: file.name,
        bytes: Buffer.from(await file.arrayBuffer()),
      });
      return void response
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end('{"stored":true}');
    }
    if (url.startsWith('/sound'))
      return void response.writeHead(200, { ...cors, 'content-type': 'audio/wav' }).end(wav());
    if (url.startsWith('/movie'))
      return void response.writeHead(200, { ...cors, 'content-type': 'video/mp4' }).end(Buffer.alloc(64));
    if (url.startsWith('/feed'))
      return void response
        .writeHead(200, { ...cors, 'content-type': 'application/xml' })
        .end('<feed version="2"><!-- one item --><item>a &amp; b</item></feed>');
    if (url.startsWith('/image'))
      return void response.writeHead(200, { ...cors, 'content-type': 'image/png' }).end(createPng(3, 2));
    if (url.startsWith('/events')) {
      response.writeHead(200, { ...cors, 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      response.write('data: event 1\n\n');
      await eventsReleased;
      eventsReleased = new Promise<void>((resolve) => {
        releaseEvents = resolve;
      });
      for (const n of [2, 3]) response.write(`data: event ${n}\n\n`);
      return void response.end();
    }
    response.writeHead(201, { ...cors, 'content-type': 'application/json' });
    response.end(JSON.stringify({ created: true, echo: url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    uploads,
    oauth,
    releaseEvents: () => releaseEvents(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One second of silence as a real 8 kHz mono WAV. */
function wav(): Buffer {
  const samples = Buffer.alloc(8000);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples.fill(0x80)]);
}

/** Opens a page, opens its "Try it" and waits for the island to enable sending. */
async function openPlayground(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  const response = await page.goto(url);
  expect(response?.status(), `${url} exists`).toBe(200);
  await page.getByText('Try it').click();
  await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
  return page;
}

const spec = (origin: string) => ({
  openapi: '3.1.0',
  info: { title: 'Test API', version: '1' },
  servers: [{ url: origin }],
  components: {
    securitySchemes: {
      BearerAuth: { type: 'http', scheme: 'bearer', 'x-default': 'default-token' },
      KeyAuth: { type: 'apiKey', in: 'query', name: 'api_key' },
      PasswordAuth: { type: 'http', scheme: 'basic' },
      OAuth: {
        type: 'oauth2',
        flows: {
          authorizationCode: {
            authorizationUrl: `${origin}/authorize`,
            tokenUrl: `${origin}/token`,
            scopes: { 'items:read': 'Read items', 'items:write': 'Write items' },
          },
        },
      },
    },
  },
  security: [{ BearerAuth: [] }],
  paths: {
    '/items/{id}': {
      post: {
        summary: 'Create item',
        tags: ['Items'],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
          {
            name: 'tags',
            in: 'query',
            schema: { type: 'array', items: { type: 'string' } },
            example: ['red', 'blue'],
          },
          { name: 'X-Trace', in: 'header', schema: { type: 'string' } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', properties: { name: { type: 'string', example: 'Widget' } } },
            },
          },
        },
        responses: { '201': { description: 'Created' } },
      },
    },
    '/upload': {
      post: {
        summary: 'Upload file',
        tags: ['Media'],
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: { file: { type: 'string', format: 'binary' }, note: { type: 'string' } },
              },
            },
          },
        },
        responses: { '200': { description: 'Stored' } },
      },
    },
    '/secure': {
      get: {
        summary: 'Secure thing',
        tags: ['Media'],
        security: [{ KeyAuth: [], PasswordAuth: [] }],
        responses: { '200': { description: 'OK' } },
      },
    },
    '/me': {
      get: {
        summary: 'Who am I',
        tags: ['Media'],
        security: [{ OAuth: ['items:read'] }],
        responses: { '200': { description: 'OK' } },
      },
    },
    '/sound': {
      get: { summary: 'Get sound', tags: ['Media'], responses: { '200': { description: 'A WAV' } } },
    },
    '/movie': {
      get: { summary: 'Get movie', tags: ['Media'], responses: { '200': { description: 'An MP4' } } },
    },
    '/feed': {
      get: { summary: 'Get feed', tags: ['Media'], responses: { '200': { description: 'An XML feed' } } },
    },
    '/image': {
      get: { summary: 'Get image', tags: ['Media'], responses: { '200': { description: 'A PNG' } } },
    },
    '/events': {
      get: { summary: 'Stream events', tags: ['Media'], responses: { '200': { description: 'Events' } } },
    },
    '/private/thing': {
      get: { summary: 'Private thing', tags: ['Media'], responses: { '200': { description: 'No CORS' } } },
    },
  },
});

describe('the playground, calling the API from the browser (proxy: false)', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    api = await startTestApi();
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Playground',
        api: { playground: { proxy: false } },
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
      }),
      'openapi.json': JSON.stringify(spec(api.origin)),
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

  const open = (path: string) => openPlayground(browser, `${site.url}${path}`);

  it('sends path, query, header, auth and JSON body values as the spec says, and shows the response', async () => {
    const page = await open('/api-reference/items/create-item');
    await page.getByLabel('id', { exact: true }).fill('a b/1');
    await page.getByLabel('tags', { exact: true }).fill('red, blue');
    await page.getByLabel('X-Trace', { exact: true }).fill('trace-7');
    await page.getByLabel('BearerAuth', { exact: true }).fill('secret-token');
    await page.getByLabel('Raw JSON').check();
    await page.getByLabel('Body', { exact: true }).fill('{"name": "Gadget"}');
    await page.getByRole('button', { name: 'Send request' }).click();
    const response = page.getByRole('region', { name: 'Response', exact: true });
    await expect.poll(() => response.textContent()).toContain('"created": true');
    expect(await response.textContent()).toContain('201');
    // JSON is pretty-printed and coloured by token.
    expect(await response.locator('.dw-json-key').first().textContent()).toBe('"created"');
    expect(await response.locator('.dw-json-literal').first().textContent()).toBe('true');
    const request = api.received.at(-1) as Received;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/items/a%20b%2F1?tags=red&tags=blue');
    expect(request.headers['x-trace']).toBe('trace-7');
    expect(request.headers.authorization).toBe('Bearer secret-token');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ name: 'Gadget' });
    await page.close();
  });

  it('names every input after its parameter and passes an axe audit with the playground open', async () => {
    const page = await open('/api-reference/items/create-item');
    // Without examples.prefill, examples are placeholders.
    expect(await page.getByLabel('tags', { exact: true }).inputValue()).toBe('');
    expect(await page.getByLabel('tags', { exact: true }).getAttribute('placeholder')).toBe('red,blue');
    for (const name of ['id', 'tags', 'X-Trace', 'BearerAuth', 'Body'])
      expect(await page.getByLabel(name, { exact: true }).count(), name).toBe(1);
    // The scheme's x-default prefills its input.
    expect(await page.getByLabel('BearerAuth', { exact: true }).inputValue()).toBe('default-token');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("rewrites the request examples from what the reader types, with the build's generators", async () => {
    const page = await open('/api-reference/items/create-item');
    const curl = page.locator('.dw-endpoint-examples [data-language="bash"] code');
    const python = page.locator('.dw-endpoint-examples [data-language="python"] code');
    expect(await curl.textContent()).not.toContain('/items/typed-id');
    const stringClass = await python
      .locator('span.line span', { hasText: /^"?http/ })
      .first()
      .getAttribute('class');
    expect(stringClass).toMatch(/^sk\d+/);
    await page.getByLabel('id', { exact: true }).fill('typed-id');
    await page.getByLabel('BearerAuth', { exact: true }).fill('tok-9');
    await page.getByLabel('Raw JSON').check();
    await page.getByLabel('Body', { exact: true }).fill('{"name": "Typed"}');
    await expect.poll(() => curl.textContent()).toContain(`${api.origin}/items/typed-id`);
    await expect.poll(() => curl.textContent()).toContain('Bearer tok-9');
    await expect.poll(() => python.textContent()).toContain('"name": "Typed"');
    // The regenerated code keeps the build's colours: the new string is coloured as the build's strings were.
    await expect
      .poll(() => python.locator('span.line span', { hasText: 'Typed' }).first().getAttribute('class'), {
        timeout: 20_000,
      })
      .toBe(stringClass);
    await page.close();
  });

  it('asks for required values before sending', async () => {
    const page = await open('/api-reference/items/create-item');
    const before = api.received.length;
    await page.getByLabel('Raw JSON').check();
    await page.getByLabel('Body', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('id, Body');
    expect(api.received.length).toBe(before);
    await page.close();
  });

  it('uploads a file whose bytes arrive intact, beside a text field', async () => {
    const page = await open('/api-reference/media/upload-file');
    const bytes = createPng(5, 4);
    await page
      .getByLabel('file', { exact: true })
      .setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: bytes });
    await page.getByLabel('note', { exact: true }).fill('hello');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Response', exact: true }).textContent())
      .toContain('"stored": true');
    const upload = api.uploads.at(-1);
    expect(upload?.note).toBe('hello');
    expect(upload?.name).toBe('pixel.png');
    expect(upload?.bytes.equals(bytes)).toBe(true);
    await page.close();
  });

  it('sends apiKey (query) and basic auth as the spec says', async () => {
    const page = await open('/api-reference/media/secure-thing');
    await page.getByLabel('KeyAuth', { exact: true }).fill('k 1');
    await page.getByLabel('PasswordAuth', { exact: true }).fill('ada');
    await page.getByLabel('PasswordAuth password', { exact: true }).fill('p@ss:w');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Response', exact: true }).textContent())
      .toContain('201');
    const request = api.received.at(-1) as Received;
    expect(request.url).toBe('/secure?api_key=k%201');
    expect(request.headers.authorization).toBe(`Basic ${Buffer.from('ada:p@ss:w').toString('base64')}`);
    await page.close();
  });

  it('signs in with OAuth2 (authorization code with PKCE) and sends the token', async () => {
    const page = await open('/api-reference/media/who-am-i');
    expect(await page.getByLabel('OAuth scopes', { exact: true }).inputValue()).toBe('items:read');
    await page.getByLabel('OAuth client ID', { exact: true }).fill('docs-client');
    await page.getByRole('button', { name: 'Authorize' }).click();
    // The authorization server sends the reader back; the page trades the code for a token.
    await expect
      .poll(() => page.locator('.dw-playground').getByRole('status').textContent())
      .toContain('Authorized with OAuth');
    expect(page.url()).toBe(`${site.url}/api-reference/media/who-am-i`);
    expect(api.oauth.clientId).toBe('docs-client');
    expect(api.oauth.scope).toBe('items:read');
    expect(await page.getByLabel('OAuth', { exact: true }).inputValue()).toBe('oauth-token-1');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Response', exact: true }).textContent())
      .toContain('201');
    expect((api.received.at(-1) as Received).headers.authorization).toBe('Bearer oauth-token-1');
    await page.close();
  });

  it('plays audio and video responses in audio and video elements', async () => {
    const page = await open('/api-reference/media/get-sound');
    await page.getByRole('button', { name: 'Send request' }).click();
    const audio = page.locator('.dw-playground-response audio');
    await expect.poll(() => audio.evaluate((node: HTMLAudioElement) => node.duration)).toBeCloseTo(1, 1);
    await page.goto(`${site.url}/api-reference/media/get-movie`);
    await page.getByText('Try it').click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Send request' }).click();
    const video = page.locator('.dw-playground-response video');
    await expect.poll(() => video.getAttribute('src')).toMatch(/^blob:/);
    await page.close();
  });

  it('shows an image response in an img element', async () => {
    const page = await open('/api-reference/media/get-image');
    await page.getByRole('button', { name: 'Send request' }).click();
    const image = page.getByRole('img', { name: 'Response image' });
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(3);
    await page.close();
  });

  it('colours an XML response: tags, attributes, values and comments', async () => {
    const page = await open('/api-reference/media/get-feed');
    await page.getByRole('button', { name: 'Send request' }).click();
    const code = page.locator('.dw-playground-response pre code');
    await expect
      .poll(() => code.textContent())
      .toBe('<feed version="2"><!-- one item --><item>a &amp; b</item></feed>');
    const spans = async (kind: string) => code.locator(`.dw-json-${kind}`).allTextContents();
    expect(await spans('key')).toEqual(['<feed', '<item', '</item', '</feed']);
    expect(await spans('literal')).toEqual(['version']);
    expect(await spans('string')).toEqual(['"2"']);
    expect(await spans('comment')).toEqual(['<!-- one item -->']);
    await page.close();
  });

  it('streams server-sent events one by one', async () => {
    const page = await open('/api-reference/media/stream-events');
    await page.getByRole('button', { name: 'Send request' }).click();
    const events = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
    // The first event shows while the server still holds the others back.
    await expect.poll(() => events.allTextContents()).toEqual(['event 1']);
    api.releaseEvents();
    await expect.poll(() => events.allTextContents()).toEqual(['event 1', 'event 2', 'event 3']);
    await page.close();
  });

  it('explains a CORS failure and how to fix it', async () => {
    const page = await open('/api-reference/media/private-thing');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('CORS');
    expect(await page.getByRole('alert').textContent()).toContain('"api.playground.proxy": true');
    await page.close();
  });
});

describe('the playground through the docs dev proxy (proxy: true)', () => {
  let api: Awaited<ReturnType<typeof startTestApi>>;
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  let browser: Browser;

  beforeAll(async () => {
    api = await startTestApi();
    const declared = spec(api.origin);
    // A server whose host the reader may change: the proxy must refuse hosts the spec does not declare.
    (declared.paths as Record<string, unknown>)['/elsewhere'] = {
      get: {
        summary: 'Elsewhere',
        tags: ['Media'],
        servers: [
          {
            url: `http://{host}:${new URL(api.origin).port}`,
            variables: { host: { default: '127.0.0.1' } },
          },
        ],
        responses: { '200': { description: 'Refused' } },
      },
    };
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Proxy',
        api: { examples: { prefill: true } },
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
      }),
      'openapi.json': JSON.stringify(declared),
    });
    [dev, browser] = await Promise.all([startDevServer(dir), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
    await api?.close();
  });

  const open = (path: string) => openPlayground(browser, `${dev.url}${path}`);

  it('round-trips JSON with path, query, header, cookie and body values checked on the server', async () => {
    const page = await open('/api-reference/items/create-item');
    await page.getByLabel('id', { exact: true }).fill('p-1');
    await page.getByLabel('tags', { exact: true }).fill('x');
    await page.getByLabel('X-Trace', { exact: true }).fill('via-proxy');
    await page.getByLabel('BearerAuth', { exact: true }).fill('tok');
    await page.getByLabel('Raw JSON').check();
    await page.getByLabel('Body', { exact: true }).fill('{"name": "Proxied"}');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Response', exact: true }).textContent())
      .toContain('"created": true');
    const request = api.received.at(-1) as Received;
    expect(request.url).toBe('/items/p-1?tags=x');
    expect(request.headers['x-trace']).toBe('via-proxy');
    expect(request.headers.authorization).toBe('Bearer tok');
    expect(request.headers.cookie).toBeUndefined();
    expect(JSON.parse(request.body)).toEqual({ name: 'Proxied' });
    await page.close();
  });

  it("prefills fields from the spec's examples with examples.prefill", async () => {
    const page = await open('/api-reference/items/create-item');
    expect(await page.getByLabel('tags', { exact: true }).inputValue()).toBe('red,blue');
    await page.close();
  });

  it('uploads a file through the proxy with its bytes intact', async () => {
    const page = await open('/api-reference/media/upload-file');
    const bytes = createPng(7, 3);
    await page
      .getByLabel('file', { exact: true })
      .setInputFiles({ name: 'proxied.png', mimeType: 'image/png', buffer: bytes });
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Response', exact: true }).textContent())
      .toContain('"stored": true');
    expect(api.uploads.at(-1)?.name).toBe('proxied.png');
    expect(api.uploads.at(-1)?.bytes.equals(bytes)).toBe(true);
    await page.close();
  });

  it('streams events through the proxy one by one', async () => {
    const page = await open('/api-reference/media/stream-events');
    await page.getByRole('button', { name: 'Send request' }).click();
    const events = page.getByRole('list', { name: 'Events' }).getByRole('listitem');
    await expect.poll(() => events.allTextContents()).toEqual(['event 1']);
    api.releaseEvents();
    await expect.poll(() => events.allTextContents()).toEqual(['event 1', 'event 2', 'event 3']);
    await page.close();
  });

  it("shows the proxy's refusal of a destination the specs do not declare", async () => {
    const page = await open('/api-reference/media/elsewhere');
    await page.getByLabel('host', { exact: true }).fill('10.0.0.1');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('10.0.0.1');
    await page.close();
  });
});

describe('playground display modes', () => {
  it('shows a copyable URL for simple, nothing for none, and the form for interactive', async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Modes',
        api: { openapi: 'openapi.json', playground: { display: 'simple' } },
        navigation: { groups: [{ group: 'API', pages: ['simple', 'none', 'interactive', 'signed-in'] }] },
      }),
      'openapi.json': JSON.stringify(spec('https://api.example.com')),
      'simple.mdx': '---\ntitle: Simple\ndescription: s\nopenapi: GET /image\n---\n',
      'none.mdx': '---\ntitle: None\ndescription: n\nopenapi: GET /events\nplayground: none\n---\n',
      'signed-in.mdx': '---\ntitle: Signed in\ndescription: a\nopenapi: GET /sound\nplayground: auth\n---\n',
      'interactive.mdx':
        '---\ntitle: Interactive\ndescription: i\nopenapi: POST /items/{id}\nplayground: interactive\n---\n',
    });
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    // A static host cannot tell signed-in readers apart: `auth` shows nothing, with a warning.
    expect(result.stdout + result.stderr).toContain('build/auth-playground-static');
    const [server, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
    try {
      const page = await browser.newPage();
      await page.goto(`${server.url}/simple`);
      expect(await page.locator('.dw-playground-url').textContent()).toBe('https://api.example.com/image');
      expect(await page.getByRole('button', { name: 'Copy', exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Send request' }).count()).toBe(0);
      for (const path of ['/none', '/signed-in']) {
        await page.goto(`${server.url}${path}`);
        expect(await page.locator('.dw-playground, .dw-playground-simple').count(), path).toBe(0);
      }
      await page.goto(`${server.url}/interactive`);
      await page.getByText('Try it').click();
      // The dialog opens once its stylesheet is there (loaded as the pointer reaches the button).
      await expect.poll(() => page.getByRole('button', { name: 'Send request' }).count()).toBe(1);
      // A static host has no proxy: the reader learns why and what to change.
      await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
      await page.getByLabel('id', { exact: true }).fill('1');
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toContain('no playground proxy');
      expect(await page.getByRole('alert').textContent()).toContain('"api.playground.proxy": false');
    } finally {
      await browser.close();
      await server.close();
    }
  });

  it("shows an auth playground under docs serve only to signed-in readers in the page's groups", async () => {
    const api = await startTestApi();
    const secret = 'identity-provider-secret-for-the-test';
    // The identity provider: signs the reader in as `groups` and hands a JWT back to the docs site (docs/server.md, Reader authentication).
    let groups: string[] = [];
    const idp = createServer(async (request, response) => {
      const query = new URL(request.url ?? '/', 'http://idp').searchParams;
      const token = await new SignJWT({ groups })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('reader@example.com')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(secret));
      const back = new URL('/_docwright/auth/callback', docsUrl);
      back.searchParams.set('token', token);
      back.searchParams.set('redirect', query.get('redirect') ?? '/');
      response.writeHead(302, { location: back.href }).end();
    });
    await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
    const idpUrl = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
    let docsUrl = '';
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Signed in',
        api: { openapi: 'openapi.json' },
        navigation: { groups: [{ group: 'API', pages: ['index', 'beta-only'] }] },
      }),
      'openapi.json': JSON.stringify(spec(api.origin)),
      'index.mdx': '---\ntitle: Home\ndescription: h\n---\n\nWelcome.\n',
      'beta-only.mdx':
        '---\ntitle: Create\ndescription: c\nopenapi: POST /items/{id}\nplayground: auth\npublic: true\ngroups: [beta]\n---\n',
    });
    const out = join(dir, 'dist');
    expect((await runDocs(['build', dir, '--out', out])).code).toBe(0);
    const [serve, browser] = await Promise.all([
      startServe(out, {
        DOCWRIGHT_READER_AUTH_SECRET: secret,
        DOCWRIGHT_READER_LOGIN_URL: `${idpUrl}/login`,
      }),
      launchBrowser(),
    ]);
    docsUrl = serve.url;
    try {
      const reader = async (readerGroups: string[]) => {
        groups = readerGroups;
        const context = await browser.newContext();
        const page = await context.newPage();
        // A protected page sends the reader through the identity provider and back, signed in.
        await page.goto(`${serve.url}/`);
        expect(new URL(page.url()).pathname).toBe('/');
        expect(await page.getByText('Welcome.').count()).toBe(1);
        await page.goto(`${serve.url}/beta-only`);
        return page;
      };
      const signedOut = await (await browser.newContext()).newPage();
      await signedOut.goto(`${serve.url}/beta-only`);
      expect(await signedOut.locator('.dw-endpoint, main').first().isVisible()).toBe(true);
      expect(await signedOut.getByText('Try it').count()).toBe(0);

      const outsider = await reader(['admins']);
      expect(await outsider.getByText('Try it').count()).toBe(0);

      const member = await reader(['beta']);
      await member.getByText('Try it').click();
      await expect.poll(() => member.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
      await member.getByLabel('id', { exact: true }).fill('from-beta');
      await member.getByRole('button', { name: 'Send request' }).click();
      await expect
        .poll(() => member.getByRole('region', { name: 'Response', exact: true }).textContent())
        .toContain('201');
      expect(api.received.some((r) => r.method === 'POST' && r.url.startsWith('/items/from-beta'))).toBe(
        true,
      );
    } finally {
      await browser.close();
      await serve.stop();
      await new Promise((resolve) => idp.close(resolve));
      await api.close();
    }
  });
});
