import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { copySite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// Issue 36, item 9b and 9c: no invisible Tab stop (the small-screen menu's checkbox was the second
// one on a desktop), and tabs (code-language tabs, <Tabs>, <CodeGroup>, response statuses) that
// are a tablist of tabs with aria-selected, one Tab stop each, moved with Left/Right/Home/End.
// Without JavaScript they stay radio buttons that switch their panels.

const tabsPage = `---
title: Install
description: Tabs on one page.
---

<Tabs>
  <Tab title="macOS">Use Homebrew.</Tab>
  <Tab title="Linux">Use apt.</Tab>
  <Tab title="Windows">Use winget.</Tab>
</Tabs>

<CodeGroup>
\`\`\`bash npm
npm install petstore
\`\`\`

\`\`\`bash pnpm
pnpm add petstore
\`\`\`
</CodeGroup>
`;

describe('tabs and Tab stops from the keyboard', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    const dir = await copySite(join(repoRoot, 'examples/petstore'), 'keyboard-tabs');
    await writeFile(join(dir, 'install.mdx'), tabsPage);
    const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
    config.navigation.tabs[0].groups[0].pages.push('install');
    await writeFile(join(dir, 'docs.json'), JSON.stringify(config));
    const dist = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', dist]);
    expect(result.code, result.stderr).toBe(0);
    [browser, server] = await Promise.all([launchBrowser(), serveStatic(dist)]);
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** What has the focus: its role or tag, its name, and whether a reader can see it. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return { name: 'body', visible: true };
      const box = element.getBoundingClientRect();
      const visible =
        element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        box.width >= 4 &&
        box.height >= 4;
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? element.tagName;
      return { name: `${element.getAttribute('role') ?? element.tagName.toLowerCase()} ${name}`, visible };
    });

  for (const path of ['/api-reference/pets/create-a-pet', '/install']) {
    it(`stops only on what a reader can see, pressing Tab on ${path} at 1440 px`, async () => {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
      const stops: { name: string; visible: boolean }[] = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        stops.push(await focused(page));
      }
      // The skip link shows when focused; nothing else that takes the focus is hidden.
      expect(stops.filter((stop) => !stop.visible)).toEqual([]);
      expect(stops.some((stop) => stop.name.includes('Show navigation'))).toBe(false);
      await page.close();
    });
  }

  it('keeps the menu checkbox a Tab stop on a phone, where its button shows', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/install`, { waitUntil: 'networkidle' });
    const names: string[] = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      names.push((await focused(page)).name);
    }
    expect(names.some((name) => name.includes('Show navigation'))).toBe(true);
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('makes <Tabs> a tablist moved with the arrow keys, Home and End', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/install`, { waitUntil: 'networkidle' });
    const list = page.getByRole('tablist', { name: 'Tabs' });
    const tab = (name: string) => list.getByRole('tab', { name, exact: true });
    expect(await list.getByRole('tab').count()).toBe(3);
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await tab('macOS').getAttribute('aria-selected')).toBe('true');
    // One Tab stop per list: the chosen tab.
    expect(
      await list.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => (t as HTMLElement).tabIndex)),
    ).toEqual([0, -1, -1]);
    await tab('macOS').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab('Linux').getAttribute('aria-selected')).toBe('true');
    expect(await tab('macOS').getAttribute('aria-selected')).toBe('false');
    expect((await focused(page)).name).toBe('tab Linux');
    expect(await page.getByRole('tabpanel', { name: 'Linux' }).textContent()).toContain('Use apt.');
    expect(await page.getByText('Use apt.').isVisible()).toBe(true);
    expect(await page.getByText('Use Homebrew.').isVisible()).toBe(false);
    await page.keyboard.press('End');
    expect((await focused(page)).name).toBe('tab Windows');
    expect(await page.getByText('Use winget.').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).name).toBe('tab macOS');
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).name).toBe('tab Windows');
    await page.keyboard.press('Home');
    expect((await focused(page)).name).toBe('tab macOS');
    expect(await page.getByText('Use Homebrew.').isVisible()).toBe(true);
    // Tab leaves the list for the next one: the code group's chosen tab.
    await page.keyboard.press('Tab');
    expect((await focused(page)).name).toBe('tab npm');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByText('pnpm add petstore').isVisible()).toBe(true);
    await page.close();
  });

  it('makes the code-language and response-status tabs of an endpoint tablists', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/api-reference/pets/create-a-pet`, { waitUntil: 'networkidle' });
    for (const name of ['Request examples', 'Response status']) {
      const list = page.getByRole('tablist', { name });
      const tabs = list.getByRole('tab');
      expect(await tabs.count()).toBeGreaterThan(1);
      const first = tabs.nth(0);
      const second = tabs.nth(1);
      const secondName = (await second.textContent())?.trim() ?? '';
      await first.focus();
      await page.keyboard.press('ArrowRight');
      expect(await second.getAttribute('aria-selected')).toBe('true');
      const panel = page.locator(`#${await second.getAttribute('aria-controls')}`);
      expect(await panel.getAttribute('role')).toBe('tabpanel');
      expect(await panel.isVisible()).toBe(true);
      expect((await focused(page)).name).toBe(`tab ${secondName}`);
    }
    await page.close();
  });

  it('still switches tabs without JavaScript, as radio buttons', async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/install`);
    expect(await page.getByText('Use apt.').isVisible()).toBe(false);
    await page.getByRole('radio', { name: 'Linux' }).focus();
    await page.getByRole('radio', { name: 'Linux' }).check();
    expect(await page.getByText('Use apt.').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByText('Use winget.').isVisible()).toBe(true);
    await context.close();
  });
});
