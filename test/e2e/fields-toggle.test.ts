import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot } from '../helpers/cli.ts';
import { sharedBuild } from '../helpers/shared-build.ts';
import { serveStatic } from '../helpers/static-server.ts';

describe("a field's child attributes toggle in Chromium", () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let route: string;

  beforeAll(async () => {
    const { out, ...result } = await sharedBuild(join(repoRoot, 'examples/petstore'));
    expect(result.code, result.stderr).toBe(0);
    server = await serveStatic(out);
    browser = await launchBrowser();
    route = '/api-reference/orders/place-an-order';
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('says "Show" closed and "Hide" open, by mouse and by keyboard, with the accessible name to match', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}${route}`);
    const summary = page.locator('details.dw-field-children > summary').first();
    await expect(summary.innerText()).resolves.toBe('Show child attributes');
    await expect(summary.evaluate((node) => (node as HTMLElement).innerText)).resolves.toBe(
      'Show child attributes',
    );
    await summary.click();
    await expect(summary.innerText()).resolves.toBe('Hide child attributes');
    // The hidden word is out of the accessibility tree: the summary's name is what it shows.
    const tree = await summary.ariaSnapshot();
    expect(tree).toContain('Hide child attributes');
    expect(tree).not.toContain('Show');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(summary.innerText()).resolves.toBe('Show child attributes');
    await expect(summary.evaluate((node) => (node.parentElement as HTMLDetailsElement).open)).resolves.toBe(
      false,
    );
    await page.keyboard.press('Space');
    await expect(summary.innerText()).resolves.toBe('Hide child attributes');
  });
});
