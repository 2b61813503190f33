// Values from pages and specs that reach the built HTML, the Markdown twin and the changelog feed,
// written to break out of where they land: `x-mint.metadata` titles and meta tags, parameter pills
// (`x-mint.pre`/`post`, `api.params.post`), a security scheme's `x-default` that the playground
// prefills, View and Tab titles, and an `<Update>`'s label, tags and `rss` prop in the RSS feed.
// Built by the real CLI; in Chromium no injected script runs (the playground opened too), the
// feed is well-formed XML whose items hold no markup a reader would run, and a meta tag with a
// script address is left out with a located warning.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { type RunResult, runDocs } from '../helpers/cli.ts';
import { watchPwned } from '../helpers/pwned.ts';
import { listFiles, tempDir, writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const run = (tag: string) =>
  `"></script></title><script>window.pwned='${tag}'</script><img src=x onerror="window.pwned='${tag}-img'">`;

const spec = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  components: {
    securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key', 'x-default': run('x-default') } },
  },
  security: [{ key: [] }],
  paths: {
    '/pets': {
      post: {
        summary: 'Create a pet',
        'x-mint': {
          metadata: {
            title: `Create ${run('meta-title')}`,
            description: run('meta-description'),
            sidebarTitle: run('meta-sidebar'),
            'og:title': run('og-title'),
            'og:image': 'javascript:window.pwned="og-image"',
          },
        },
        parameters: [
          {
            name: 'q',
            in: 'query',
            schema: {
              type: 'string',
              'x-flag': run('params-post'),
              'x-mint': { pre: [run('pill-pre')], post: [run('pill-post')] },
            },
          },
        ],
        responses: { '200': { description: 'OK' } },
      },
    },
  },
};

const home = [
  '---',
  `title: ${JSON.stringify(`Home ${run('page-title')}`)}`,
  'description: Home page.',
  'og:image: " javascript:window.pwned=1"',
  'twitter:image: data:text/html,<script>1</script>',
  '---',
  '',
  `<View title={${JSON.stringify(`Web ${run('view')}`)}}>Seen in the view.</View>`,
  '',
  '<Tabs>',
  `  <Tab title={${JSON.stringify(`One ${run('tab')}`)}}>First tab.</Tab>`,
  '  <Tab title="Two">Second tab.</Tab>',
  '</Tabs>',
].join('\n');

const changelog = [
  '---',
  'title: Changelog',
  'description: Changes ]]></description><evil/>',
  'rss: true',
  '---',
  '',
  `<Update label="v1 ]]><evil/>\u0001" tags={["a<b>&c", "]]><x/>"]} rss={{ title: "Title ]]><evil/>", description: "<img src=x onerror=alert(1)> ]]> <script>alert(2)</script>" }}>`,
  'Body **text**.',
  '</Update>',
  '',
  '<Update label="v0" description="first">',
  'First <b onclick="alert(3)">bold</b> release.',
  '</Update>',
].join('\n');

describe('page and spec values against injection', () => {
  let out: string;
  let build: RunResult;
  let site: { url: string; close: () => Promise<void> };
  let browser: Browser;

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Hostile',
        api: { params: { post: ['x-flag'] }, playground: { proxy: false } },
        navigation: { groups: [{ group: 'Docs', pages: ['index', 'changelog', 'POST /pets'] }] },
        openapi: 'openapi.json',
      }),
      'openapi.json': JSON.stringify(spec, null, 2),
      'index.mdx': home,
      'changelog.mdx': changelog,
    });
    out = join(dir, 'dist');
    build = await runDocs(['build', dir, '--out', out, '--base-url', 'https://docs.example.com']);
    expect(build.code, build.stderr).toBe(0);
    [site, browser] = await Promise.all([serveStatic(out), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('no value runs script on the pages, in the tabs and in the opened playground', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const ran = await watchPwned(context);
    const tab = await context.newPage();
    await tab.goto(`${site.url}/`);
    expect(await tab.title()).toContain(`Home "></script></title><script>`);
    await tab.locator('.dw-radio-tab', { hasText: 'Two' }).click();
    expect(await tab.getByText('Second tab.').isVisible()).toBe(true);
    await tab.goto(`${site.url}/changelog`);
    const endpoint = (await tab.locator('.dw-sidebar a[href*="/api-reference/"]').getAttribute('href')) ?? '';
    await tab.goto(`${site.url}${endpoint}`);
    expect(await tab.title()).toContain(`Create "></script></title><script>`);
    const pills = await tab.locator('.dw-badge-pre, .dw-badge-post').allTextContents();
    expect(pills.join('\n')).toContain(`window.pwned='pill-pre'`);
    expect(pills.join('\n')).toContain(`window.pwned='params-post'`);
    await tab.getByRole('button', { name: 'Try it' }).first().click();
    // The prefilled key is the whole value, as text: nothing of it became markup.
    expect(await tab.locator('input[name="auth-key"]').first().inputValue()).toBe(run('x-default'));
    expect(ran).toEqual([]);
    await context.close();
  });

  it('meta tags with a script or data address are left out, each with a located warning', async () => {
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).not.toMatch(/<meta[^>]+(javascript|data):/i);
    expect(build.stderr).toMatch(
      /warning page\/not-supported {2}index\.mdx:4:1\n {2}og:image .* is a "javascript:" address/,
    );
    expect(build.stderr).toMatch(
      /warning page\/not-supported {2}index\.mdx:5:1\n {2}twitter:image .* is a "data:" address/,
    );
    const endpoint = (await readFile(join(out, 'llms.txt'), 'utf8')).match(/\/api-reference\/[^\s)]+/)?.[0];
    const endpointHtml = await readFile(join(out, `${endpoint?.replace(/\.md$/, '')}/index.html`), 'utf8');
    expect(endpointHtml).not.toContain('og-image');
    expect(build.stderr).toContain(
      'warning spec/not-supported  openapi.json (#/paths/~1pets/post/x-mint/metadata/og:image)',
    );
  });

  it('the changelog feed is well-formed and its items hold no markup a reader would run', async () => {
    const xml = await readFile(join(out, 'changelog/rss.xml'), 'utf8');
    const tab = await browser.newPage();
    const feed = await tab.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      const items = [...doc.querySelectorAll('item')];
      // A feed reader renders each description as HTML: parse it as one does, without running it.
      const descriptions = items.map((item) =>
        new DOMParser().parseFromString(item.querySelector('description')?.textContent ?? '', 'text/html'),
      );
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        channelChildren: [...(doc.querySelector('channel')?.children ?? [])].map((e) => e.tagName),
        titles: items.map((item) => item.querySelector('title')?.textContent),
        categories: items.flatMap((item) => [...item.querySelectorAll('category')].map((c) => c.textContent)),
        evil: doc.getElementsByTagName('evil').length + doc.getElementsByTagName('x').length,
        descriptionText: descriptions.map((d) => d.body.textContent),
        runnable: descriptions.map((d) => d.querySelectorAll('script, img, [onclick], [onerror]').length),
      };
    }, xml);
    await tab.close();
    expect(feed.error).toBeNull();
    expect(feed.evil).toBe(0);
    expect(feed.channelChildren.filter((name) => name === 'item')).toHaveLength(2);
    expect(feed.titles[0]).toBe('Title ]]><evil/>');
    expect(feed.categories).toEqual(['a<b>&c', ']]><x/>']);
    expect(feed.descriptionText[0]).toBe('<img src=x onerror=alert(1)> ]]> <script>alert(2)</script>');
    expect(feed.runnable).toEqual([0, 0]);
    expect(feed.descriptionText[1]).toContain('release.');
  });

  it('the Markdown twin holds the page, View and Tab titles as text', async () => {
    const twin = await readFile(join(out, 'index.md'), 'utf8');
    expect(twin).toContain('Seen in the view.');
    expect(twin).toContain('First tab.');
    // Angle brackets of the titles are escaped: a Markdown renderer shows them, runs nothing.
    expect(twin).not.toMatch(/(?<!\\)<(script|img)\b/);
    expect(twin).toContain('\\<script>');
    expect(twin.split('\n')[2]).toMatch(/^# Home "\\?>\\<\/script>\\<\/title>\\<script>/);
    const full = await readFile(join(out, 'llms-full.txt'), 'utf8');
    expect(full).toMatch(/^# Home "\\?>\\<\/script>\\<\/title>\\<script>/m);
    expect(full).not.toMatch(/^# .*(?<!\\)<script/m);
  });
});

describe.each(['x-mint', 'x-docwright'])('an %s href that climbs out of the site', (extension) => {
  it('is not applied: a located warning, and the page is written inside the output at its generated route', async () => {
    const above = await tempDir('href-above');
    const climbing = `${'../'.repeat(12)}${above.replace(/^\//, '')}/escaped`;
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Href',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json', pages: ['index'] }] },
      }),
      'index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nHello.\n',
      'openapi.json': JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'P', version: '1' },
        paths: {
          '/a': {
            get: {
              summary: 'Get a',
              [extension]: { href: climbing },
              responses: { '200': { description: 'OK' } },
            },
          },
        },
      }),
    });
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      new RegExp(
        `warning spec/not-supported {2}openapi\\.json:1:\\d+ \\(#/paths/~1a/get/${extension}/href\\)\\n {2}\`${extension}\\.href\` of GET /a is not applied: a page route with a \`\\.\\.\``,
      ),
    );
    expect(await listFiles(above)).toEqual([]);
    expect(await listFiles(out)).toContain('api-reference/get-a/index.html');
  });
});
