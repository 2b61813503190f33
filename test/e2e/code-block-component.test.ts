import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// Mintlify's <CodeBlock> (mintlify.com/docs/create/code, "CodeBlock component"), straight in MDX and
// inside a site's own .jsx component, and the `dropdown` of RequestExample/ResponseExample.
const fixture = fileURLToPath(new URL('../fixtures/code-block-component/', import.meta.url));

const titled = (tab: Page, title: string) =>
  tab.locator('.dw-code-titled').filter({ has: tab.locator('.dw-code-title', { hasText: title }) });

// The fixture's JavaScript has a template literal, written as text between the tags.
const plainJs = ['const total = price * count;', 'const label = `$', '{total} items`;'];
const plainJsCode = `${plainJs[0]}\n${plainJs[1]}${plainJs[2]}`;

const backgroundOf = (line: Locator) => line.evaluate((node) => getComputedStyle(node).backgroundColor);

describe('the CodeBlock component, as Mintlify documents it', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let out: string;
  let output: string;

  beforeAll(async () => {
    out = join(await tempDir('code-block-component'), 'dist');
    const result = await runDocs(['build', fixture, '--out', out]);
    output = result.stderr + result.stdout;
    expect(result.code, output).toBe(0);
    server = await serveStatic(out);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders a <CodeBlock> as the fence with the same options renders: the same markup, title bar and all', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    const blocks = titled(tab, 'hello.py');
    await expect(blocks.count()).resolves.toBe(2);
    const [component, fence] = await blocks.evaluateAll((nodes) => nodes.map((node) => node.outerHTML));
    expect(component).toBe(fence);
    const bar = await blocks.first().locator('.dw-code-title').boundingBox();
    const code = await blocks.first().locator('pre').boundingBox();
    expect(bar && code && bar.height > 10 && bar.y + bar.height <= code.y + 1).toBe(true);
    await expect(blocks.first().locator('.dw-code-title svg').isVisible()).resolves.toBe(true);
    await expect(blocks.first().getByRole('button', { name: 'Copy code' }).isVisible()).resolves.toBe(true);
    await tab.close();
  });

  it('applies lines, highlight="[1,3]", focus="[2]" and wrap', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    // The component's block, then the fence's: both show the options.
    await expect(titled(tab, 'hello.py').count()).resolves.toBe(2);
    for (const block of await titled(tab, 'hello.py').all()) await expectOptions(block.locator('pre'));
    await tab.close();
  });

  async function expectOptions(pre: Locator): Promise<void> {
    const line = (n: number) => pre.locator(`.line >> nth=${n}`);
    const [first, second, third] = await Promise.all([0, 1, 2].map((n) => backgroundOf(line(n))));
    expect(first).toBe(third);
    expect(first).not.toBe(second);
    const number = await line(0).evaluate((node) => getComputedStyle(node, '::before').content);
    expect(number).toMatch(/counter/);
    await expect(line(1).evaluate((node) => Number(getComputedStyle(node).opacity))).resolves.toBe(1);
    await expect(line(0).evaluate((node) => Number(getComputedStyle(node).opacity))).resolves.toBeLessThan(
      0.8,
    );
    await expect(pre.evaluate((node) => getComputedStyle(node).whiteSpace)).resolves.toMatch(/pre-wrap/);
    // The code keeps the indentation written between the tags.
    await expect(line(1).textContent()).resolves.toBe('  print("Hello")');
  }

  it('takes code written as text between the tags as it is, highlighted', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    const pre = titled(tab, 'plain.js').locator('pre');
    await expect(pre.textContent()).resolves.toBe(plainJsCode);
    await expect(
      pre
        .locator('.line span')
        .first()
        .evaluate((n) => getComputedStyle(n).color),
    ).resolves.not.toBe(await pre.evaluate((n) => getComputedStyle(n).color));
    await tab.close();
  });

  it("renders a site's own .jsx component that passes its props through to <CodeBlock>", async () => {
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const tab = await context.newPage();
    await tab.goto(`${server.url}/code`);
    const block = titled(tab, 'server.ts');
    const bar = await block.locator('.dw-code-title').boundingBox();
    const code = await block.locator('pre').boundingBox();
    expect(bar && code && bar.y + bar.height <= code.y + 1).toBe(true);
    await expect(block.locator('.dw-code-title svg').isVisible()).resolves.toBe(true);
    const pre = block.locator('pre');
    await expect(pre.getAttribute('class')).resolves.toContain('dw-line-numbers');
    const backgrounds = await Promise.all([0, 1].map((n) => backgroundOf(pre.locator(`.line >> nth=${n}`))));
    expect(backgrounds[0]).not.toBe(backgrounds[1]);
    // Highlighted at build time: TypeScript's keyword has its own colour.
    await expect(pre.locator('.line span').first().textContent()).resolves.toBe('const ');
    await block.getByRole('button', { name: 'Copy code' }).click();
    await expect
      .poll(() => tab.evaluate(() => navigator.clipboard.readText()))
      .toBe('const port = 3000;\napp.listen(port);\nconsole.log("ready");');
    await context.close();
  });

  it('highlights a language a .jsx component names itself, which no fence of the page uses', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    const pre = titled(tab, 'Gemfile').locator('pre');
    await expect(pre.textContent()).resolves.toBe('gem "docwright", "~> 1.0"');
    await expect(pre.locator('code').getAttribute('class')).resolves.toBe('language-ruby');
    // Ruby's string has its own colour, not the block's text colour.
    const string = pre.locator('.line span', { hasText: '"docwright"' });
    await expect(string.evaluate((node) => getComputedStyle(node).color)).resolves.not.toBe(
      await pre.evaluate((node) => getComputedStyle(node).color),
    );
    await tab.close();
  });

  it('folds an expandable <CodeBlock>, and the keyboard unfolds it', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    const block = titled(tab, 'long.py');
    const pre = block.locator('pre');
    await expect(pre.evaluate((node) => node.scrollHeight - node.clientHeight)).resolves.toBeGreaterThan(40);
    const button = block.getByRole('button', { name: /^(Expand|Collapse)/ });
    await button.focus();
    await tab.keyboard.press('Enter');
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(pre.evaluate((node) => node.scrollHeight - node.clientHeight)).resolves.toBe(0);
    await tab.close();
  });

  it('labels a code group tab with a <CodeBlock> filename', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    const group = tab.locator('.dw-content > [data-code-group]');
    await expect(group.locator('.dw-radio-tab').allTextContents()).resolves.toEqual(['cURL', 'Python']);
    await expect(group.locator('.dw-code-panel').first().textContent()).resolves.toContain('curl https://');
    await tab.close();
  });

  it('renders a <CodeBlock> whose code comes from an expression, and warns where it is that the twin leaves it out', async () => {
    expect(output).not.toContain('unknown-component');
    expect(output).toMatch(/page\/not-supported\s+code\.mdx:53:1/);
    expect(output).toContain('takes its code or props from an expression');
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    await expect(tab.locator('pre', { hasText: 'let fromExpression = 1;' }).isVisible()).resolves.toBe(true);
    await tab.close();
  });

  it('switches RequestExample and ResponseExample with a menu, by keyboard too, synced with the code group', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${server.url}/code`);
    const request = tab.locator('.dw-request-example');
    const menu = request.getByRole('combobox', { name: 'Request examples' });
    await expect(menu.isVisible()).resolves.toBe(true);
    await expect(request.locator('.dw-radio-tab').first().isVisible()).resolves.toBe(false);
    const panels = request.locator('.dw-code-panel');
    await expect(panels.nth(0).isVisible()).resolves.toBe(true);
    await expect(panels.nth(1).isVisible()).resolves.toBe(false);
    await menu.focus();
    await tab.keyboard.press('ArrowDown');
    await expect.poll(() => panels.nth(1).isVisible()).toBe(true);
    await expect(panels.nth(0).isVisible()).resolves.toBe(false);
    // The reader's language carries to the page's other code group.
    const group = tab.locator('.dw-content > [data-code-group] .dw-code-panel');
    await expect.poll(() => group.nth(1).isVisible()).toBe(true);
    const response = tab.locator('.dw-response-example');
    await response.getByRole('combobox', { name: 'Response examples' }).selectOption({ label: '404' });
    await expect.poll(() => response.locator('.dw-code-panel').nth(1).isVisible()).toBe(true);
    await expect(response.locator('.dw-code-panel').nth(0).isVisible()).resolves.toBe(false);
    await tab.close();
  });

  it('shows each <CodeBlock> in the Markdown twin as a fence with its language and file name', async () => {
    const twin = await readFile(join(out, 'code.md'), 'utf8');
    expect(twin).toContain('```python hello.py\ndef hello():\n  print("Hello")\n  return 1\n```');
    expect(twin).toContain(`\`\`\`js plain.js\n${plainJsCode}\n\`\`\``);
    expect(twin).toContain(
      '```typescript server.ts\nconst port = 3000;\napp.listen(port);\nconsole.log("ready");\n```',
    );
    expect(twin).toContain('```bash cURL\ncurl https://api.example.com/pets\n```');
    expect(twin).not.toMatch(/<CodeBlock|CustomCodeBlock|highlight=|focus=/);
  });
});
