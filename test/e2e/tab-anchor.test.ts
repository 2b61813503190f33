import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedBuild, serveGuideBehindTabs } from '../helpers/served-build.ts';

// Headings inside <Tab>s that are not chosen (display:none until chosen), one two tabs deep and one
// in a closed <Accordion> inside a tab, on a site whose header has a tab row (the tallest header).
const filler = (what: string) =>
  Array.from(
    { length: 12 },
    (_, index) => `${what} paragraph ${index + 1}. ${'Words to fill the line. '.repeat(12)}`,
  ).join('\n\n');

const guide = `---
title: Guide
description: Headings inside tabs.
---

## Introduction

${filler('Introduction')}

<Tabs>
  <Tab title="First">
    ## Shown heading

    In the first tab.
  </Tab>
  <Tab title="Second">
    ## Hidden heading

    In the second tab.

    <Tabs>
      <Tab title="Inner one">
        ### Inner heading

        In the first inner tab.
      </Tab>
      <Tab title="Inner two">
        ### Deep heading

        In the second inner tab, where the zebrafinch nests.
      </Tab>
    </Tabs>
  </Tab>
  <Tab title="Third">
    <Accordion title="More details">
      ### Folded heading

      In the accordion.
    </Accordion>
  </Tab>
</Tabs>

## Links

[Go to the deep heading](#deep-heading) and [to the folded heading](#folded-heading).

${filler('Closing')}
`;

describe('a link to a heading inside a tab that is not chosen, in Chromium', () => {
  let site: ServedBuild;

  beforeAll(async () => {
    site = await serveGuideBehindTabs('Tab anchors', guide);
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  });

  async function open(hash = ''): Promise<Page> {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.url}/guide${hash}`);
    await page.waitForLoadState('load');
    return page;
  }

  /** The heading's top and the sticky header's bottom, once scrolling has settled. */
  async function landing(page: Page, id: string): Promise<{ top: number; headerBottom: number }> {
    await page.waitForFunction(
      (target) => (document.getElementById(target)?.getBoundingClientRect().height ?? 0) > 0,
      id,
      { timeout: 5000 },
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    return page.evaluate((target) => {
      const header = document.querySelector('header.dw-header')?.getBoundingClientRect().bottom ?? Number.NaN;
      return {
        top: document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN,
        headerBottom: header,
      };
    }, id);
  }

  function expectBelowHeader({ top, headerBottom }: { top: number; headerBottom: number }): void {
    expect(headerBottom).toBeGreaterThan(0);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThanOrEqual(headerBottom + 150);
  }

  // The tabs as a reader's screen reader has them (chosen: aria-selected, kept in step with the radios).
  const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

  it('chooses every tab around the target of the URL it opens with, and lands it below the header', async () => {
    const page = await open('#deep-heading');
    expectBelowHeader(await landing(page, 'deep-heading'));
    await expect(tab(page, 'Second').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(tab(page, 'Inner two').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(tab(page, 'First').getAttribute('aria-selected')).resolves.toBe('false');
    await expect(tab(page, 'Inner one').getAttribute('aria-selected')).resolves.toBe('false');
    await page.close();
  });

  it('opens the accordion in the tab around the target, and lands it below the header', async () => {
    const page = await open('#folded-heading');
    expectBelowHeader(await landing(page, 'folded-heading'));
    await expect(tab(page, 'Third').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(
      page.locator('details.dw-accordion').evaluate((el) => (el as HTMLDetailsElement).open),
    ).resolves.toBe(true);
    await page.close();
  });

  it('follows a hash change after load (typed, or back and forward)', async () => {
    const page = await open();
    await expect(tab(page, 'First').getAttribute('aria-selected')).resolves.toBe('true');
    await page.evaluate(() => {
      location.hash = 'hidden-heading';
    });
    expectBelowHeader(await landing(page, 'hidden-heading'));
    await expect(tab(page, 'Second').getAttribute('aria-selected')).resolves.toBe('true');
    await page.close();
  });

  it('follows an in-page link to the URL the page already has, after the reader chose another tab', async () => {
    const page = await open('#deep-heading');
    await landing(page, 'deep-heading');
    // The reader goes back to the first tab and down to the links: the hash stays #deep-heading,
    // so following the link again changes no hash.
    await tab(page, 'First').click();
    await page.getByRole('link', { name: 'Go to the deep heading' }).scrollIntoViewIfNeeded();
    await page.getByRole('link', { name: 'Go to the deep heading' }).click();
    expectBelowHeader(await landing(page, 'deep-heading'));
    await expect(tab(page, 'Second').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(tab(page, 'Inner two').getAttribute('aria-selected')).resolves.toBe('true');
    await page.close();
  });

  it("follows the table of contents' link to a heading in a tab that is not chosen", async () => {
    const page = await open();
    const link = page.locator('.dw-toc a[href="#deep-heading"]');
    await expect(link.count()).resolves.toBe(1);
    await link.click();
    expectBelowHeader(await landing(page, 'deep-heading'));
    await expect(tab(page, 'Inner two').getAttribute('aria-selected')).resolves.toBe('true');
    await page.close();
  });

  it("follows a search result's section link to a heading in a tab that is not chosen", async () => {
    const page = await open();
    await page.keyboard.press('/');
    await page.getByRole('combobox', { name: 'Search' }).fill('zebrafinch');
    const section = page.locator('.dw-search-section[href$="#deep-heading"]');
    await section.waitFor();
    await section.click();
    expectBelowHeader(await landing(page, 'deep-heading'));
    await expect(tab(page, 'Inner two').getAttribute('aria-selected')).resolves.toBe('true');
    await page.close();
  });

  it('leaves the tabs working from the keyboard, one panel shown per group', async () => {
    const page = await open('#deep-heading');
    await landing(page, 'deep-heading');
    await tab(page, 'Inner two').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Inner one').getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByText('In the first inner tab.').isVisible()).resolves.toBe(true);
    await expect(page.getByText('In the second inner tab,').isVisible()).resolves.toBe(false);
    await page.close();
  });
});
