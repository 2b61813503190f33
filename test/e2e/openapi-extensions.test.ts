// Mintlify's OpenAPI extensions, as its OpenAPI setup page documents them: `x-mint.metadata` (the
// generated page's front matter), `x-mint.content`, `x-mint.href`, a malformed `x-mint.mcp` and
// `x-mint.playground.expand: false` (located warnings), parameter pills (`x-mint.pre`/`post`,
// docs.json `api.params.post`), `api.params.expanded` and `x-default` with `api.examples.prefill`.
// A site built by the real CLI, looked at in Chromium, and its Markdown twins.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { type RunResult, runDocs } from '../helpers/cli.ts';
import { searchBuiltSite } from '../helpers/pagefind-search.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Reports API', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/reports': {
      get: {
        summary: 'List reports',
        description: 'What the spec says.',
        tags: ['reports'],
        'x-mint': {
          metadata: {
            title: 'All reports',
            sidebarTitle: 'Reports',
            description: 'Every report of the account, newest first.',
            'og:title': 'Reports for sharing',
            tag: 'BETA',
          },
          content: 'Reports are built **nightly**.\n\n<Warning>Large reports take a minute.</Warning>',
          href: '/reference/all-reports',
        },
        parameters: [
          {
            name: 'limit',
            in: 'query',
            schema: { type: 'integer', example: 10, 'x-default': 25, 'x-mint': { post: ['paged'] } },
          },
        ],
        responses: { '200': { description: 'OK' } },
      },
      post: {
        summary: 'Create report',
        tags: ['reports'],
        description: 'Queues a zorblatt export of the account.',
        'x-mint': {
          metadata: { deprecated: true, searchable: false, rss: true, openapi: 'GET /reports' },
          mcp: { enabled: 'yes' },
          playground: { expand: false },
        },
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Report' } } },
        },
        responses: { '201': { description: 'Created' } },
      },
    },
  },
  components: {
    schemas: {
      Report: {
        type: 'object',
        required: ['email'],
        properties: {
          email: {
            type: 'string',
            example: 'a@example.com',
            nullable: true,
            'x-internal': 'admin',
            'x-mint': { pre: ['PII'], post: ['indexed', 'unique'] },
          },
          format: { type: 'string', enum: ['csv', 'pdf'], example: 'csv', 'x-default': 'pdf' },
          schedule: {
            type: 'object',
            properties: { hour: { type: 'integer', example: 1, 'x-default': 6 } },
          },
        },
      },
    },
  },
};

describe('OpenAPI extensions', () => {
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;
  let build: RunResult;
  let out: string;

  beforeAll(async () => {
    const dir = await writeSite({
      'openapi.json': JSON.stringify(spec, null, 2),
      'docs.json': JSON.stringify({
        name: 'Extensions',
        api: {
          examples: { prefill: true },
          params: { expanded: 'all', post: ['nullable', 'x-internal'] },
          playground: { proxy: false },
        },
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
      }),
    });
    out = join(dir, 'dist');
    build = await runDocs(['build', dir, '--out', out]);
    expect(build.code, build.stderr).toBe(0);
    [site, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  async function open(route: string): Promise<Page> {
    const tab = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const response = await tab.goto(`${site.url}/${route}`);
    expect(response?.status(), route).toBe(200);
    return tab;
  }

  const box = async (tab: Page, selector: string) => {
    const found = await tab.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${selector} is not shown`);
    return found;
  };

  it('x-mint.metadata, content and href: the page at its href, titled, described and tagged as the metadata says', async () => {
    const tab = await open('reference/all-reports');
    await expect(tab.locator('.dw-title').innerText()).resolves.toBe('All reports');
    await expect(tab.locator('.dw-lead').innerText()).resolves.toBe(
      'Every report of the account, newest first.',
    );
    expect(await tab.locator('meta[property="og:title"]').getAttribute('content')).toBe(
      'Reports for sharing',
    );
    expect(await tab.locator('meta[name="description"]').getAttribute('content')).toBe(
      'Every report of the account, newest first.',
    );
    // The content comes before the generated reference.
    const warning = tab.locator('.dw-callout-warning', { hasText: 'Large reports take a minute.' });
    expect(await warning.isVisible()).toBe(true);
    const warningBox = await warning.boundingBox();
    const parameters = await box(tab, '#query-parameters');
    if (!warningBox) throw new Error('the warning is not shown');
    expect(warningBox.y + warningBox.height).toBeLessThanOrEqual(parameters.y);
    // The sidebar entry: its sidebarTitle, with the tag to the right of it.
    const link = tab.locator('.dw-sidebar a[href="/reference/all-reports"]');
    await expect(link.locator('span:not(.dw-nav-method):not(.dw-nav-tag)').innerText()).resolves.toBe(
      'Reports',
    );
    const title = await link.locator('span:not(.dw-nav-method):not(.dw-nav-tag)').boundingBox();
    const tag = await link.locator('.dw-nav-tag').boundingBox();
    if (!title || !tag) throw new Error('the sidebar entry is not shown');
    await expect(link.locator('.dw-nav-tag').innerText()).resolves.toBe('BETA');
    expect(tag.x).toBeGreaterThanOrEqual(title.x + title.width);
    await tab.close();

    const twin = await readFile(join(out, 'reference/all-reports.md'), 'utf8');
    expect(twin).toContain('# All reports\n\n> Every report of the account, newest first.');
    expect(twin.indexOf('Reports are built **nightly**.')).toBeGreaterThan(0);
    expect(twin.indexOf('Reports are built **nightly**.')).toBeLessThan(twin.indexOf('## GET /reports'));
    await expect(readFile(join(out, 'api-reference/reports/list-reports.md'), 'utf8')).rejects.toThrow();
  });

  it('metadata.deprecated marks the operation deprecated; a malformed x-mint.mcp and playground.expand get located warnings', async () => {
    const tab = await open('api-reference/reports/create-report');
    const entry = tab.locator('.dw-sidebar a', { hasText: 'Create report' }).locator('.dw-nav-deprecated');
    expect(await entry.evaluate((node) => getComputedStyle(node).textDecorationLine)).toBe('line-through');
    expect(await tab.locator('.dw-badge-deprecated', { hasText: 'deprecated' }).first().isVisible()).toBe(
      true,
    );
    await tab.close();
    expect(await readFile(join(out, 'api-reference/reports/create-report.md'), 'utf8')).toContain(
      '**Deprecated.**',
    );
    const output = build.stdout + build.stderr;
    expect(output).toMatch(
      /warning spec\/invalid {2}openapi\.json:\d+:\d+ \(#\/paths\/~1reports\/post\/x-mint\/mcp\/enabled\)/,
    );
    expect(output).toContain('`x-mint.mcp.enabled` must be true or false; it is not applied.');
    expect(output).toMatch(
      /warning spec\/not-supported {2}openapi\.json:\d+:\d+ \(#\/paths\/~1reports\/post\/x-mint\/playground\)/,
    );
  });

  it('x-mint.metadata: searchable: false keeps the page out of search only; keys a generated page does not apply are warned at their JSON path', async () => {
    const hits = await searchBuiltSite(browser, out, ['zorblatt', 'nightly']);
    expect(hits.zorblatt).toEqual([]);
    expect(hits.nightly?.map((hit) => hit.title)).toEqual(['All reports']);
    expect(await readFile(join(out, 'llms.txt'), 'utf8')).toContain('create-report.md');
    const output = build.stdout + build.stderr;
    for (const key of ['rss', 'openapi'])
      expect(output).toMatch(
        new RegExp(
          `warning spec/not-supported {2}openapi\\.json:\\d+:\\d+ \\(#/paths/~1reports/post/x-mint/metadata/${key}\\)`,
        ),
      );
    expect(output).toContain('`x-mint.metadata.rss` of POST /reports is not applied');
    for (const key of ['deprecated', 'searchable', 'title', 'sidebarTitle', 'description', 'og:title', 'tag'])
      expect(output).not.toContain(`x-mint/metadata/${key})`);
  });

  it('pills: x-mint.pre before the name, api.params.post and x-mint.post after it, in that order', async () => {
    const tab = await open('api-reference/reports/create-report');
    const head = tab.locator('#email .dw-field-head');
    const name = await head.locator('.dw-field-name').boundingBox();
    const pre = await head.locator('.dw-badge-pre').boundingBox();
    if (!name || !pre) throw new Error('the field is not shown');
    await expect(head.locator('.dw-badge-pre').innerText()).resolves.toBe('PII');
    expect(pre.x + pre.width).toBeLessThanOrEqual(name.x);
    expect(await head.locator('.dw-badge-post').allInnerTexts()).toEqual(['admin', 'indexed', 'unique']);
    // `nullable` is named by api.params.post and is a badge of its own: shown once.
    expect(await head.locator('.dw-badge', { hasText: /^nullable$/ }).count()).toBe(1);
    const required = await head.locator('.dw-badge-required').boundingBox();
    const firstPost = await head.locator('.dw-badge-post').first().boundingBox();
    if (!required || !firstPost) throw new Error('the badges are not shown');
    expect(firstPost.x).toBeGreaterThan(required.x);
    await tab.close();
    const query = await open('reference/all-reports');
    await expect(query.locator('#limit .dw-badge-post').innerText()).resolves.toBe('paged');
    await query.close();
    const twin = await readFile(join(out, 'api-reference/reports/create-report.md'), 'utf8');
    // The twin names the pills the page shows, api.params.post's (`nullable`, `x-internal`) too.
    expect(twin).toContain('- `email` string, PII, required, nullable, admin, indexed, unique');
    expect(await readFile(join(out, 'reference/all-reports.md'), 'utf8')).toContain(
      '- `limit` (integer), paged',
    );
  });

  it('api.params.expanded: all shows nested fields without a click', async () => {
    const tab = await open('api-reference/reports/create-report');
    expect(await tab.locator('#schedule-hour').isVisible()).toBe(true);
    await tab.close();
  });

  it('x-default with examples.prefill: the playground starts from it, the reference keeps the example', async () => {
    const tab = await open('reference/all-reports');
    await tab.getByText('Try it').click();
    await expect.poll(() => tab.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    expect(await tab.getByLabel('limit', { exact: true }).inputValue()).toBe('25');
    await tab.close();
    const post = await open('api-reference/reports/create-report');
    await post.getByText('Try it').click();
    await expect.poll(() => post.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    await post.getByLabel('Raw JSON').check();
    expect(JSON.parse(await post.getByLabel('Body', { exact: true }).inputValue())).toEqual({
      email: 'a@example.com',
      format: 'pdf',
      schedule: { hour: 6 },
    });
    await post.close();
    // The request example in the twin is the spec's example, not the playground's default.
    expect(await readFile(join(out, 'reference/all-reports.md'), 'utf8')).toContain('?limit=10');
  });
});
