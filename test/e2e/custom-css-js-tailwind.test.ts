// A site's own `.css` and `.js` files and the Tailwind utility classes its MDX writes, as Mintlify
// applies them: every stylesheet and script of the site folder on every page (not those of
// node_modules, snippet folders or `.mintignore`), the site's CSS after the theme's so it wins,
// the scripts run in path order as classic scripts, and the utility classes compiled at build
// time. A site built by the real CLI, looked at in Chromium.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { type RunResult, runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${title} page.\n---\n${body}\n`;

describe('custom CSS and JS files, and Tailwind classes', () => {
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let out: string;
  let build: RunResult;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Custom',
        navigation: { groups: [{ group: 'Pages', pages: ['index', 'guides/plain'] }] },
      }),
      'index.mdx': page(
        'Home',
        [
          "import Row from '/snippets/row.mdx';",
          '',
          'export const Pill = () => <span id="pill" className="inline-flex px-3">Pill</span>;',
          '',
          '<div id="row" className="flex gap-4"><div id="alpha" className="w-20">Alpha</div><div id="beta" className="w-20">Beta</div></div>',
          '',
          '<Row />',
          '',
          '<Pill />',
          '',
          '<p id="shade" className="dark:bg-zinc-900">Shaded in dark mode</p>',
          '',
          '<p className="bg-black bg-opacity-50">Tailwind 3 opacity</p>',
        ].join('\n'),
      ),
      'guides/plain.mdx': page(
        'Plain',
        'No classes here.[^1]\n\n[^1]: A footnote, whose heading GFM marks `sr-only`.',
      ),
      'snippets/row.mdx': '<div id="grid" className="grid grid-cols-2"><div>One</div><div>Two</div></div>\n',
      'snippets/widget.js': 'export const Widget = () => null;\n',
      'style.css': '.dw-header { background: rgb(1, 2, 3); }\n',
      'css/extra.css': '#alpha { outline: 3px solid rgb(200, 0, 0); }\n',
      'widget.js': 'window.ran = (window.ran || []).concat("widget");\nfunction gtagLike() {}\n',
      'analytics/first.js':
        'window.ran = (window.ran || []).concat(document.getElementById("content") ? "first:parsed" : "first:early");\n',
      'node_modules/pkg/index.js': 'window.ran = ["node_modules"];\n',
      'node_modules/pkg/pkg.css': 'body { display: none; }\n',
      'drafts/secret.js': 'window.ran = ["draft"];\n',
      'drafts/secret.css': 'body { display: none; }\n',
      '.mintignore': 'drafts/\n',
    });
    out = join(dir, 'dist');
    build = await runDocs(['build', dir, '--out', out]);
    expect(build.code, build.stderr).toBe(0);
    [site, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(route: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 900 }, colorScheme });
    await tab.goto(`${site.url}/${route}`);
    await tab.waitForLoadState('load');
    return tab;
  }

  const style = (tab: Page, selector: string, property: string) =>
    tab.$eval(selector, (element, name) => getComputedStyle(element).getPropertyValue(name), property);

  it('applies the site stylesheets on every page, over the theme', async () => {
    for (const route of ['', 'guides/plain']) {
      const tab = await open(route);
      expect(await style(tab, '.dw-header', 'background-color')).toBe('rgb(1, 2, 3)');
      expect(await style(tab, 'body', 'display')).toBe('block');
      await tab.close();
    }
    const tab = await open('');
    expect(await style(tab, '#alpha', 'outline-color')).toBe('rgb(200, 0, 0)');
    await tab.close();
  });

  it('runs the site scripts on every page, in path order, once the page is parsed, as classic scripts', async () => {
    for (const route of ['', 'guides/plain']) {
      const tab = await open(route);
      expect(await tab.evaluate(() => (window as unknown as { ran: string[] }).ran)).toEqual([
        'first:parsed',
        'widget',
      ]);
      expect(await tab.evaluate(() => typeof (window as unknown as { gtagLike: unknown }).gtagLike)).toBe(
        'function',
      );
      await tab.close();
    }
  });

  it('links nothing from node_modules, snippet folders or .mintignore', async () => {
    const html = await readFile(join(out, 'guides/plain/index.html'), 'utf8');
    const linked = [...html.matchAll(/<(?:link rel="stylesheet" href|script src)="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(linked).toEqual([
      '/_docwright/site.css',
      '/_docwright/utilities.css',
      '/css/extra.css',
      '/style.css',
      '/analytics/first.js',
      '/widget.js',
    ]);
  });

  it('lays out Tailwind classes from the page, its snippets and its exported components', async () => {
    const tab = await open('');
    const alpha = await tab.locator('#alpha').boundingBox();
    const beta = await tab.locator('#beta').boundingBox();
    if (!alpha || !beta) throw new Error('the row is not shown');
    // `flex gap-4`: side by side, 16px apart; `w-20`: 80px wide.
    expect(beta.y).toBe(alpha.y);
    expect(alpha.width).toBe(80);
    expect(beta.x - (alpha.x + alpha.width)).toBe(16);
    expect(await style(tab, '#grid', 'display')).toBe('grid');
    expect((await style(tab, '#grid', 'grid-template-columns')).split(' ')).toHaveLength(2);
    expect(await style(tab, '#pill', 'padding-left')).toBe('12px');
    expect(await style(tab, '#pill', 'display')).toBe('inline-flex');
    await tab.close();
  });

  it('follows the theme dark mode for dark: classes', async () => {
    const light = await open('', 'light');
    expect(await style(light, '#shade', 'background-color')).toBe('rgba(0, 0, 0, 0)');
    await light.close();
    const dark = await open('', 'dark');
    expect(await style(dark, '#shade', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    // The reader's choice wins over the system's: back to light with the theme's toggle state.
    await dark.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    expect(await style(dark, '#shade', 'background-color')).toBe('rgba(0, 0, 0, 0)');
    await dark.close();
  });

  it('warns, at its line, about a Tailwind 3 class that Tailwind 4 does not have', () => {
    // Line 17 of index.mdx: four lines of front matter, then the thirteenth line of the body.
    expect(build.stderr).toMatch(/index\.mdx:17:\d+/);
    expect(build.stderr).toContain('page/not-supported');
    expect(build.stderr).toContain('`bg-opacity-50`');
    expect(build.stderr).toContain('bg-black/50');
  });

  it('compiles the classes the pages write, not those Markdown adds', async () => {
    const css = await readFile(join(out, '_docwright/utilities.css'), 'utf8');
    expect(css).toContain('.gap-4');
    expect(css).not.toContain('.sr-only');
  });

  it("keeps the classed elements' text in the Markdown twin", async () => {
    const twin = await readFile(join(out, 'index.md'), 'utf8');
    for (const text of ['Alpha', 'Beta', 'One', 'Two', 'Shaded in dark mode']) expect(twin).toContain(text);
    expect(twin).not.toContain('className');
  });
});
