import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { copySite } from '../helpers/site.ts';

const fixture = join(import.meta.dirname, '../fixtures/react-components');

describe('React components from snippets, in Chromium', () => {
  let site: ServedBuild;

  beforeAll(async () => {
    const dir = await copySite(fixture, 'react-e2e');
    site = await serveBuild(dir);
  });

  afterAll(async () => {
    await site?.close();
  });

  it('hydrates a .jsx component with useState: a click changes what the reader sees', async () => {
    const page = await site.browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${site.url}/`);
    const counter = page.locator('button.fixture-counter');
    await expect(counter.textContent()).resolves.toBe('Clicked 2 times');
    await page.waitForFunction(() => document.querySelector('dw-island') !== null);
    // Hydration is asynchronous: clicking until the state moves proves the handler is attached.
    await expect
      .poll(
        async () => {
          await counter.click();
          return counter.textContent();
        },
        { timeout: 5000 },
      )
      .toMatch(/^Clicked [3-9] times$/);
    const before = Number((await counter.textContent())?.match(/\d+/)?.[0]);
    await counter.click();
    await expect(counter.textContent()).resolves.toBe(`Clicked ${before + 1} times`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('hydrates a component the page itself exports with `export const` and useState', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/`);
    const clicker = page.locator('button.fixture-clicker');
    await expect(clicker.textContent()).resolves.toBe('Pressed 0');
    await expect
      .poll(
        async () => {
          await clicker.click();
          return clicker.textContent();
        },
        { timeout: 5000 },
      )
      .toMatch(/^Pressed [1-9]$/);
    await page.close();
  });

  it('hydrates a .tsx component that imports React and another file; the toggle works from the keyboard', async () => {
    const page = await site.browser.newPage();
    await page.goto(`${site.url}/`);
    const toggle = page.locator('button.fixture-toggle');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await expect
      .poll(
        async () => {
          await toggle.focus();
          await page.keyboard.press('Enter');
          return toggle.getAttribute('aria-pressed');
        },
        { timeout: 5000 },
      )
      .toBe('true');
    await expect(page.locator('.fixture-badge').textContent()).resolves.toBe('enabled');
    await page.close();
  });

  it('keeps a component that uses a built-in (<Note>) as the build rendered it, in the content column', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.url}/`);
    await page.waitForLoadState('networkidle');
    const note = page.locator('.dw-callout-note', { hasText: 'Hello, reader.' });
    await expect(note.isVisible()).resolves.toBe(true);
    const [noteBox, contentBox] = await Promise.all([
      note.boundingBox(),
      page.locator('.dw-content').boundingBox(),
    ]);
    expect(noteBox && contentBox).toBeTruthy();
    if (noteBox && contentBox) {
      expect(noteBox.x).toBeGreaterThanOrEqual(contentBox.x);
      expect(noteBox.x + noteBox.width).toBeLessThanOrEqual(contentBox.x + contentBox.width + 1);
    }
    await page.close();
  });

  it('loads the islands runtime only on pages with an island', async () => {
    const page = await site.browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
    await page.goto(`${site.url}/shared-scope`);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((path) => path.includes('/_docwright/islands/'))).toBe(false);
    await page.close();
  });
});
