// Issue 36's new paths for spec and docs.json text: a schema component's name and title become a
// model page's heading, `<title>`, sidebar entry and search record (`api.models`); a version's name
// becomes the label search results of other versions carry. Each payload sets `window.pwned` if
// it ever runs; none may reach a page as markup.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { watchPwned } from '../helpers/pwned.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const payload = (tag: string) => `<img src=x onerror="window.pwned='${tag}'">`;
const closer = (tag: string) => `</title></script><script>window.pwned='${tag}'</script>`;

const hostileName = `Pet"><svg onload="window.pwned='name'">`;
const hostileVersion = `v1${payload('version')}`;

const spec = {
  openapi: '3.1.0',
  info: { title: 'Hostile models', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/pets': {
      get: {
        summary: 'List pets',
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': {
                schema: { $ref: `#/components/schemas/${encodeURIComponent(hostileName)}` },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      [hostileName]: {
        type: 'object',
        title: `Pet ${closer('title')}`,
        description: `A pet ${payload('description')}`,
        properties: { tapirname: { type: 'string', description: payload('field') } },
      },
      [`Owner${closer('owner-name')}`]: { type: 'object', properties: { id: { type: 'string' } } },
    },
  },
};

const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${title}.\n---\n\n${body}\n`;

const files = {
  'docs.json': JSON.stringify({
    name: 'Hostile',
    api: { models: true },
    navigation: {
      versions: [
        {
          version: 'v2',
          groups: [
            { group: 'Guides', pages: ['intro'] },
            { group: 'API', openapi: 'openapi.json' },
          ],
        },
        { version: hostileVersion, groups: [{ group: 'Guides', pages: ['v1/intro'] }] },
      ],
    },
  }),
  'openapi.json': JSON.stringify(spec),
  'intro.mdx': page('Introduction', 'Version two.'),
  'v1/intro.mdx': page('Old introduction', 'Install tapirwhistle, version one.'),
};

describe('schema component names and version names with markup', () => {
  let out: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Browser;
  let context: BrowserContext;
  let ran: string[];

  beforeAll(async () => {
    const dir = await writeSite(files, 'model-versions-hostile');
    out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    [server, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
    context = await browser.newContext();
    ran = await watchPwned(context);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('writes no payload as markup into a page, and names and titles as text into twins and llms files', async () => {
    const all = (await readdir(out, { recursive: true })) as string[];
    const pages = all.filter((file) => file.endsWith('.html'));
    const texts = all.filter((file) => /\.(md|txt)$/.test(file));
    expect(pages.some((file) => file.startsWith('api-reference/models/pet'))).toBe(true);
    for (const file of pages) {
      const html = await readFile(join(out, file), 'utf8');
      expect(html, file).not.toMatch(/<(img|svg|script)\b[^>]*(onerror|onload)|<script>window\.pwned/i);
    }
    // Spec descriptions are Markdown (HTML allowed, as in the spec); names, titles and version
    // names are plain text, so outside code blocks none of them may open a tag.
    const plainPayloads =
      /(?<!\\)<svg onload="window\.pwned='name'|(?<!\\)<script>window\.pwned='(owner-name|title)'|(?<!\\)<img src=x onerror="window\.pwned='version'/;
    for (const file of texts) {
      const prose = (await readFile(join(out, file), 'utf8')).replace(/^```[\s\S]*?^```$/gm, '');
      expect(prose, file).not.toMatch(plainPayloads);
    }
  });

  it('runs nothing on the model page, in the sidebar, or in search results that name the version', async () => {
    const tab = await context.newPage();
    const home = `${server.url}/intro`;
    await tab.goto(home);
    // The model page, reached from the sidebar's Models group.
    await tab.locator('.dw-sidebar summary', { hasText: 'Models' }).click();
    await tab.locator('.dw-sidebar a[href*="/models/pet"]').click();
    await tab.waitForLoadState('load');
    expect(await tab.locator('h1').textContent()).toContain('Pet');
    expect(await tab.title()).toContain('Pet');
    // Search from v2 for a v1 page: its result carries the version's name as text.
    await tab.goto(home);
    await tab.locator('.dw-search-button').click();
    await tab.getByRole('combobox', { name: 'Search' }).fill('tapirwhistle');
    const label = tab.locator('.dw-search-results .dw-search-version').first();
    await label.waitFor();
    expect(await label.textContent()).toBe(hostileVersion);
    // The version switcher lists it as text too.
    await tab.keyboard.press('Escape');
    await tab.locator('details.dw-switcher summary').first().click();
    expect(await tab.locator('details.dw-switcher').first().textContent()).toContain(hostileVersion);
    expect(ran).toEqual([]);
    await tab.close();
  });
});
