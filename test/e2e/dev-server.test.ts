import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EchoedRequest, startUpstream, type TestUpstream } from '../../packages/proxy/test/upstream.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot } from '../helpers/cli.ts';
import { startDevServer } from '../helpers/dev-server.ts';
import { copySite, writeSite } from '../helpers/site.ts';

describe('docs dev', () => {
  let browser: Browser;
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  let site: string;

  beforeAll(async () => {
    site = await copySite(join(repoRoot, 'examples/petstore'), 'dev');
    dev = await startDevServer(site);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await dev?.stop();
  });

  /** Waits; a timeout says what the dev server printed meanwhile (the rebuild it ran, or the error it met). */
  async function showingOutput<T>(wait: Promise<T>): Promise<T> {
    try {
      return await wait;
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- docs dev printed:\n${dev.output().slice(-4000)}`);
    }
  }

  it('updates an open endpoint page when its summary changes, and shows a broken edit over the last good page', async () => {
    const page = await browser.newPage();
    let navigations = 0;
    page.on('framenavigated', () => navigations++);
    await page.goto(`${dev.url}/api-reference/pets/list-pets`);
    await expect(page.locator('h1').textContent()).resolves.toBe('List pets');
    await page.locator('html[data-dw-live="connected"]').waitFor({ state: 'attached' });

    const specPath = join(site, 'openapi.yaml');
    const original = await readFile(specPath, 'utf8');
    expect(original).toContain('summary: List pets');
    // The route comes from the summary (Mintlify's rule), so the open page follows it to its new address.
    await writeFile(specPath, original.replace('summary: List pets', 'summary: List every pet'));
    await showingOutput(page.waitForURL(`${dev.url}/api-reference/pets/list-every-pet`, { timeout: 30_000 }));
    await showingOutput(
      page.waitForFunction(() => document.querySelector('h1')?.textContent === 'List every pet', null, {
        timeout: 30_000,
      }),
    );
    await expect(page.locator('.dw-sidebar a[aria-current="page"]').textContent()).resolves.toContain(
      'List every pet',
    );
    expect(navigations).toBeGreaterThanOrEqual(2);
    // Only the page that shows the operation was rendered again; the others just got the new sidebar.
    expect(dev.output()).toMatch(/Rebuilt 1 page in \d+ms \(openapi\.yaml\)/);

    await writeFile(specPath, `${original}\n  broken: [unclosed\n`);
    await showingOutput(page.locator('#dw-error-overlay').waitFor({ state: 'visible', timeout: 30_000 }));
    await expect(page.locator('#dw-error-overlay').textContent()).resolves.toContain('openapi.yaml');
    await expect(page.locator('h1').textContent()).resolves.toBe('List every pet');
    const reloaded = await browser.newPage();
    await reloaded.goto(`${dev.url}/api-reference/pets/list-every-pet`);
    await expect(reloaded.locator('#dw-error-overlay').isVisible()).resolves.toBe(true);
    await expect(reloaded.locator('h1').textContent()).resolves.toBe('List every pet');

    await writeFile(specPath, original);
    await showingOutput(page.waitForURL(`${dev.url}/api-reference/pets/list-pets`, { timeout: 30_000 }));
    await showingOutput(
      page.waitForFunction(
        () =>
          document.querySelector('h1')?.textContent === 'List pets' &&
          !document.getElementById('dw-error-overlay'),
        null,
        {
          timeout: 30_000,
        },
      ),
    );
    await page.close();
    await reloaded.close();
  });

  it('re-renders an edited MDX page in place', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/quickstart`);
    await page.locator('html[data-dw-live="connected"]').waitFor({ state: 'attached' });
    const path = join(site, 'quickstart.mdx');
    const original = await readFile(path, 'utf8');
    await writeFile(path, original.replace('## Step 1: get a token', '## Step 1: create a token'));
    await showingOutput(
      page.waitForFunction(
        () => document.querySelector('#step-1-create-a-token')?.textContent === 'Step 1: create a token',
        null,
        {
          timeout: 30_000,
        },
      ),
    );
    await expect(page.locator('.dw-toc a[href="#step-1-create-a-token"]').count()).resolves.toBe(1);
    await writeFile(path, `${original}\n<Note>\nunclosed\n`);
    await showingOutput(page.locator('#dw-error-overlay').waitFor({ state: 'visible', timeout: 30_000 }));
    await expect(page.locator('#dw-error-overlay').textContent()).resolves.toMatch(/quickstart\.mdx:\d+:\d+/);
    await writeFile(path, original);
    await showingOutput(
      page.waitForFunction(
        () => !document.getElementById('dw-error-overlay') && document.querySelector('#step-1-get-a-token'),
        null,
        {
          timeout: 30_000,
        },
      ),
    );
    await page.close();
  });

  it('serves the Markdown twin to agents that ask for it', async () => {
    const response = await fetch(`${dev.url}/quickstart`, { headers: { accept: 'text/markdown' } });
    expect(response.headers.get('content-type')).toContain('text/markdown');
    const text = await response.text();
    expect(text).toMatch(/^> For the complete documentation index, see \[llms\.txt\]/);
  });

  it('serves llms-full.txt, made when first asked for, at both its addresses', async () => {
    const full = await (await fetch(`${dev.url}/llms-full.txt`)).text();
    expect(full).toContain('Source: ');
    expect(full).toContain('Step 1');
    expect(await (await fetch(`${dev.url}/.well-known/llms-full.txt`)).text()).toBe(full);
  });
});

describe('docs dev, after an edit of api.mdx in docs.json', () => {
  const config = (server: string) =>
    JSON.stringify({
      name: 'Widgets',
      navigation: { pages: ['index', 'create-widget'] },
      api: { mdx: { server, auth: { method: 'bearer' } } },
    });
  let dev: Awaited<ReturnType<typeof startDevServer>> | undefined;
  afterAll(async () => {
    await dev?.stop();
  });

  it('serves the api: page with the new server', async () => {
    const site = await writeSite(
      {
        'docs.json': config('https://one.example.com'),
        'index.mdx': '---\ntitle: Home\n---\nWelcome.\n',
        'create-widget.mdx': '---\ntitle: Create a widget\napi: POST /widgets\n---\nMakes one.\n',
      },
      'dev-api-mdx',
    );
    dev = await startDevServer(site);
    const page = async () => await (await fetch(`${(dev as { url: string }).url}/create-widget`)).text();
    expect(await page()).toContain('https://one.example.com/widgets');
    await writeFile(join(site, 'docs.json'), config('https://two.example.com'));
    await expect.poll(page, { timeout: 30_000 }).toContain('https://two.example.com/widgets');
    expect(await page()).not.toContain('https://one.example.com');
  });
});

describe('docs dev playground proxy', () => {
  let dev: Awaited<ReturnType<typeof startDevServer>>;
  let upstream: TestUpstream;
  let other: TestUpstream;
  let site: string;
  const openapi = (servers: readonly string[]) =>
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Echo', version: '1' },
      servers: servers.map((url) => ({ url })),
      paths: { '/echo': { post: { summary: 'Echo', responses: { '201': { description: 'The request' } } } } },
    });
  const viaProxy = (
    target: string,
    init: { method?: string; body?: string; headers?: Record<string, string> } = {},
  ) =>
    fetch(`${dev.url}/_docwright/proxy`, {
      method: 'POST',
      headers: { 'x-docwright-target': target, 'x-docwright-method': init.method ?? 'GET', ...init.headers },
      ...(init.body !== undefined && { body: init.body }),
    });

  beforeAll(async () => {
    upstream = await startUpstream();
    other = await startUpstream();
    site = await writeSite(
      {
        'docs.json': JSON.stringify({
          name: 'Echo',
          navigation: { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['index'] }] },
        }),
        'index.mdx': '---\ntitle: Echo\n---\n\nCall the echo API.\n',
        'openapi.json': openapi([`${upstream.origin}/v1`]),
      },
      'dev-proxy',
    );
    dev = await startDevServer(site);
  });

  afterAll(async () => {
    await dev?.stop();
    await upstream?.close();
    await other?.close();
  });

  it("forwards to the spec's server, without the docs site's cookies", async () => {
    const response = await viaProxy(`${upstream.origin}/echo?q=1`, {
      method: 'POST',
      body: '{"ping":true}',
      headers: { 'content-type': 'application/json', cookie: 'docs=1', 'x-docwright-cookie': 'api=2' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-docwright-proxy')).toBe('forwarded');
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed).toMatchObject({ method: 'POST', url: '/echo?q=1', headers: { cookie: 'api=2' } });
    expect(Buffer.from(echoed.body, 'base64').toString()).toBe('{"ping":true}');
  });

  it('streams server-sent events through the dev server', async () => {
    upstream.lastEventSentAt = undefined;
    const response = await viaProxy(`${upstream.origin}/events`);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toContain('data: event 1');
    expect(upstream.lastEventSentAt).toBeUndefined();
    await reader.cancel();
  });

  it('refuses an undeclared server, and follows the spec when one is added', async () => {
    const refused = await viaProxy(`${other.origin}/echo`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toContain(`${other.origin} is not a server`);

    await writeFile(join(site, 'openapi.json'), openapi([`${upstream.origin}/v1`, other.origin]));
    await expect
      // The rebuild competes with the suite's corpus builds on CI's two cores.
      .poll(async () => (await viaProxy(`${other.origin}/echo`)).status, { timeout: 90_000, interval: 200 })
      .toBe(201);
  });
});
