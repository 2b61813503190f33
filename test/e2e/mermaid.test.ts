import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// Formal's architecture guide (two flowcharts) and a page of the MCP specification (a sequence
// diagram), both from the corpus, a long page whose diagram sits far below the fold, and one without.
const shots = '/tmp/mermaid-shots';
const corpusPage = (path: string) => readFile(join(corpusDir, 'docs', path), 'utf8');
const frontmatter = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n`;

const elkGraph = 'flowchart TD\n  A --> B\n  A --> C\n  A --> D\n  B --> E\n  C --> E\n  D --> F\n  A --> F';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Diagrams',
        navigation: {
          groups: [{ group: 'Docs', pages: ['architecture', 'lifecycle', 'long', 'plain', 'elk'] }],
        },
      }),
      'architecture.mdx': await corpusPage('formal/docs/guides/getting-started/architecture.mdx'),
      'lifecycle.mdx': await corpusPage('modelcontextprotocol/specification/2025-06-18/basic/lifecycle.mdx'),
      'long.mdx': [
        frontmatter('Long'),
        ...Array.from({ length: 120 }, (_, i) => `Paragraph ${i} of text before the diagram.\n`),
        '```mermaid',
        'graph LR',
        '  Far --> Below',
        '```',
      ].join('\n'),
      'plain.mdx': `${frontmatter('Plain')}\nNo diagram.\n\n\`\`\`js\nconst x = 1;\n\`\`\`\n`,
      // The same graph twice: laid out by Mermaid's default (dagre), then by ELK, which Mintlify documents.
      'elk.mdx': [
        frontmatter('ELK'),
        '```mermaid',
        elkGraph,
        '```',
        '',
        '```mermaid',
        '---\nconfig:\n  layout: elk\n---',
        elkGraph,
        '```',
        '',
      ].join('\n'),
    },
    'mermaid-e2e',
  );
  const out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  server = await serveStatic(out);
  browser = await launchBrowser();
  await mkdir(shots, { recursive: true });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens a page, recording the URLs it requests and the errors it throws. */
async function open(route: string, width: number, options: { javaScript?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    javaScriptEnabled: options.javaScript ?? true,
  });
  const tab = await context.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  tab.on('request', (request) => requests.push(new URL(request.url()).pathname));
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(`${server.url}/${route}`);
  return { tab, requests, errors, close: () => context.close() };
}

/** Scrolls to each diagram in turn (they draw only near the screen) and waits until all are drawn in `theme`. */
async function drawnIn(tab: Page, theme: string) {
  for (const figure of await tab.locator('figure.dw-mermaid').all()) await figure.scrollIntoViewIfNeeded();
  await tab.waitForFunction(
    (theme) =>
      [...document.querySelectorAll('figure.dw-mermaid')].every(
        (figure) => figure.getAttribute('data-rendered') === theme && figure.querySelector('svg'),
      ),
    theme,
    { timeout: 20_000 },
  );
}

/** The fill and stroke of the first node shape of each diagram, and the text colour. */
const colours = (tab: Page) =>
  tab.$$eval('figure.dw-mermaid svg', (svgs) =>
    svgs.map((svg) => {
      const shape = svg.querySelector('.node rect, .node path, rect.actor') as SVGElement;
      const text = svg.querySelector('.nodeLabel, text.actor, span') as Element;
      const style = getComputedStyle(shape);
      return `${style.fill} ${style.stroke} ${getComputedStyle(text).color}`;
    }),
  );

describe('Mermaid diagrams in Chromium', () => {
  for (const width of [1440, 390]) {
    it(`draw a real page's fences as SVG in light and dark, inside the content column (${width}px)`, async () => {
      const { tab, requests, errors, close } = await open('architecture', width);
      await drawnIn(tab, 'light');
      const light = await colours(tab);
      await tab.screenshot({ path: `${shots}/architecture-light-${width}.png`, fullPage: true });
      expect(await tab.locator('figure.dw-mermaid .dw-mermaid-source').first().isVisible()).toBe(false);
      const fits = await tab.$$eval('figure.dw-mermaid', (figures) => {
        const column = document.querySelector('.dw-content')?.getBoundingClientRect();
        return figures.map((figure) => {
          const svg = figure.querySelector('svg')?.getBoundingClientRect();
          return {
            inColumn: figure.closest('.dw-content') !== null,
            left: (svg?.left ?? -1) >= (column?.left ?? 0) - 0.5,
            right: (svg?.right ?? Infinity) <= (column?.right ?? 0) + 0.5,
            width: svg?.width ?? 0,
            noScroll: document.documentElement.scrollWidth <= window.innerWidth,
          };
        });
      });
      expect(fits).toHaveLength(2);
      for (const fit of fits)
        expect(fit).toMatchObject({ inColumn: true, left: true, right: true, noScroll: true });
      for (const fit of fits) expect(fit.width).toBeGreaterThan(width === 390 ? 250 : 400);

      await tab.getByRole('button', { name: 'Dark mode' }).click();
      await drawnIn(tab, 'dark');
      const dark = await colours(tab);
      await tab.screenshot({ path: `${shots}/architecture-dark-${width}.png`, fullPage: true });
      expect(light).toHaveLength(2);
      for (const [index, colour] of dark.entries()) expect(colour).not.toBe(light[index]);
      // Mermaid came from the site itself, as modules, never from another host.
      expect(requests).toContain('/_docwright/mermaid.js');
      expect(requests).toContain('/_docwright/mermaid/mermaid.esm.min.js');
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('draws a sequence diagram from the MCP specification, and keeps zoom controls working', async () => {
    const { tab, errors, close } = await open('lifecycle', 1440);
    await tab.locator('figure.dw-mermaid').first().scrollIntoViewIfNeeded();
    await tab.waitForSelector('figure.dw-mermaid[data-rendered="light"] svg', { timeout: 20_000 });
    const figure = tab.locator('figure.dw-mermaid').first();
    expect(await figure.getAttribute('data-error')).toBeNull();
    await figure.screenshot({ path: `${shots}/lifecycle-sequence.png` });
    const before = await figure.locator('svg').boundingBox();
    await figure.getByRole('button', { name: 'Zoom in' }).click();
    await tab.waitForTimeout(300);
    const after = await figure.locator('svg').boundingBox();
    expect(after?.width ?? 0).toBeGreaterThan((before?.width ?? 0) * 1.2);
    await figure.getByRole('button', { name: 'Reset view' }).click();
    expect(errors).toEqual([]);
    await close();
  });

  it('imports Mermaid only when a diagram nears the screen, and not at all on a page without one', async () => {
    const long = await open('long', 1440);
    await long.tab.waitForLoadState('networkidle');
    expect(long.requests).toContain('/_docwright/mermaid.js');
    expect(long.requests.some((path) => path.startsWith('/_docwright/mermaid/'))).toBe(false);
    await long.tab.locator('figure.dw-mermaid').scrollIntoViewIfNeeded();
    await drawnIn(long.tab, 'light');
    expect(long.requests).toContain('/_docwright/mermaid/mermaid.esm.min.js');
    await long.close();

    const plain = await open('plain', 1440);
    await plain.tab.waitForLoadState('networkidle');
    expect(plain.requests.filter((path) => path.includes('mermaid'))).toEqual([]);
    await plain.close();
  });

  it('lays out a diagram with `layout: elk` with ELK, loaded for that diagram only', async () => {
    const { tab, requests, errors, close } = await open('elk', 1440);
    await drawnIn(tab, 'light');
    const elkEntry = '/_docwright/mermaid/layout-elk/mermaid-layout-elk.esm.min.js';
    expect(requests).toContain(elkEntry);
    // Each node's centre, relative to its diagram, by its label.
    const layouts = await tab.locator('figure.dw-mermaid svg').evaluateAll((svgs) =>
      svgs.map((svg) => {
        const origin = svg.getBoundingClientRect();
        return Object.fromEntries(
          [...svg.querySelectorAll('g.node')].map((node) => {
            const box = node.getBoundingClientRect();
            return [
              node.textContent?.trim(),
              [Math.round(box.x + box.width / 2 - origin.x), Math.round(box.y + box.height / 2 - origin.y)],
            ];
          }),
        );
      }),
    );
    expect(layouts).toHaveLength(2);
    const [dagre, elk] = layouts as Record<string, [number, number]>[];
    expect(Object.keys(elk ?? {}).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    // The same graph, placed differently: ELK's layered algorithm, not dagre's.
    expect(elk).not.toEqual(dagre);
    expect(errors).toEqual([]);
    await close();

    const other = await open('long', 1440);
    await other.tab.locator('figure.dw-mermaid').scrollIntoViewIfNeeded();
    await drawnIn(other.tab, 'light');
    expect(other.requests.filter((path) => path.includes('layout-elk'))).toEqual([]);
    await other.close();
  });

  it('shows the source as text without JavaScript', async () => {
    const { tab, close } = await open('architecture', 1440, { javaScript: false });
    const source = tab.locator('figure.dw-mermaid .dw-mermaid-source').first();
    expect(await source.isVisible()).toBe(true);
    expect(await source.textContent()).toContain('connector <--> ssh');
    await close();
  });
});
