// docs.json `theme` as Mintlify documents its themes: each theme Docwright builds is its own layout
// and palette (sidebar, content width, surfaces, rounding), one it has not built is Mint's with a
// located warning, and the theme decides whether a page's `center` or `frame` mode applies.
// Sites built by the real CLI, measured in Chromium at 1440 and 390 px; twins compared as text.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { type RunResult, runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const themes = ['mint', 'maple', 'aspen', 'luma', 'almond', 'willow'] as const;
type Theme = (typeof themes)[number];

const page = (front: string, body: string) => `---\n${front}\n---\n${body}\n`;
const longText =
  'A paragraph long enough to fill the content column from edge to edge at every width the layout gives it, so the column itself is what the test measures. '.repeat(
    4,
  );
const body = [
  '## Overview',
  '',
  longText,
  '',
  '<Card title="A card" href="/center">Read more.</Card>',
  '',
  '```js example.js',
  'console.log(1);',
  '```',
  '',
  '## Details',
  '',
  'More text.',
].join('\n');

interface Built {
  readonly build: RunResult;
  readonly out: string;
  readonly site: { url: string; close: () => Promise<void> };
}

async function buildTheme(theme: Theme): Promise<Built> {
  const dir = await writeSite(
    {
      'docs.json': `{\n  "name": "Themes",\n  "theme": "${theme}",\n  "colors": { "primary": "#2563eb" },\n  "navigation": { "groups": [{ "group": "Guides", "pages": ["index", "center", "frame"] }] }\n}\n`,
      'index.mdx': page('title: Home\ndescription: The first page.', body),
      'center.mdx': page('title: Centered\ndescription: A centered page.\nmode: center', body),
      'frame.mdx': page('title: Framed\ndescription: A framed page.\nmode: frame', body),
    },
    `theme-${theme}`,
  );
  const out = join(dir, 'dist');
  const build = await runDocs(['build', dir, '--out', out]);
  expect(build.code, build.stderr).toBe(0);
  return { build, out, site: await serveStatic(out) };
}

interface Look {
  readonly article: number;
  readonly sidebarBackground: string;
  readonly sidebarRule: string;
  readonly cardRadius: number;
  readonly codeRadius: number;
  readonly currentBackground: string;
  readonly mainRadius: number;
  readonly titleSize: number;
}

describe('docs.json theme', () => {
  const built = new Map<Theme, Built>();
  let browser: Browser;

  beforeAll(async () => {
    for (const theme of themes) built.set(theme, await buildTheme(theme));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([...built.values()].map(({ site }) => site.close()));
  });

  async function open(theme: Theme, route: string, width: number): Promise<Page> {
    const tab = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: 'light' });
    await tab.goto(`${built.get(theme)?.site.url}/${route}`);
    return tab;
  }

  /** What sets the themes apart, as the reader's browser lays it out. */
  async function look(theme: Theme): Promise<Look> {
    const tab = await open(theme, '', 1440);
    const measured = await tab.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`${selector} is not on the page`);
        return getComputedStyle(element);
      };
      const sidebar = style('.dw-sidebar');
      return {
        article: document.querySelector('.dw-article')?.getBoundingClientRect().width ?? 0,
        sidebarBackground: sidebar.backgroundColor,
        sidebarRule: sidebar.borderRightWidth === '0px' ? 'none' : sidebar.borderRightColor,
        cardRadius: Number.parseFloat(style('.dw-card').borderTopLeftRadius),
        codeRadius: Number.parseFloat(style('.dw-code-titled').borderTopLeftRadius),
        currentBackground: style('.dw-nav-link[aria-current="page"]').backgroundColor,
        mainRadius: Number.parseFloat(style('.dw-main').borderTopLeftRadius),
        titleSize: Number.parseFloat(style('.dw-title').fontSize),
      };
    });
    await tab.close();
    return measured;
  }

  it('each built theme lays out and colours the page its own way; an unbuilt one is Mint', async () => {
    const looks = new Map<Theme, Look>();
    for (const theme of themes) looks.set(theme, await look(theme));
    const of = (theme: Theme) => looks.get(theme) as Look;
    // No two built themes look alike.
    const built = themes.filter((theme) => theme !== 'willow');
    for (const a of built)
      for (const b of built)
        if (a < b) expect(JSON.stringify(of(a)), `${a} and ${b}`).not.toBe(JSON.stringify(of(b)));
    expect(of('willow')).toEqual(of('mint'));

    // Maple: a narrower reading column, no rule beside the sidebar, rounder surfaces, the current page in grey.
    expect(of('maple').article).toBeLessThan(of('mint').article - 60);
    expect(of('maple').sidebarRule).not.toBe(of('mint').sidebarRule);
    expect(of('maple').cardRadius).toBeGreaterThan(of('mint').cardRadius);
    expect(of('maple').codeRadius).toBeGreaterThan(of('mint').codeRadius);
    expect(of('maple').currentBackground).not.toBe(of('mint').currentBackground);
    // Aspen: a tinted sidebar panel, a wider column, squarer surfaces.
    expect(of('aspen').sidebarBackground).not.toBe(of('mint').sidebarBackground);
    expect(of('aspen').sidebarBackground).not.toBe('rgba(0, 0, 0, 0)');
    expect(of('aspen').article).toBeGreaterThan(of('mint').article + 60);
    expect(of('aspen').cardRadius).toBeLessThan(of('mint').cardRadius);
    // Luma: a larger title, no sidebar rule.
    expect(of('luma').titleSize).toBeGreaterThan(of('mint').titleSize);
    expect(of('luma').sidebarRule).toBe('rgba(0, 0, 0, 0)');
    // Almond: the content is a rounded card on a tinted ground.
    expect(of('almond').mainRadius).toBeGreaterThanOrEqual(12);
    expect(of('mint').mainRadius).toBe(0);
  });

  it('only a site with a built theme loads the themes’ stylesheet, which Mint pages do without', async () => {
    const html = async (theme: Theme) => (await fetch(`${built.get(theme)?.site.url}/`)).text();
    for (const theme of ['mint', 'willow'] as const) expect(await html(theme)).not.toContain('look.css');
    for (const theme of ['maple', 'almond'] as const)
      expect(await html(theme)).toContain('<link rel="stylesheet" href="/_docwright/look.css">');
  });

  it('almond: the content card stands out from the page around it', async () => {
    const tab = await open('almond', '', 1440);
    const [ground, card] = await tab.evaluate(() => [
      getComputedStyle(document.body).backgroundColor,
      getComputedStyle(document.querySelector('.dw-main') as Element).backgroundColor,
    ]);
    expect(ground).not.toBe(card);
    const edge = await tab.evaluate(() => {
      const style = getComputedStyle(document.querySelector('.dw-main') as Element);
      return { radius: Number.parseFloat(style.borderTopLeftRadius), border: style.borderTopWidth };
    });
    expect(edge.radius).toBeGreaterThanOrEqual(12);
    expect(edge.border).toBe('1px');
    const main = await tab.locator('.dw-main').boundingBox();
    const sidebar = await tab.locator('.dw-sidebar').boundingBox();
    if (!main || !sidebar) throw new Error('the layout is not shown');
    expect(main.x).toBeGreaterThanOrEqual(sidebar.x + sidebar.width);
    await tab.close();
  });

  it('at 390 px every theme is one column with the menu button, nothing wider than the screen', async () => {
    const radii = new Map<Theme, number>();
    for (const theme of themes) {
      const tab = await open(theme, '', 390);
      expect(await tab.locator('.dw-sidebar').isVisible(), theme).toBe(false);
      expect(await tab.locator('.dw-menu-button').isVisible(), theme).toBe(true);
      expect(await tab.evaluate(() => document.documentElement.scrollWidth), theme).toBeLessThanOrEqual(390);
      const title = await tab.locator('.dw-title').boundingBox();
      expect(title?.width, theme).toBeGreaterThan(200);
      radii.set(
        theme,
        await tab.evaluate(() =>
          Number.parseFloat(
            getComputedStyle(document.querySelector('.dw-card') as Element).borderTopLeftRadius,
          ),
        ),
      );
      await tab.close();
    }
    // The theme's surfaces stay its own on a phone.
    expect(new Set([...radii].filter(([theme]) => theme !== 'willow').map(([, radius]) => radius)).size).toBe(
      5,
    );
  });

  it('a theme Docwright has not built warns at `theme` and names what is used instead', () => {
    const { build } = built.get('willow') as Built;
    expect(build.stderr).toMatch(/warning config\/not-supported\s+docs\.json:3:\d+/);
    expect(build.stderr).toContain('theme "willow" is not built yet: the site gets the "mint" layout');
    for (const theme of themes.filter((name) => name !== 'willow'))
      expect(built.get(theme)?.build.stderr, theme).not.toMatch(/theme ".*" is not built/);
  });

  it('center applies in Mint and Maple, frame in Aspen, Almond and Luma; elsewhere the page is default, with a warning', async () => {
    for (const theme of themes) {
      const centers = ['mint', 'maple', 'willow'].includes(theme);
      const frames = ['aspen', 'almond', 'luma'].includes(theme);
      const center = await open(theme, 'center', 1440);
      expect(await center.locator('.dw-sidebar').isVisible(), `${theme} center`).toBe(!centers);
      expect(await center.locator('.dw-toc').count(), `${theme} center`).toBe(centers ? 0 : 1);
      const frame = await open(theme, 'frame', 1440);
      expect(await frame.locator('.dw-title').count(), `${theme} frame`).toBe(frames ? 0 : 1);
      expect(await frame.locator('.dw-sidebar').isVisible(), `${theme} frame`).toBe(true);
      await Promise.all([center.close(), frame.close()]);
      const { stderr } = built.get(theme)?.build ?? { stderr: '' };
      if (!centers) {
        expect(stderr).toMatch(/warning page\/not-supported\s+center\.mdx:4:1/);
        expect(stderr).toContain(`mode "center" is not laid out by the "${theme}" theme`);
      }
      if (!frames) {
        expect(stderr).toMatch(/warning page\/not-supported\s+frame\.mdx:4:1/);
        expect(stderr).toContain(`mode "frame" is not laid out by the "${theme}" theme`);
      }
      if (centers) expect(stderr).not.toContain('mode "center" is not laid out');
      if (frames) expect(stderr).not.toContain('mode "frame" is not laid out');
    }
  });

  it('the page differs by theme, its Markdown twin is the same text whatever the theme', async () => {
    const pages = await Promise.all(
      themes.map((theme) => readFile(join((built.get(theme) as Built).out, 'index.html'), 'utf8')),
    );
    expect(pages[1]).not.toBe(pages[0]);
    expect(pages[1]).toContain('data-docs-theme="maple"');
    const twins = await Promise.all(
      themes.map((theme) => readFile(join((built.get(theme) as Built).out, 'index.md'), 'utf8')),
    );
    expect(twins[0]).toContain('# Home');
    expect(twins[0]).toContain('A paragraph long enough');
    for (const twin of twins) expect(twin).toBe(twins[0]);
  });
});
