import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// Mintlify's `twoslash` fence option (mintlify.com/docs/create/code): TypeScript's type of each
// identifier shows when the reader points at it, or tabs to it.
const page = [
  '---',
  'title: Types',
  'description: Type hovers.',
  '---',
  '',
  '```ts twoslash Typed example',
  'interface User { name: string; age: number }',
  "const user: User = { name: 'Ada', age: 36 };",
  'const label: string = user.age;',
  '```',
  '',
  '```python twoslash',
  'print("not TypeScript")',
  '```',
  '',
].join('\n');

describe('twoslash type hovers, as Mintlify documents them', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let dir: string;
  let output: string;

  beforeAll(async () => {
    dir = await writeSite({
      'docs.json': JSON.stringify({ name: 'Types', navigation: { pages: ['types'] } }),
      'types.mdx': page,
    });
    const result = await runDocs(['build', dir, '--out', join(dir, 'dist')]);
    expect(result.code, result.stderr).toBe(0);
    output = result.stderr + result.stdout;
    server = await serveStatic(join(dir, 'dist'));
    browser = await launchBrowser();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  const hoverTarget = (tab: Page, name: string) =>
    tab.locator('.dw-twoslash .line .twoslash-hover').filter({ hasText: new RegExp(`${name}$`) });

  it("shows an identifier's type in a popup while the reader points at it", async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/types`);
    const user = hoverTarget(tab, 'user').first();
    const popup = user.locator('.twoslash-popup-container');
    await expect(popup.isVisible()).resolves.toBe(false);
    await user.hover();
    await expect(popup.isVisible()).resolves.toBe(true);
    await expect(popup.textContent()).resolves.toBe('const user: User');
    // Below the identifier, not clipped by the code's scroll box.
    const [target, box] = [await user.boundingBox(), await popup.boundingBox()];
    expect(target && box && box.y >= target.y + target.height - 1 && box.height > 10).toBe(true);
    await tab.mouse.move(0, 0);
    await expect(popup.isVisible()).resolves.toBe(false);
    // Coloured as any TypeScript block: the keyword, the type's name and punctuation differ.
    const colors = await tab
      .locator('.dw-twoslash .line')
      .first()
      .evaluate((line) =>
        [...line.children].slice(0, 4).map((span) => [span.textContent, getComputedStyle(span).color]),
      );
    expect(new Set(colors.map(([, color]) => color)).size, JSON.stringify(colors)).toBeGreaterThan(2);
    await tab.close();
  });

  it('reaches each popup from the keyboard, as a tooltip that describes its identifier', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/types`);
    const first = tab.locator('.dw-twoslash .twoslash-hover').first();
    await first.focus();
    await tab.keyboard.press('Tab');
    const focused = tab.locator('.twoslash-hover:focus');
    await expect(focused.count()).resolves.toBe(1);
    const id = await focused.getAttribute('aria-describedby');
    const tooltip = tab.locator(`[id="${id}"]`);
    await expect(tooltip.getAttribute('role')).resolves.toBe('tooltip');
    await expect(tooltip.isVisible()).resolves.toBe(true);
    await expect(tooltip.textContent()).resolves.toMatch(/\S/);
    // Only the focused identifier's popup is shown (and so in the accessibility tree).
    await expect(tab.getByRole('tooltip').count()).resolves.toBe(1);
    await expect(tab.locator('.dw-twoslash [role="tooltip"]').count()).resolves.toBeGreaterThan(3);
    await tab.close();
  });

  it('underlines a type error in the block and reports it, located, when building', async () => {
    expect(output).toMatch(/page\/twoslash-error\s+types\.mdx:9:7/);
    expect(output).toContain("TS2322: Type 'number' is not assignable to type 'string'");
    expect(output).toMatch(/page\/not-supported\s+types\.mdx:12:1/);
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/types`);
    const error = tab.locator('.dw-twoslash .twoslash-error').first();
    await expect(error.textContent()).resolves.toBe('label');
    await expect(tab.locator('.twoslash-error-line').textContent()).resolves.toContain('not assignable');
    await tab.close();
  });

  it('copies the code without its types and error lines', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/types`);
    await tab.getByRole('button', { name: 'Copy code' }).first().click();
    await expect
      .poll(() => tab.evaluate(() => navigator.clipboard.readText()))
      .toBe(
        "interface User { name: string; age: number }\nconst user: User = { name: 'Ada', age: 36 };\nconst label: string = user.age;",
      );
    await context.close();
  });

  it('keeps the plain code in the Markdown twin', async () => {
    const twin = await readFile(join(dir, 'dist/types.md'), 'utf8');
    expect(twin).toContain(
      "```ts Typed example\ninterface User { name: string; age: number }\nconst user: User = { name: 'Ada', age: 36 };\nconst label: string = user.age;\n```",
    );
    expect(twin).not.toMatch(/twoslash|const user: User\n/);
  });
});
