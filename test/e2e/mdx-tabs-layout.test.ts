import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedBuild, serveGuideBehindTabs } from '../helpers/served-build.ts';

// A site with a tab row in the header (navigation.tabs) and MDX <Tabs> on a page: the two used to
// share a class, so the page's tabs were laid out as the header's (panel beside the list, spilling
// over the footer) and hidden below the mobile breakpoint.
const guide = `---
title: Guide
description: Tabs in a page.
---

<Tabs>
  <Tab title="npm">
    Install with npm. ${'This line is long enough to wrap in the panel. '.repeat(6)}
  </Tab>
  <Tab title="pnpm">
    Install with pnpm.
  </Tab>
</Tabs>

After the tabs.
`;

describe('MDX <Tabs> on a site whose header has tabs, in Chromium', () => {
  let site: ServedBuild;

  beforeAll(async () => {
    site = await serveGuideBehindTabs('Tabs', guide);
  });

  afterAll(async () => {
    await site?.close();
  });

  async function open(width: number): Promise<Page> {
    const page = await site.browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${site.url}/guide`);
    return page;
  }

  for (const width of [1440, 390]) {
    it(`shows the tab list above its panel, inside the content, before the next paragraph (${width} px)`, async () => {
      const page = await open(width);
      const list = page.locator('.dw-content .dw-radio-tab-list').first();
      const panel = page.locator('.dw-content .dw-radio-panel', { hasText: 'Install with npm.' });
      const after = page.locator('.dw-content p', { hasText: 'After the tabs.' });
      const content = page.locator('.dw-content');
      await expect(list.isVisible()).resolves.toBe(true);
      await expect(panel.isVisible()).resolves.toBe(true);
      const [listBox, panelBox, afterBox, contentBox] = await Promise.all([
        list.boundingBox(),
        panel.boundingBox(),
        after.boundingBox(),
        content.boundingBox(),
      ]);
      if (!listBox || !panelBox || !afterBox || !contentBox) throw new Error('a box is missing');
      expect(panelBox.y).toBeGreaterThanOrEqual(listBox.y + listBox.height - 1);
      expect(afterBox.y).toBeGreaterThanOrEqual(panelBox.y + panelBox.height - 1);
      expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(contentBox.x + contentBox.width + 1);
      // The other tab's panel is hidden until chosen, then takes its place.
      await page.getByText('pnpm', { exact: true }).click();
      await expect(page.getByText('Install with pnpm.').isVisible()).resolves.toBe(true);
      await expect(panel.isVisible()).resolves.toBe(false);
      // The header's tab row is still the header's: visible on desktop, in the menu on a phone.
      await expect(page.locator('header .dw-nav-tabs').isVisible()).resolves.toBe(width > 900);
      await page.close();
    });
  }
});
