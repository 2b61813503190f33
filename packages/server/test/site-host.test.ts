// The site host of `docs serve` through `app.request` (no socket), but for the playground proxy,
// which relays to a real upstream through a real server on 127.0.0.1.
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryLink, listen, type SiteHost } from '../src/index.ts';
import { accessSite, buildFixture, startEchoApi, tempDir } from './fixture-site.ts';
import { siteApp } from './helpers/app.ts';

let api: Awaited<ReturnType<typeof startEchoApi>>;
let dist: string;
let host: SiteHost;
let app: Hono;

beforeAll(async () => {
  api = await startEchoApi();
  dist = await buildFixture(accessSite(api.origin));
  ({ app, host } = await siteApp(dist));
});

afterAll(async () => {
  await api?.close();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('docs serve: the site host', () => {
  it('serves pages with the llms discovery link, validators and Vary: Accept', async () => {
    const response = await get('/guide');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('link')).toBe(discoveryLink);
    expect(response.headers.get('vary')).toContain('Accept');
    expect(await response.text()).toContain('Guide body text.');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/guide', { 'if-none-match': etag ?? '' });
    expect(again.status).toBe(304);
  });

  it('answers Accept: text/markdown and text/plain with the Markdown twin, browsers with HTML', async () => {
    for (const accept of ['text/markdown', 'text/plain', 'text/markdown, text/html;q=0.5']) {
      const response = await get('/guide', { accept });
      expect(response.headers.get('content-type'), accept).toBe('text/markdown; charset=utf-8');
      const text = await response.text();
      expect(text).toContain('# Guide');
      expect(text).not.toContain('<html');
    }
    const home = await get('/', { accept: 'text/markdown' });
    expect(await home.text()).toContain('# Home');
    const browser = await get('/guide', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(browser.headers.get('content-type')).toContain('text/html');
    expect((await get('/guide.md')).headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  });

  it('serves the 404 page with status 404, and the discovery link on it too', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(response.headers.get('link')).toBe(discoveryLink);
    expect(await response.text()).toContain('Page not found');
  });

  it('refuses paths that leave the site or name hidden and server-only files', async () => {
    for (const path of [
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/a/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/_docwright/server.json',
      '/.env',
      '/%00index.html',
      '/%E0%A4%A',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('root:');
    }
  });

  it("follows the site's redirect rules with their status", async () => {
    const response = await get('/old/deep/page?x=1');
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/guide/deep/page?x=1');
  });

  it('compresses text for clients that accept gzip, and only answers GET and HEAD', async () => {
    const gzipped = await get('/_docwright/site.css', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/_docwright/site.css');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const post = await app.request('/guide', { method: 'POST', body: 'x' });
    expect(post.status).toBe(405);
  });

  it('forwards playground requests through the proxy to declared servers only', async () => {
    // The playground proxy keeps a real socket: a real server relays to the real upstream, and
    // the relayed body ends on the reader's connection (quietBody).
    const server = await listen(app, { port: 0, host: '127.0.0.1' });
    try {
      const forwarded = await fetch(`${server.url}/_docwright/proxy`, {
        method: 'POST',
        headers: { 'x-docwright-target': `${api.origin}/items?q=1`, 'x-docwright-method': 'GET' },
      });
      expect(forwarded.status).toBe(200);
      expect(await forwarded.json()).toEqual({ method: 'GET', url: '/items?q=1' });
      for (const target of [
        'http://10.0.0.1/',
        'http://169.254.169.254/latest/meta-data',
        'https://evil.example/',
      ]) {
        const refused = await fetch(`${server.url}/_docwright/proxy`, {
          method: 'POST',
          headers: { 'x-docwright-target': target, 'x-docwright-method': 'GET' },
        });
        expect(refused.status, target).toBe(403);
        expect(refused.headers.get('x-docwright-proxy')).toBe('refused');
      }
    } finally {
      await server.close();
    }
  });

  it('publishes a new build at once, and keeps the current one when the new folder is not a build', async () => {
    const next = await tempDir('serve-next');
    await cp(dist, next, { recursive: true });
    await writeFile(join(next, 'guide', 'index.html'), '<!doctype html><p>Second build</p>');
    const stray = await tempDir('serve-stray');
    await mkdir(join(stray, 'guide'), { recursive: true });
    await expect(host.publish(stray)).rejects.toThrow(/not written by this version of docs build/);
    expect(await (await get('/guide')).text()).toContain('Guide body text.');
    await host.publish(next);
    expect(await (await get('/guide')).text()).toContain('Second build');
    await host.publish(dist);
  });
});
