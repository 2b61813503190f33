// docs.json values that reach every page's `<head>` and chrome, written to break out of where they
// land: a font family or file closing the CSS string, `url()` or the `<style>` element, a banner
// with markup that would run script, theme names and Shiki theme names with markup, Tailwind
// classes in MDX whose arbitrary values would end the rule. Built by the real CLI and opened in
// Chromium: no injected script runs and the page is laid out as the theme has it. And an image or
// font of docs.json outside the site folder, by path or by symbolic link, is refused where it is
// written and nothing of it is published.
import { existsSync } from 'node:fs';
import { readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { type RunResult, runDocs } from '../helpers/cli.ts';
import { watchPwned } from '../helpers/pwned.ts';
import { listFiles, tempDir, writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const breakOut = `</style><script>window.pwned='style'</script>`;
const hostileConfig = {
  name: 'Hostile',
  theme: 'maple',
  fonts: {
    heading: { family: `H"}${breakOut};}body{display:none}`, weight: 700 },
    body: {
      family: `B');}html{display:none}/*`,
      source: `/fonts/b.woff2);}body{display:none}/*${breakOut}`,
      format: 'woff2',
    },
  },
  background: { image: { light: `/bg.png) ;}body{display:none}/*`, dark: `/bg.png"${breakOut}` } },
  banner: {
    content: `Read **this**. <img src=x onerror="window.pwned='banner-img'"> [go](javascript:window.pwned='banner-link') <script>window.pwned='banner-script'</script>${breakOut}`,
  },
  styling: {
    eyebrows: 'breadcrumbs',
    codeblocks: { theme: { light: `github-light${breakOut}`, dark: 'dracula' } },
  },
  navigation: { groups: [{ group: `Docs${breakOut}`, pages: ['index'] }] },
};

const index = [
  '---',
  'title: Home',
  'description: Home page.',
  '---',
  '',
  '<div id="tw" className="p-4 bg-[url(javascript:window.pwned=1)] content-[\'</style><script>window.pwned=2</script>\'] [}body{display:none] text-[red;}body{display:none}]">Tailwind</div>',
  '',
  '```js',
  'const x = 1;',
  '```',
].join('\n');

describe('docs.json styling values and MDX classes against injection', () => {
  let out: string;
  let build: RunResult;
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify(hostileConfig, null, 2),
      'index.mdx': index,
      'bg.png': 'not really a PNG',
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

  it('no value runs script or restyles the page, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      const ran = await watchPwned(context);
      const tab = await context.newPage();
      await tab.goto(`${site.url}/`);
      await tab.waitForLoadState('load');
      const seen = await tab.evaluate(() => ({
        html: getComputedStyle(document.documentElement).display,
        body: getComputedStyle(document.body).display,
        headingFont: getComputedStyle(document.querySelector('.dw-title') as Element).fontFamily,
        bannerText: document.querySelector('.dw-banner')?.textContent ?? '',
        bannerMarkup: document.querySelector('.dw-banner-content')?.innerHTML ?? '',
        scripts: [...document.scripts].filter((s) => (s.textContent ?? '').includes('pwned')).length,
        tailwind: (document.getElementById('tw') as HTMLElement).getBoundingClientRect().height,
      }));
      expect(ran, colorScheme).toEqual([]);
      expect(seen.html).toBe('block');
      expect(seen.body).toBe('block');
      // The family is one name, breakout text and all: nothing after it became a rule.
      expect(seen.headingFont).toContain('H\\"}');
      expect(seen.bannerText).toContain('Read this.');
      expect(seen.bannerMarkup).not.toMatch(/onerror|javascript:|<script/i);
      expect(seen.scripts).toBe(0);
      expect(seen.tailwind).toBeGreaterThan(0);
      await context.close();
    }
  });

  it('the banner says what it removed, where it is written', () => {
    for (const what of ['<script>', 'the onerror handler', 'a javascript: link'])
      expect(build.stderr).toMatch(
        new RegExp(
          `warning config/not-supported {2}docs\\.json:\\d+:\\d+ \\(banner\\.content\\)\\n {2}banner\\.content holds ${what.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, which is removed`,
        ),
      );
  });

  it('the Tailwind stylesheet has no rule outside the classes the page wrote', async () => {
    const css = await readFile(join(out, '_docwright/utilities.css'), 'utf8');
    expect(css).not.toMatch(/(^|[};])\s*(html|body)\s*\{/m);
    expect(css).not.toContain('display:none');
    expect(css).not.toContain('display: none');
  });
});

describe('docs.json images and fonts outside the site folder', () => {
  const docsJson = (extra: Record<string, unknown>) =>
    JSON.stringify(
      { name: 'Outside', navigation: { groups: [{ group: 'Docs', pages: ['index'] }] }, ...extra },
      null,
      2,
    );
  const page = '---\ntitle: Home\ndescription: Home.\n---\n\nHello.\n';

  it.each([
    ['background.image', { background: { image: '../secret/bg.png' } }],
    ['background.image.dark', { background: { image: { light: '/ok.png', dark: '/../../secret/bg.png' } } }],
    ['fonts.source', { fonts: { family: 'Secret', source: '..\\secret\\font.woff2' } }],
    ['fonts.body.source', { fonts: { body: { family: 'Secret', source: './a/../../secret/font.woff2' } } }],
    ['logo.light', { logo: { light: '../secret/logo.svg', dark: '/logo.svg' } }],
    ['favicon', { favicon: '../../etc/passwd' }],
    ['thumbnails.background', { thumbnails: { background: '../secret/og.png' } }],
  ])('%s climbing out of the site: a located site/read-outside error', async (path, extra) => {
    const dir = await writeSite({ 'docs.json': docsJson(extra), 'index.mdx': page });
    const result = await runDocs(['build', dir, '--out', join(dir, 'dist')]);
    expect(result.code).toBe(1);
    const escaped = path.replace(/[.[\]]/g, (c) => `\\${c}`);
    expect(result.stderr).toMatch(
      new RegExp(
        `error site/read-outside {2}docs\\.json:\\d+:\\d+ \\(${escaped}\\)\\n.*is outside the site folder`,
      ),
    );
    expect(result.stderr).toContain('hint: Copy the file into the site folder');
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });

  it('an image inside the site that is a symbolic link out of it is never read or published', async () => {
    const outside = await tempDir('style-secret');
    const marker = `SECRET-${Math.random().toString(36).slice(2)}`;
    await writeFile(join(outside, 'bg.png'), marker);
    const dir = await writeSite({
      'docs.json': docsJson({
        background: { image: '/images/bg.png' },
        fonts: { family: 'F', source: '/f.woff2' },
      }),
      'index.mdx': page,
      'f.woff2': 'font bytes',
    });
    await symlink(outside, join(dir, 'images'));
    const out = join(await tempDir('style-secret-out'), 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('site/read-outside');
    expect(result.stderr).toContain('images');
    const written = existsSync(out)
      ? await Promise.all((await listFiles(out)).map((file) => readFile(join(out, file), 'utf8')))
      : [];
    expect(written.join('\n')).not.toContain(marker);
  });
});
