import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const page = (title: string, body = `Text of ${title}.`) =>
  `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${body}\n`;

const config = {
  name: 'Chrome Site',
  colors: { primary: '#0B6E4F', light: '#5EEAD4' },
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://example.com' },
  favicon: '/favicon.svg',
  banner: { content: 'Version 2 is out: [read the guide](/v2/guide).', dismissible: true },
  navbar: {
    links: [{ label: 'Support', href: 'mailto:help@example.com' }],
    primary: { type: 'button', label: 'Dashboard', href: 'https://dashboard.example.com' },
  },
  footer: {
    socials: { github: 'https://github.com/example', x: 'https://x.com/example' },
    links: [{ header: 'Company', items: [{ label: 'About', href: 'https://example.com/about' }] }],
  },
  redirects: [
    { source: '/old-guide', destination: '/v2/guide' },
    { source: '/legacy/:slug*', destination: '/v2/:slug*', permanent: false },
  ],
  navigation: {
    versions: [
      {
        version: 'v2',
        tabs: [
          { tab: 'Guides', groups: [{ group: 'Start', pages: ['v2/guide', 'v2/setup'] }] },
          { tab: 'Reference', groups: [{ group: 'API', pages: ['v2/reference'] }] },
        ],
      },
      { version: 'v1', groups: [{ group: 'Old', pages: ['v1/guide'] }] },
    ],
    global: { anchors: [{ anchor: 'Blog', href: 'https://example.com/blog' }] },
  },
};

const svg = (color: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="28"><rect width="120" height="28" fill="${color}"/></svg>`;

describe('the theme around pages', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let dist: string;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify(config),
      'v2/guide.mdx': page('Guide', '## Install\n\nRun it.'),
      'v2/setup.mdx': page('Setup'),
      'v2/reference.mdx': page('Reference'),
      'v1/guide.mdx': page('Old guide'),
      'logo/light.svg': svg('#000'),
      'logo/dark.svg': svg('#fff'),
      'favicon.svg': svg('#0B6E4F'),
    });
    dist = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', dist]);
    expect(result.code, result.stderr).toBe(0);
    [browser, server] = await Promise.all([launchBrowser(), serveStatic(dist)]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows the tabs of the current version in the header and a version switcher in the sidebar', async () => {
    const html = await readFile(join(dist, 'v2/setup/index.html'), 'utf8');
    const tabs = /<nav class="dw-nav-tabs"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(tabs).toContain('<a href="/v2/guide" aria-current="true">Guides</a>');
    expect(tabs).toContain('<a href="/v2/reference">Reference</a>');
    expect(tabs).not.toContain('Old guide');
    const switcher = /<details class="dw-switcher"[^>]*>[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect(switcher).toContain('<span class="dw-switcher-current">v2</span>');
    expect(switcher).toContain('<a href="/v1/guide">v1</a>');
    // The v1 section has its own sidebar and no tabs.
    const v1 = await readFile(join(dist, 'v1/guide/index.html'), 'utf8');
    expect(v1).not.toContain('class="dw-nav-tabs"');
    expect(v1).toContain('<a class="dw-nav-link" href="/v1/guide" aria-current="page">');
    expect(v1).not.toContain('href="/v2/setup"');
  });

  it('renders the navbar, footer, logo link, favicon and colors from docs.json', async () => {
    const html = await readFile(join(dist, 'v2/guide/index.html'), 'utf8');
    expect(html).toContain('<a class="dw-brand" href="https://example.com">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
    expect(html).toContain('--dw-primary-light:#0B6E4F;--dw-primary-dark:#5EEAD4');
    expect(html).toContain('<a href="mailto:help@example.com">Support</a>');
    expect(html).toContain('<a class="dw-navbar-primary" href="https://dashboard.example.com">Dashboard</a>');
    expect(html).toContain('aria-label="GitHub"');
    expect(html).toContain('<p class="dw-footer-header">Company</p>');
    expect(html).toContain('<a class="dw-nav-link" href="https://example.com/blog"');
  });

  it('writes static redirect pages and a _redirects file', async () => {
    expect(await readFile(join(dist, '_redirects'), 'utf8')).toBe(
      '/old-guide /v2/guide 308\n/legacy/* /v2/:splat 307\n',
    );
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/old-guide#install`);
    await tab.waitForURL(`${server.url}/v2/guide#install`);
    expect(await tab.locator('h1').textContent()).toBe('Guide');
    await tab.close();
  });

  it('serves the 404 page for unknown addresses, with the site around it', async () => {
    const tab = await browser.newPage();
    const response = await tab.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await tab.locator('h1').textContent()).toBe('Page not found');
    expect(await tab.locator('.dw-sidebar a').count()).toBeGreaterThan(0);
    await tab.close();
  });

  it('keeps the reader’s dark mode across a reload, with the matching logo', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/v2/guide`);
    const toggle = tab.getByRole('button', { name: 'Dark mode' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await tab.locator('html').getAttribute('data-theme')).toBe('light');
    const background = () => tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await background();
    await toggle.click();
    expect(await tab.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await tab.reload();
    expect(await tab.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await background()).not.toBe(lightBackground);
    expect(await tab.locator('.dw-logo-dark').isVisible()).toBe(true);
    expect(await tab.locator('.dw-logo-light').isVisible()).toBe(false);
    // Another page of the site opens dark too.
    await tab.goto(`${server.url}/v2/setup`);
    expect(await tab.locator('html').getAttribute('data-theme')).toBe('dark');
    await context.close();
  });

  it('follows the system theme until the reader chooses', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/v2/guide`);
    expect(await tab.locator('html').getAttribute('data-theme')).toBe('dark');
    await context.close();
  });

  it('hides a dismissed banner, also after a reload', async () => {
    const context = await browser.newContext();
    const tab = await context.newPage();
    await tab.goto(`${server.url}/v2/guide`);
    const banner = tab.getByRole('region', { name: 'Announcement' });
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.locator('a').getAttribute('href')).toBe('/v2/guide');
    await tab.getByRole('button', { name: 'Dismiss announcement' }).click();
    expect(await banner.isVisible()).toBe(false);
    await tab.reload();
    expect(await tab.getByRole('region', { name: 'Announcement' }).isVisible()).toBe(false);
    await context.close();
  });

  it('puts the tabs in the menu on a 360 px screen, without horizontal scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/v2/guide`);
    expect(await tab.locator('.dw-nav-tabs').isVisible()).toBe(false);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await tab.locator('label[for="dw-menu-toggle"]').click();
    expect(
      await tab.locator('.dw-nav-tabs-mobile').getByRole('link', { name: 'Reference' }).isVisible(),
    ).toBe(true);
    await context.close();
  });
});
