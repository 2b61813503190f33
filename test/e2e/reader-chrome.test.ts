import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { corpusDir } from '../helpers/cli.ts';
import { sharedBuild } from '../helpers/shared-build.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

/**
 * The built site behind a host that, given `feedback`, stores answers as `docs serve` does: it
 * says so at `/_docwright/feedback.json` and answers posts with `feedback.post`.
 */
async function host(out: string, feedback: { post: number } | undefined) {
  const files = await serveStatic(out);
  const posts: string[] = [];
  const server: Server = createServer(async (request, response) => {
    if (feedback && request.url === '/_docwright/feedback.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"stored":true}');
      return;
    }
    if (feedback && request.url === '/_docwright/feedback') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      posts.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(feedback.post).end();
      return;
    }
    const upstream = await fetch(`${files.url}${request.url}`, { method: request.method ?? 'GET' });
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await files.close();
    },
  };
}

async function build(dir: string): Promise<string> {
  const { out, ...result } = await sharedBuild(dir);
  if (result.code !== 0) throw new Error(result.stderr);
  return out;
}

describe('small things readers notice, in Chromium', () => {
  let browser: Browser;
  let plain: string;
  let starter: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    plain = await build(
      await writeSite({
        'docs.json': JSON.stringify({
          name: 'Plain',
          navigation: { groups: [{ group: 'G', pages: ['index', 'status'] }] },
        }),
        'index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nHello.\n',
        // "100% uptime" gets the id `100%-uptime`, which `decodeURIComponent` cannot read.
        'status.mdx': `---\ntitle: Status\ndescription: Status.\n---\n\n${[
          '100% uptime',
          'Incidents',
          'Next steps',
        ]
          .map((heading) => `## ${heading}\n\n${'Text. '.repeat(400)}\n`)
          .join('\n')}`,
      }),
    );
    // Its docs.json names `/favicon.svg`.
    starter = await build(join(corpusDir, 'docs/mintlify-starter'));
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('Escape closes the mobile menu and gives focus back to the menu button', async () => {
    const site = await host(plain, undefined);
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.url}/`);
    await page.click('.dw-menu-button');
    expect(await page.locator('.dw-sidebar').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.isChecked('#dw-menu-toggle')).toBe(false);
    expect(await page.locator('.dw-sidebar').isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('dw-menu-toggle');
    await page.close();
    await site.close();
  });

  it('marks the section being read in the table of contents, even after a heading with a %', async () => {
    const site = await host(plain, undefined);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/status`);
    const current = page.locator('.dw-toc a[aria-current="location"]');
    await expect.poll(() => current.textContent()).toBe('100% uptime');
    await page.evaluate(() => document.getElementById('incidents')?.scrollIntoView());
    await expect.poll(() => current.textContent()).toBe('Incidents');
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => current.textContent()).toBe('Next steps');
    expect(errors).toEqual([]);
    await page.close();
    await site.close();
  });

  it('keeps the agent note in the HTML but out of the accessibility tree', async () => {
    const site = await host(plain, undefined);
    const page = await browser.newPage();
    await page.goto(`${site.url}/`);
    expect(await page.locator('.dw-agent-note').textContent()).toMatch(/For AI agents/);
    const snapshot = await page.locator('body').ariaSnapshot();
    expect(snapshot).not.toMatch(/For AI agents|llms\.txt/);
    await page.close();
    await site.close();
  });

  it.each([
    ['without a favicon in docs.json', () => plain, '/favicon.svg'],
    ['with an SVG favicon elsewhere', () => starter, '/favicon.svg'],
  ])('%s, the linked icon and /favicon.ico are both there', async (_, out, linked) => {
    const site = await host(out(), undefined);
    const page = await browser.newPage();
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto(`${site.url}/`);
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toBe(linked);
    for (const path of [linked, '/favicon.ico']) {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (path.endsWith('.ico')) expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    }
    expect(missing).toEqual([]);
    await page.close();
    await site.close();
  });

  it.each([
    ['a static host (nothing stores answers)', undefined, 'hidden'],
    ['a server that stores answers', { post: 204 }, 'Thanks for your feedback.'],
    ['a server that fails to store one', { post: 500 }, 'Your answer could not be sent. Try again later.'],
  ])('feedback behind %s', async (_, feedback, expected) => {
    const site = await host(plain, feedback);
    const page = await browser.newPage();
    // A static host too answers the widget's question (the file the build writes): no 404, so no
    // console error for Lighthouse to count.
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    if (expected === 'hidden') {
      expect(await page.locator('.dw-feedback').isVisible()).toBe(false);
    } else {
      await page.click('.dw-feedback button[data-helpful="true"]');
      await page.waitForFunction(() => document.querySelector('.dw-feedback-thanks')?.textContent !== '');
      expect(await page.locator('.dw-feedback-thanks').textContent()).toBe(expected);
      expect(site.posts.map((body) => JSON.parse(body))).toEqual([{ path: '/', helpful: true }]);
    }
    await page.close();
    await site.close();
  });
});
