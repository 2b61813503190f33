import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// styling.codeblocks with Shiki themes (mintlify.com/docs/organize/settings#styling), in the three
// forms a site writes: a light and dark pair (fastmcp's), one theme name, and css-variables
// (trigger-dev's), the site's CSS then giving the colours.
const page = ['---', 'title: Code', '---', '', '```ts', 'const answer = "yes"; // note', '```', ''].join(
  '\n',
);

async function buildSite(codeblocks: unknown) {
  const dir = await writeSite({
    'docs.json': JSON.stringify({ name: 'Themes', navigation: { pages: ['code'] }, styling: { codeblocks } }),
    'code.mdx': page,
  });
  const result = await runDocs(['build', dir, '--out', join(dir, 'dist')]);
  return { dir, result, output: result.stderr + result.stdout };
}

describe('styling.codeblocks themes in the built pages', () => {
  let browser: Browser;
  const servers: { url: string; close: () => Promise<void> }[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const server of servers) await server.close();
  });

  async function colours(dir: string, colorScheme: 'light' | 'dark', siteCss?: string) {
    const server = await serveStatic(join(dir, 'dist'));
    servers.push(server);
    const context = await browser.newContext({ colorScheme });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/code`);
    if (siteCss) await tab.addStyleTag({ content: siteCss });
    const read = (text: string) =>
      tab
        .locator('pre.shiki .line span', { hasText: text })
        .last()
        .evaluate((span) => getComputedStyle(span).color);
    const result = {
      keyword: await read('const'),
      string: await read('yes'),
      comment: await read('// note'),
      background: await tab
        .locator('pre.shiki')
        .first()
        .evaluate((pre) => getComputedStyle(pre).backgroundColor),
    };
    await context.close();
    return result;
  }

  it("colours code with a light and a dark theme, each in its site mode, on the theme's background", async () => {
    const { dir, result, output } = await buildSite({ theme: { light: 'snazzy-light', dark: 'dark-plus' } });
    expect(result.code, output).toBe(0);
    expect(output).not.toMatch(/codeblocks/);
    // Shiki's snazzy-light: keywords #F767BB, strings #CF9C00, comments #ADB1C2, background #FAFBFC;
    // none reaches AA (4.5:1) on it, so each is shaded toward black until it does (issue 36).
    expect(await colours(dir, 'light')).toEqual({
      keyword: 'rgb(185, 77, 140)',
      string: 'rgb(145, 109, 0)',
      comment: 'rgb(112, 115, 126)',
      background: 'rgb(250, 251, 252)',
    });
    // dark-plus: keywords #569CD6, strings #CE9178, comments #6A9955, background #1E1E1E: all AA, kept.
    expect(await colours(dir, 'dark')).toEqual({
      keyword: 'rgb(86, 156, 214)',
      string: 'rgb(206, 145, 120)',
      comment: 'rgb(106, 153, 85)',
      background: 'rgb(30, 30, 30)',
    });
  });

  it('reads a bare theme name as that theme in both modes', async () => {
    const { dir, result, output } = await buildSite('dracula');
    expect(result.code, output).toBe(0);
    const light = await colours(dir, 'light');
    expect(light).toEqual(await colours(dir, 'dark'));
    // Dracula: keywords #FF79C6, strings #F1FA8C, comments #6272A4 (3.03:1, shaded toward white
    // to 4.5:1), background #282A36.
    expect(light).toEqual({
      keyword: 'rgb(255, 121, 198)',
      string: 'rgb(241, 250, 140)',
      comment: 'rgb(131, 144, 183)',
      background: 'rgb(40, 42, 54)',
    });
  });

  it("colours css-variables tokens with the site's --shiki-token-* properties", async () => {
    const { dir, result, output } = await buildSite({ theme: 'css-variables' });
    expect(result.code, output).toBe(0);
    const siteCss =
      ':root{--shiki-foreground:#111111;--shiki-token-keyword:#aa0000;--shiki-token-string-expression:#00aa00;--shiki-token-comment:#0000aa}';
    expect(await colours(dir, 'dark', siteCss)).toMatchObject({
      keyword: 'rgb(170, 0, 0)',
      string: 'rgb(0, 170, 0)',
      comment: 'rgb(0, 0, 170)',
    });
    // Without them, GitHub's colours stand in (dark keywords #F97583, light #D73A49).
    expect(await colours(dir, 'dark')).toMatchObject({ keyword: 'rgb(249, 117, 131)' });
    expect(await colours(dir, 'light')).toMatchObject({ keyword: 'rgb(215, 58, 73)' });
  });

  it('warns, located, for a theme Shiki does not have, and keeps the GitHub colours', async () => {
    const { dir, result, output } = await buildSite({ theme: { light: 'github-light', dark: 'draculla' } });
    expect(result.code, output).toBe(0);
    expect(output).toMatch(/docs\.json:1:\d+/);
    expect(output).toMatch(/styling\.codeblocks\.theme\.dark/);
    expect(output).toMatch(/Did you mean "dracula"/);
    const html = await readFile(join(dir, 'dist', 'code.html'), 'utf8').catch(() =>
      readFile(join(dir, 'dist', 'code', 'index.html'), 'utf8'),
    );
    expect(html).not.toMatch(/skl\d/);
    expect(await colours(dir, 'dark')).toMatchObject({ keyword: 'rgb(249, 117, 131)' });
  });
});
