// A site served under a path of its host (issue 35): `docs build --base-path /docs`, served by
// `docs preview` behind a reverse proxy that forwards /docs/* (the path stripped, as nginx's
// `proxy_pass http://docs/;` does) and answers nothing else. A reader navigates, searches, sends a
// request from the playground and follows redirects, and no request leaves /docs.
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';
import { type DocsProcess, runDocsProcess, servedUrl } from '../security/docs-process.ts';

let api: Server;
let reverseProxy: Server;
let proxyUrl: string;
let preview: DocsProcess;
let browser: Browser;
let context: BrowserContext;
let dist: string;
/** What `docs preview` printed as the site's address. */
let previewAddress: string;
/** Requests that reached the reverse proxy outside /docs. */
const outside: string[] = [];
/** Every request the browser made to the site's host. */
const browserRequests: string[] = [];

const listening = async (server: Server) => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** A reverse proxy that forwards /docs/* to `upstream` without /docs, and answers nothing else. */
function reverseProxyAtDocs(upstream: URL): Server {
  return createServer((req, res) => {
    const path = req.url ?? '/';
    if (path !== '/docs' && !path.startsWith('/docs/') && !path.startsWith('/docs?')) {
      outside.push(`${req.method} ${path}`);
      res.writeHead(404).end('not part of the docs');
      return;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: path.slice('/docs'.length) || '/',
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.writeHead(502).end());
    req.pipe(forwarded);
  });
}

beforeAll(async () => {
  api = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"pets":["rex-under-docs"]}');
  });
  const apiOrigin = await listening(api);
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Subpath',
        api: { openapi: 'openapi.json', playground: { proxy: true } },
        navigation: {
          groups: [
            { group: 'Docs', pages: ['index', 'guide'] },
            { group: 'API', pages: ['GET /pets'] },
          ],
        },
        redirects: [
          { source: '/old-guide', destination: '/guide' },
          { source: '/beta/:slug*', destination: '/:slug*' },
        ],
      }),
      'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nRead the [guide](/guide).\n',
      'guide.mdx':
        '---\ntitle: Guide\ndescription: Guide\n---\n\nThe marmalade-subpath word lives here. Back [home](/).\n\n![Logo](/images/logo.svg)\n',
      'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>',
      'openapi.json': JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Pets', version: '1' },
        servers: [{ url: apiOrigin }],
        paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'ok' } } } } },
      }),
    },
    'base-path',
  );
  dist = join(dir, 'dist');
  const built = await runDocs(['build', dir, '--out', dist, '--base-path', '/docs'], {
    env: { DOCWRIGHT_BASE_URL: 'https://example.com' },
  });
  if (built.code !== 0) throw new Error(`docs build failed:\n${built.stderr}`);
  preview = runDocsProcess(['preview', dist, '--port', '0'], {});
  const previewUrl = new URL(await servedUrl(preview, 90_000, /Docwright preview: (http:\/\/\S+?)\/? /));
  previewAddress = previewUrl.href;
  reverseProxy = reverseProxyAtDocs(previewUrl);
  proxyUrl = await listening(reverseProxy);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  context.on('request', (sent) => {
    if (sent.url().startsWith(proxyUrl))
      browserRequests.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await preview?.stop();
  reverseProxy?.close();
  api?.close();
});

describe('a site built with --base-path /docs, with docs preview alone', () => {
  it('prints its address under /docs and serves it there, as its host will', async () => {
    expect(new URL(previewAddress).pathname).toBe('/docs');
    const tab = await context.newPage();
    const reached: string[] = [];
    tab.on('response', (answer) => reached.push(`${answer.status()} ${new URL(answer.url()).pathname}`));
    await tab.goto(previewAddress);
    expect(new URL(tab.url()).pathname).toBe('/docs/');
    expect(await tab.locator('h1').textContent()).toBe('Home');
    await tab.locator('.dw-sidebar').getByRole('link', { name: 'Guide', exact: true }).click();
    await tab.waitForURL(/\/docs\/guide$/);
    expect(await tab.locator('h1').textContent()).toBe('Guide');
    const logo = tab.locator('.dw-content img');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);
    // The theme's own files came from under /docs too, and nothing failed.
    expect(reached.filter((line) => line.includes('/_docwright/')).length).toBeGreaterThan(0);
    expect(reached.filter((line) => !/^(200|302|304) \/docs(\/|$)/.test(line))).toEqual([]);
    await tab.close();
  });
});

describe('a site built with --base-path /docs behind a reverse proxy', () => {
  it('navigates from the home page through the sidebar and a content link', async () => {
    const tab = await context.newPage();
    await tab.goto(`${proxyUrl}/docs/`);
    expect(await tab.locator('h1').textContent()).toBe('Home');
    await tab.locator('.dw-sidebar').getByRole('link', { name: 'Guide', exact: true }).click();
    await tab.waitForURL(`${proxyUrl}/docs/guide`);
    expect(await tab.locator('h1').textContent()).toBe('Guide');
    const logo = tab.locator('.dw-content img');
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(8);
    await tab.locator('.dw-content').getByRole('link', { name: 'home' }).click();
    await tab.waitForURL(`${proxyUrl}/docs/`);
    await tab.close();
  });

  it('searches and opens a result under /docs', async () => {
    const tab = await context.newPage();
    await tab.goto(`${proxyUrl}/docs/`);
    const button = tab.locator('.dw-search-button');
    await expect.poll(() => button.isVisible()).toBe(true);
    await button.click();
    await tab.getByRole('combobox').fill('marmalade');
    const result = tab.locator('#dw-search-results a').first();
    await expect.poll(() => result.getAttribute('href')).toMatch(/^\/docs\/guide/);
    await result.click();
    await tab.waitForURL((url) => url.pathname === '/docs/guide');
    await tab.close();
  });

  it('sends a request from the playground through the proxy under /docs', async () => {
    const tab = await context.newPage();
    await tab.goto(`${proxyUrl}/docs/`);
    await tab.locator('.dw-sidebar').getByRole('link', { name: 'List pets' }).click();
    await tab.waitForURL((url) => url.pathname.startsWith('/docs/'));
    await tab.getByText('Try it').click();
    const send = tab.getByRole('button', { name: 'Send request' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await expect
      .poll(() => tab.getByRole('region', { name: 'Response', exact: true }).textContent())
      .toContain('rex-under-docs');
    expect(browserRequests).toContain('POST /docs/_docwright/proxy');
    await tab.close();
  });

  it('follows a redirect page and a _redirects pattern to addresses under /docs', async () => {
    const tab = await context.newPage();
    await tab.goto(`${proxyUrl}/docs/old-guide#top`);
    await tab.waitForURL(`${proxyUrl}/docs/guide#top`);
    await tab.goto(`${proxyUrl}/docs/beta/guide`);
    await tab.waitForURL(`${proxyUrl}/docs/guide`);
    expect(await tab.locator('h1').textContent()).toBe('Guide');
    await tab.close();
  });

  it('follows a pattern redirect from the 404 page on a static host that reads no _redirects', async () => {
    const host = await serveStatic(dist);
    const staticProxy = reverseProxyAtDocs(new URL(host.url));
    const origin = await listening(staticProxy);
    try {
      const tab = await context.newPage();
      await tab.goto(`${origin}/docs/beta/guide#top`);
      await tab.waitForURL(`${origin}/docs/guide#top`);
      expect(await tab.locator('h1').textContent()).toBe('Guide');
      await tab.close();
    } finally {
      staticProxy.close();
      await host.close();
    }
  });

  it('made no request outside /docs', () => {
    expect(browserRequests.length).toBeGreaterThan(10);
    expect(browserRequests.filter((line) => !/^\w+ \/docs(\/|$)/.test(line))).toEqual([]);
    expect(outside).toEqual([]);
  });

  it('puts the twin links, llms files and sitemap under /docs', async () => {
    const twin = await (await fetch(`${proxyUrl}/docs/guide.md`)).text();
    expect(twin).toContain('[home](https://example.com/docs/)');
    expect(twin).toContain('(https://example.com/docs/images/logo.svg)');
    const llms = await readFile(join(dist, 'llms.txt'), 'utf8');
    expect(llms).toContain('https://example.com/docs/guide');
    const llmsFull = await readFile(join(dist, 'llms-full.txt'), 'utf8');
    expect(llmsFull).toContain('The marmalade-subpath word');
    expect(llmsFull).not.toMatch(/\]\(\/(?!docs\/)/);
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://example.com/docs/guide</loc>');
    expect(sitemap).not.toMatch(/<loc>https:\/\/example\.com\/(?!docs)/);
    const html = await readFile(join(dist, 'guide/index.html'), 'utf8');
    expect(html).toContain('<link rel="canonical" href="https://example.com/docs/guide">');
    expect(html).toContain('content="https://example.com/docs/guide"');
  });

  it('refuses a base path that is not one', async () => {
    const result = await runDocs(['build', dist, '--out', `${dist}-x`, '--base-path', '/docs/../x']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--base-path "/docs/../x"');
  });
});
