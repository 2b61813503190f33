import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { writeSite } from '../helpers/site.ts';

// Every option the menu builds, on a built site served statically, with an MCP URL given to the
// build. The page's text holds what could break out of a URL (&, #, quotes, markup, newlines).
const mcpUrl = 'https://docs.example.com/mcp';
const options = [
  'copy',
  'view',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'windsurf',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-desktop',
  'assistant',
  {
    title: 'Share the page',
    description: 'Share it',
    href: {
      base: 'https://share.example.com/new?source=docs',
      query: [
        { key: 'text', value: 'Page: $page' },
        { key: 'at', value: '$path' },
        { key: 'mcp', value: '$mcp' },
      ],
    },
  },
];

describe('every contextual menu option, in Chromium', () => {
  let site: ServedBuild;

  beforeAll(async () => {
    const dir = await writeSite(
      {
        'docs.json': JSON.stringify({
          name: 'Acme Docs',
          navigation: { groups: [{ group: 'G', pages: ['guide'] }] },
          contextual: { options },
        }),
        'guide.mdx':
          '---\ntitle: Guide\ndescription: The guide.\n---\n\nA & B #fragment "quoted" <b>bold</b> 100% sure?x=1\n\n<input id="field" defaultValue="typed text" />\n\n```sh\nnpm install acme\n```\n',
      },
      'ctx-all',
    );
    site = await serveBuild(dir, ['--mcp-url', mcpUrl]);
  }, 240_000);

  afterAll(async () => {
    await site?.close();
  });

  async function open(): Promise<Page> {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    const page = await context.newPage();
    await page.goto(`${site.url}/guide`);
    await page.waitForSelector('.dw-ctx:not([hidden])');
    return page;
  }

  const twinOf = async () => (await fetch(`${site.url}/guide.md`)).text();
  const hrefOf = async (page: Page, title: string) =>
    (await page.locator('.dw-ctx-menu a', { hasText: title }).getAttribute('href')) ?? '';
  const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
  const setClipboard = (page: Page, text: string) =>
    page.evaluate((value) => navigator.clipboard.writeText(value), text);

  it('shows each option Docwright builds, in order, and none it leaves out', async () => {
    const page = await open();
    await page.click('.dw-ctx-toggle');
    const titles = await page.locator('.dw-ctx-menu .dw-ctx-title').allTextContents();
    expect(titles).toEqual([
      'Copy page',
      'View as Markdown',
      'Open in ChatGPT',
      'Open in Claude',
      'Open in Perplexity',
      'Open in Grok',
      'Open in Google AI Studio',
      'Open in Devin',
      'Open in Windsurf',
      'Copy MCP server URL',
      'Copy MCP install command',
      'Connect to Cursor',
      'Connect to VS Code',
      'Share the page',
    ]);
    await page.context().close();
  });

  it('opens AI Studio, Devin and Windsurf with a prompt naming the Markdown twin', async () => {
    const page = await open();
    const prompt = `Read from ${site.url}/guide.md so I can ask questions about it.`;
    for (const [title, prefix] of [
      ['Open in Google AI Studio', 'https://aistudio.google.com/prompts/new_chat?prompt='],
      ['Open in Devin', 'https://app.devin.ai/?prompt='],
      ['Open in Windsurf', 'windsurf://cascade?prompt='],
    ] as const) {
      // The link is made from where the reader is when clicked (the build knew no base URL).
      await page.click('.dw-ctx-toggle');
      const link = page.locator('.dw-ctx-menu a', { hasText: title });
      await link.evaluate((a) => a.addEventListener('click', (event) => event.preventDefault()));
      await link.click();
      const href = await hrefOf(page, title);
      expect(href.startsWith(prefix)).toBe(true);
      expect(decodeURIComponent(href.slice(prefix.length))).toBe(prompt);
    }
    await page.context().close();
  });

  it("installs the MCP server with Cursor's and VS Code's links", async () => {
    const page = await open();
    const cursor = new URL(await hrefOf(page, 'Connect to Cursor'));
    expect(`${cursor.protocol}//${cursor.host}${cursor.pathname}`).toBe(
      'cursor://anysphere.cursor-deeplink/mcp/install',
    );
    expect(cursor.searchParams.get('name')).toBe('Acme Docs');
    expect(JSON.parse(atob(cursor.searchParams.get('config') ?? ''))).toEqual({ url: mcpUrl });
    const vscode = await hrefOf(page, 'Connect to VS Code');
    expect(vscode.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length)))).toEqual({
      name: 'Acme Docs',
      type: 'http',
      url: mcpUrl,
    });
    await page.context().close();
  });

  it('copies the MCP server URL and the add-mcp command', async () => {
    const page = await open();
    for (const [title, text] of [
      ['Copy MCP server URL', mcpUrl],
      ['Copy MCP install command', `npx add-mcp ${mcpUrl}`],
    ] as const) {
      await setClipboard(page, 'before');
      await page.click('.dw-ctx-toggle');
      await page.locator('.dw-ctx-menu button', { hasText: title }).click();
      await expect.poll(() => clipboard(page), { timeout: 30_000 }).toBe(text);
    }
    await page.context().close();
  });

  it("fills a custom option's $page with the page's Markdown, $path and $mcp, each one query value", async () => {
    const page = await open();
    await page.click('.dw-ctx-toggle');
    await page.waitForSelector('.dw-ctx-menu a[data-ctx-filled]');
    const href = new URL(await hrefOf(page, 'Share the page'));
    const twin = await twinOf();
    expect(twin).toContain('A & B #fragment "quoted"');
    expect(`${href.origin}${href.pathname}`).toBe('https://share.example.com/new');
    expect([...href.searchParams.keys()]).toEqual(['source', 'text', 'at', 'mcp']);
    expect(href.searchParams.get('text')).toBe(`Page: ${twin}`);
    expect(href.searchParams.get('at')).toBe('/guide');
    expect(href.searchParams.get('mcp')).toBe(mcpUrl);
    expect(href.hash).toBe('');
    await page.context().close();
  });

  it('Ctrl+C with nothing selected copies the Markdown; a selection, a field and code copy as usual', async () => {
    const page = await open();
    const twin = await twinOf();
    await setClipboard(page, 'before');
    await page.click('h1');
    await page.evaluate(() => document.getSelection()?.removeAllRanges());
    await page.keyboard.press('Control+c');
    await expect.poll(() => clipboard(page), { timeout: 30_000 }).toBe(twin);

    // A selection of the page's text: the browser copies the selection.
    await setClipboard(page, 'before');
    await page.evaluate(() => {
      const title = document.querySelector('h1');
      if (title) document.getSelection()?.selectAllChildren(title);
    });
    await page.keyboard.press('Control+c');
    await expect.poll(() => clipboard(page), { timeout: 30_000 }).toBe('Guide');

    // Inside a field, the field's own copy.
    await setClipboard(page, 'before');
    await page.focus('#field');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Control+c');
    await expect.poll(() => clipboard(page), { timeout: 30_000 }).toBe('typed text');

    // In a code block with nothing selected: the page's script does not write to the clipboard
    // (it would, within the key's own dispatch, before press() returns).
    await page.evaluate(() => {
      const writes = { count: 0 };
      Object.assign(window, { writes });
      const write = navigator.clipboard.write.bind(navigator.clipboard);
      const writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
      navigator.clipboard.write = (items) => {
        writes.count++;
        return write(items);
      };
      navigator.clipboard.writeText = (text) => {
        writes.count++;
        return writeText(text);
      };
      document.getSelection()?.removeAllRanges();
    });
    await page
      .locator('pre')
      .first()
      .evaluate((pre) => {
        pre.setAttribute('tabindex', '0');
        (pre as HTMLElement).focus();
      });
    await page.keyboard.press('Control+c');
    const writes = () =>
      page.evaluate(() => (window as unknown as { writes: { count: number } }).writes.count);
    expect(await writes()).toBe(0);
    // The same key outside code does write: the count can move.
    await page.click('h1');
    await page.evaluate(() => document.getSelection()?.removeAllRanges());
    await page.keyboard.press('Control+c');
    expect(await writes()).toBe(1);
    await page.context().close();
  });
});
