// docs.json `banner`: its text must be readable on its background, as axe-core's WCAG AA contrast
// rule measures it, for the default banner (no `type`, no `color`: the site's brand colour) and for
// each `type` and a banner's own `color`, in the light and the dark theme, with the theme's brand
// colour and a light one. Built by the real CLI, seen in Chromium.
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

type StaticServer = Awaited<ReturnType<typeof serveStatic>>;

const banners = {
  default: {},
  info: { type: 'info' },
  warning: { type: 'warning' },
  critical: { type: 'critical' },
  // A banner's own pale colour in light mode and a deep one in dark mode.
  ownColor: { color: { light: '#FDE68A', dark: '#1E3A8A' } },
} as const;

// A light brand colour (Mintlify's sample sites use greens like it): white text on it fails AA.
const brandColors = { defaultBrand: undefined, lightBrand: '#84CC16' } as const;

describe('banner text contrast', () => {
  const servers: Record<string, StaticServer> = {};
  let browser: Browser;

  beforeAll(async () => {
    const builds = Object.entries(banners).flatMap(([kind, banner]) =>
      Object.entries(brandColors).map(async ([brand, primary]) => {
        const dir = await writeSite({
          'docs.json': JSON.stringify({
            name: 'Banner',
            ...(primary && { colors: { primary } }),
            banner: { content: 'Version 2 is out. [Read the notes](/index).', dismissible: true, ...banner },
            navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
          }),
          'index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nHello.\n',
        });
        const out = join(dir, 'dist');
        const build = await runDocs(['build', dir, '--out', out]);
        expect(build.code, build.stderr).toBe(0);
        servers[`${kind}/${brand}`] = await serveStatic(out);
      }),
    );
    [browser] = await Promise.all([launchBrowser(), ...builds]);
  });

  afterAll(async () => {
    await browser?.close();
    await Promise.all(Object.values(servers).map((server) => server.close()));
  });

  for (const kind of Object.keys(banners))
    for (const brand of Object.keys(brandColors))
      for (const colorScheme of ['light', 'dark'] as const)
        it(`${kind} banner, ${brand}, ${colorScheme}: text and link pass AA contrast`, async () => {
          const context = await browser.newContext({ colorScheme });
          const tab = await context.newPage();
          await tab.goto(`${servers[`${kind}/${brand}`]?.url}/`);
          const banner = tab.locator('.dw-banner');
          expect(await banner.isVisible()).toBe(true);
          expect(await seriousViolations(tab, '.dw-banner')).toEqual([]);
          // axe looked at the banner's text itself: it is real text on a coloured background.
          const seen = await banner.evaluate((element) => ({
            text: element.textContent ?? '',
            background: getComputedStyle(element).backgroundColor,
          }));
          expect(seen.text).toContain('Version 2 is out.');
          expect(seen.background).not.toBe('rgba(0, 0, 0, 0)');
          await context.close();
        });

  // The brand colour as text: the breadcrumbs and the current page's link in the sidebar.
  for (const brand of Object.keys(brandColors))
    for (const colorScheme of ['light', 'dark'] as const)
      it(`${brand}, ${colorScheme}: breadcrumbs and the current sidebar link in the brand colour pass AA contrast`, async () => {
        const context = await browser.newContext({ colorScheme });
        const tab = await context.newPage();
        await tab.goto(`${servers[`default/${brand}`]?.url}/`);
        for (const selector of ['.dw-breadcrumbs', '.dw-nav-link[aria-current="page"]']) {
          expect(await tab.locator(selector).isVisible(), selector).toBe(true);
          expect(await seriousViolations(tab, selector)).toEqual([]);
        }
        await context.close();
      });
});
