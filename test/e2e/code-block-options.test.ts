import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// Mintlify's code block options (mintlify.com/docs/create/code, components/code-groups), one block each.
const longCode = Array.from({ length: 30 }, (_, i) => `print(${i + 1})`).join('\n');
const page = [
  '---',
  'title: Code options',
  'description: Every fence option.',
  '---',
  '',
  '```yaml .github/workflows/ci.yml',
  'on: push',
  '```',
  '',
  '```ts twoslash nocopy Twoslash example icon="js"',
  'const pet = "cat";',
  '```',
  '',
  '```js Diff example',
  'const greeting = "Hello"; // [!code ++]',
  'console.log("Hi"); // [!code --]',
  'console.log(greeting);',
  '```',
  '',
  '```js focus={2}',
  'const a = 1;',
  'const b = 2;',
  'const c = 3;',
  '```',
  '',
  '```python Long example expandable',
  longCode,
  '```',
  '',
  '<CodeGroup dropdown>',
  '',
  '```javascript helloWorld.js',
  'console.log("Hello World");',
  '```',
  '',
  '```python hello_world.py',
  'print("Hello World")',
  '```',
  '',
  '</CodeGroup>',
  '',
].join('\n');

const blockTitled = (tab: Page, title: string) =>
  tab.locator('.dw-code-titled').filter({ has: tab.locator('.dw-code-title', { hasText: title }) });

describe('code block options, as Mintlify documents them', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let dir: string;
  let stderr: string;

  beforeAll(async () => {
    dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Code',
        navigation: { pages: ['code'] },
        styling: { codeblocks: 'dark' },
      }),
      'code.mdx': page,
    });
    const result = await runDocs(['build', dir, '--out', join(dir, 'dist')]);
    expect(result.code, result.stderr).toBe(0);
    stderr = result.stderr + result.stdout;
    server = await serveStatic(join(dir, 'dist'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows a title bar above a lone block named by its file, and the icon and title without the flags', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    const ci = blockTitled(tab, '.github/workflows/ci.yml');
    const bar = await ci.locator('.dw-code-title').boundingBox();
    const code = await ci.locator('pre').boundingBox();
    expect(bar && code && bar.height > 10 && bar.y + bar.height <= code.y + 1).toBe(true);
    const twoslash = blockTitled(tab, 'Twoslash example');
    await expect(twoslash.locator('.dw-code-title').textContent()).resolves.toBe('Twoslash example');
    await expect(twoslash.locator('.dw-code-title svg').isVisible()).resolves.toBe(true);
    // nocopy: this block alone has no Copy button.
    await expect(twoslash.getByRole('button', { name: 'Copy code' }).count()).resolves.toBe(0);
    await expect(ci.getByRole('button', { name: 'Copy code' }).count()).resolves.toBe(1);
    await tab.close();
  });

  it('applies twoslash without a warning (its hovers: test/e2e/twoslash.test.ts)', () => {
    expect(stderr).not.toContain('`twoslash` is ignored');
  });

  it('colours diff lines, and neither shows nor copies the [!code] comments', async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/code`);
    const diff = blockTitled(tab, 'Diff example');
    const background = (selector: string) =>
      diff.locator(selector).evaluate((line) => getComputedStyle(line).backgroundColor);
    const added = await background('.line >> nth=0');
    const removed = await background('.line >> nth=1');
    const plain = await background('.line >> nth=2');
    expect(new Set([added, removed, plain]).size).toBe(3);
    // The + and - signs start clear of the coloured bar on the line's left edge.
    const signClearance = await diff.locator('.line >> nth=0').evaluate((line) => {
      const bar = /(\d+(?:\.\d+)?)px/.exec(getComputedStyle(line).boxShadow);
      const sign = getComputedStyle(line, '::before');
      return {
        bar: Number(bar?.[1] ?? Number.NaN),
        padding: Number.parseFloat(sign.paddingLeft),
        sign: sign.content,
      };
    });
    expect(signClearance.sign).toBe('"+"');
    expect(signClearance.padding).toBeGreaterThan(signClearance.bar);
    await expect(diff.locator('pre').textContent()).resolves.not.toContain('[!code');
    await diff.getByRole('button', { name: 'Copy code' }).click();
    await expect
      .poll(() => tab.evaluate(() => navigator.clipboard.readText()))
      .toBe('const greeting = "Hello";\nconsole.log("Hi");\nconsole.log(greeting);');
    await context.close();
  });

  it('dims the lines outside focus={…} until the reader points at the block', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    const block = tab.locator('pre.dw-code-focus');
    const opacity = (n: number) =>
      block.locator(`.line >> nth=${n}`).evaluate((line) => Number(getComputedStyle(line).opacity));
    await expect(opacity(1)).resolves.toBe(1);
    await expect(opacity(0)).resolves.toBeLessThan(0.8);
    await block.hover();
    await expect.poll(() => opacity(0)).toBe(1);
    await tab.close();
  });

  it('folds an expandable block, and the keyboard unfolds it', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    const block = blockTitled(tab, 'Long example');
    const pre = block.locator('pre');
    const clipped = () => pre.evaluate((node) => node.scrollHeight - node.clientHeight);
    await expect(clipped()).resolves.toBeGreaterThan(100);
    const button = block.getByRole('button', { name: /^(Expand|Collapse)/ });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
    await button.focus();
    await tab.keyboard.press('Enter');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(clipped()).resolves.toBe(0);
    await expect(pre.locator('.line').last().isVisible()).resolves.toBe(true);
    await tab.close();
  });

  it('switches a dropdown code group with its menu instead of tabs', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    const group = tab.locator('[data-code-group]');
    const menu = group.getByRole('combobox', { name: 'Code examples' });
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(group.locator('.dw-radio-tab').first().isVisible()).resolves.toBe(false);
    const panels = group.locator('.dw-code-panel');
    await expect(panels.nth(0).isVisible()).resolves.toBe(true);
    await expect(panels.nth(1).isVisible()).resolves.toBe(false);
    await menu.selectOption({ label: 'hello_world.py' });
    await expect.poll(() => panels.nth(1).isVisible()).toBe(true);
    await expect(panels.nth(0).isVisible()).resolves.toBe(false);
    await tab.close();
  });

  it('keeps code blocks dark in the light theme with styling.codeblocks "dark"', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/code`);
    // github-dark's keyword colour (#F97583) where the light theme would show github-light's.
    const keyword = blockTitled(tab, 'Diff example').locator('.line span').first();
    await expect(keyword.textContent()).resolves.toBe('const ');
    await expect(keyword.evaluate((node) => getComputedStyle(node).color)).resolves.toBe(
      'rgb(249, 117, 131)',
    );
    const luminance = (color: string) =>
      (color.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, value) => sum + Number(value), 0);
    const codeBackground = await tab
      .locator('.dw-code-titled')
      .first()
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    const pageBackground = await tab.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(luminance(codeBackground)).toBeLessThan(200);
    expect(luminance(pageBackground)).toBeGreaterThan(600);
    await context.close();
  });

  it('keeps each block in the Markdown twin with its language and title, without options or notation', async () => {
    const twin = await readFile(join(dir, 'dist/code.md'), 'utf8');
    expect(twin).toContain('```yaml .github/workflows/ci.yml\non: push\n```');
    expect(twin).toContain('```ts Twoslash example\nconst pet = "cat";\n```');
    expect(twin).toContain('```js Diff example\nconst greeting = "Hello";\nconsole.log("Hi");\n');
    expect(twin).not.toContain('[!code');
    expect(twin).not.toMatch(/nocopy|twoslash|expandable|focus=/);
  });
});
