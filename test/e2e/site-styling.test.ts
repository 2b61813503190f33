// docs.json `fonts`, `background` and `styling` as Mintlify documents them: a family name loads
// from Google Fonts, a font file is an @font-face the browser really uses, the background's
// decoration, image and color show behind the page, and `styling.eyebrows` picks what sits above
// the title. Sites built by the real CLI, looked at in Chromium, light and dark.
import { copyFile, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { type RunResult, repoRoot, runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

/** A real font file: KaTeX's regular face, from the theme's own dependency. */
const fontFile = join(
  dirname(createRequire(join(repoRoot, 'packages/theme/package.json')).resolve('katex/package.json')),
  'dist/fonts/KaTeX_Main-Regular.woff2',
);

const pages = {
  'index.mdx': '---\ntitle: Home\ndescription: The first page.\n---\n## Start\n\nSome text.\n',
  'guides/setup.mdx': '---\ntitle: Setup\ndescription: Nested page.\n---\n## Steps\n\nSet it up.\n',
};
const navigation = {
  groups: [
    { group: 'Get started', pages: ['index'] },
    { group: 'Guides', pages: [{ group: 'Basics', pages: ['guides/setup'] }] },
  ],
};

interface Served {
  readonly build: RunResult;
  readonly out: string;
  readonly site: { url: string; close: () => Promise<void> };
}

async function buildSite(config: object, files: Record<string, string> = {}, font = false): Promise<Served> {
  const dir = await writeSite({
    'docs.json': JSON.stringify({ name: 'Styled', navigation, ...config }, null, 2),
    ...pages,
    ...files,
  });
  if (font) await copyFile(fontFile, join(dir, 'fonts', 'Body.woff2'));
  const out = join(dir, 'dist');
  const build = await runDocs(['build', dir, '--out', out]);
  expect(build.code, build.stderr).toBe(0);
  return { build, out, site: await serveStatic(out) };
}

describe('fonts, background and eyebrows', () => {
  let browser: Browser;
  let fonts: Served;
  let grid: Served;
  let gradient: Served;
  let plain: Served;

  beforeAll(async () => {
    fonts = await buildSite(
      {
        fonts: {
          body: { family: 'Docwright Body', source: '/fonts/Body.woff2', format: 'woff2', weight: 400 },
          heading: { family: 'Space Grotesk', weight: 700 },
        },
        styling: { eyebrows: 'breadcrumbs', latex: false },
      },
      { 'fonts/.keep': '' },
      true,
    );
    grid = await buildSite(
      {
        background: {
          decoration: 'grid',
          color: { light: '#fdf6e3', dark: '#101820' },
          image: { light: '/images/light.svg', dark: '/images/dark.svg' },
        },
      },
      {
        'images/light.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#eee"/></svg>',
        'images/dark.svg':
          '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#111"/></svg>',
      },
    );
    gradient = await buildSite({ theme: 'almond', background: { decoration: 'gradient' } });
    plain = await buildSite({});
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all([fonts, grid, gradient, plain].map((served) => served?.site.close()));
  });

  async function open(served: Served, route: string, colorScheme: 'light' | 'dark' = 'light'): Promise<Page> {
    const tab = await browser.newPage({ viewport: { width: 1440, height: 900 }, colorScheme });
    // This machine has no internet: Google's stylesheet is answered here with a face of the
    // site's own font file, so what the browser asks for and whether it uses the face are both real.
    const requested: string[] = [];
    await tab.route('https://fonts.googleapis.com/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({
        contentType: 'text/css',
        body: `@font-face{font-family:"Space Grotesk";font-weight:700;src:url(${served.site.url}/fonts/Body.woff2) format("woff2")}`,
      });
    });
    await tab.route('https://fonts.gstatic.com/**', (route) => route.abort());
    await tab.goto(`${served.site.url}/${route}`);
    (tab as Page & { requested?: string[] }).requested = requested;
    return tab;
  }

  it('a family without a file loads from Google Fonts with its weight; a font file is a face the page uses', async () => {
    const tab = await open(fonts, '');
    const requested = (tab as Page & { requested?: string[] }).requested ?? [];
    expect(requested).toEqual([
      'https://fonts.googleapis.com/css2?family=Space+Grotesk:wght@700&display=swap',
    ]);
    const used = await tab.evaluate(async () => {
      await document.fonts.ready;
      await document.fonts.load('400 16px "Docwright Body"');
      await document.fonts.load('700 32px "Space Grotesk"');
      return {
        faces: [...document.fonts].map((face) => `${face.family.replaceAll('"', '')}:${face.status}`),
        body: getComputedStyle(document.querySelector('.dw-content p') as Element).fontFamily,
        title: getComputedStyle(document.querySelector('.dw-title') as Element).fontFamily,
        bodyReady: document.fonts.check('400 16px "Docwright Body"'),
      };
    });
    expect(used.faces).toContain('Docwright Body:loaded');
    expect(used.faces).toContain('Space Grotesk:loaded');
    expect(used.body.startsWith('"Docwright Body"')).toBe(true);
    expect(used.title.startsWith('"Space Grotesk"')).toBe(true);
    expect(used.bodyReady).toBe(true);
    // The body text is drawn with the file's glyphs: its width differs from the fallback's.
    const widths = await tab.evaluate(() => {
      const measure = (family: string) => {
        const span = document.createElement('span');
        span.style.font = `400 32px ${family}`;
        span.textContent = 'Handgloves 0123456789';
        document.body.append(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      return [measure('"Docwright Body", monospace'), measure('monospace')];
    });
    expect(Math.abs((widths[0] ?? 0) - (widths[1] ?? 0))).toBeGreaterThan(10);
    await tab.close();
    // A site without fonts asks Google for nothing.
    const plainTab = await open(plain, '');
    expect((plainTab as Page & { requested?: string[] }).requested).toEqual([]);
    expect(await plainTab.locator('link[href*="fonts.googleapis.com"]').count()).toBe(0);
    await plainTab.close();
  });

  it('background: the grid decoration, the image and the color, each per reader theme', async () => {
    for (const scheme of ['light', 'dark'] as const) {
      const tab = await open(grid, '', scheme);
      const seen = await tab.evaluate(() => {
        const decoration = getComputedStyle(document.body, '::before');
        const body = getComputedStyle(document.body);
        return {
          pattern: decoration.backgroundImage,
          height: Number.parseFloat(decoration.height),
          color: body.backgroundColor,
          image: body.backgroundImage,
        };
      });
      expect(seen.pattern).toContain('linear-gradient');
      expect(seen.height).toBeGreaterThan(200);
      expect(seen.color).toBe(scheme === 'light' ? 'rgb(253, 246, 227)' : 'rgb(16, 24, 32)');
      expect(seen.image).toContain(scheme === 'light' ? '/images/light.svg' : '/images/dark.svg');
      const image = await tab.evaluate(async (src) => (await fetch(src)).status, '/images/dark.svg');
      expect(image).toBe(200);
      await tab.close();
    }
    const tab = await open(gradient, '');
    expect(await tab.evaluate(() => getComputedStyle(document.body, '::before').backgroundImage)).toContain(
      'radial-gradient',
    );
    // The decoration sits behind the page: the sidebar still takes the clicks.
    await tab.locator('.dw-sidebar summary', { hasText: 'Basics' }).click();
    await tab.locator('.dw-sidebar a', { hasText: 'Setup' }).click();
    await tab.waitForURL(/guides\/setup/);
    await tab.close();
    const none = await open(plain, '');
    expect(await none.evaluate(() => getComputedStyle(document.body, '::before').content)).toBe('none');
    await none.close();
  });

  it('eyebrows: the page’s own group by default, the whole path with "breadcrumbs"', async () => {
    const section = await open(plain, 'guides/setup');
    await expect(section.locator('.dw-breadcrumbs').innerText()).resolves.toBe('Basics');
    const path = await open(fonts, 'guides/setup');
    await expect(path.locator('.dw-breadcrumbs').innerText()).resolves.toBe('Guides / Basics');
    const [eyebrow, title] = await Promise.all([
      path.locator('.dw-breadcrumbs').boundingBox(),
      path.locator('.dw-title').boundingBox(),
    ]);
    if (!eyebrow || !title) throw new Error('the heading is not shown');
    expect(eyebrow.y + eyebrow.height).toBeLessThanOrEqual(title.y + 1);
    await Promise.all([section.close(), path.close()]);
    const twin = await readFile(join(plain.out, 'guides/setup.md'), 'utf8');
    expect(twin).toContain('# Setup');
    expect(twin).toContain('Set it up.');
  });

  it('styling.latex: false is named where it is written, with what happens instead', () => {
    expect(fonts.build.stderr).toMatch(/warning config\/not-supported\s+docs\.json:\d+:\d+/);
    expect(fonts.build.stderr).toContain('styling.latex: false is not applied');
  });
});
