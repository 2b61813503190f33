// Publishing as Mintlify users rely on it (issue 35): `.mintignore` keeps drafts out of everything a
// reader or an agent can reach, a site's own sitemap.xml is served as written, and redirects with
// Mintlify's wildcards (`:slug*`, `prefix-*`) forward readers both from `docs preview` (its
// `_redirects`) and from a plain static host that reads no `_redirects` (the 404 page).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { searchBuiltSite } from '../helpers/pagefind-search.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';
import { type DocsProcess, runDocsProcess, servedUrl } from '../security/docs-process.ts';

const ownSitemap =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://docs.example.com/hand-written</loc></url></urlset>\n';

const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${title} page\n---\n\n${body}\n`;

let dir: string;
let dist: string;
let buildOutput: string;
let browser: Browser;
let preview: DocsProcess;
let previewUrl: string;
let staticHost: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  dir = await writeSite(
    {
      'docs.json': `{
  "name": "Publishing",
  "navigation": { "groups": [{ "group": "Docs", "pages": ["index", "guide", "drafts/plan"] }] },
  "redirects": [
    { "source": "/articles/concepts-*", "destination": "/guide" },
    { "source": "/old/guide-*", "destination": "/guide-*" },
    { "source": "/beta/:slug*", "destination": "/:slug*" }
  ]
}
`,
      'index.mdx': page('Home', 'Welcome to the published site.'),
      'guide.mdx': page('Guide', 'The guide everyone reads.'),
      'guide-two.mdx': page('Guide two', 'The second guide.'),
      'drafts/plan.mdx': page('Plan', 'Zanzibarquux is the unpublished draft word.'),
      'internal/notes.md': page('Notes', 'Quokkaflumph is an internal note.'),
      'wip.draft.mdx': page('Work in progress', 'Snorkelwomp is not done.'),
      '.mintignore': '# drafts stay in the repository\ndrafts/\n/internal\n*.draft.mdx\n',
      'sitemap.xml': ownSitemap,
    },
    'publishing',
  );
  dist = join(dir, 'dist');
  const built = await runDocs(['build', dir, '--out', dist, '--base-url', 'https://docs.example.com']);
  buildOutput = built.stdout + built.stderr;
  if (built.code !== 0) throw new Error(`docs build failed:\n${buildOutput}`);
  browser = await launchBrowser();
  preview = runDocsProcess(['preview', dist, '--port', '0'], {});
  previewUrl = await servedUrl(preview, 90_000, /Docwright preview: (http:\/\/\S+?)\/? /);
  staticHost = await serveStatic(dist);
}, 300_000);

afterAll(async () => {
  await preview?.stop();
  await staticHost?.close();
  await browser?.close();
});

describe('.mintignore', () => {
  it('warns, located, at a navigation entry naming an ignored page', () => {
    expect(buildOutput).toMatch(
      /warning nav\/page-ignored {2}docs\.json:3:\d+ \(navigation\.groups\[0\]\.pages\[2\]\)/,
    );
    expect(buildOutput).toContain('.mintignore line 2 ("drafts/") leaves drafts/plan.mdx out of the site');
  });

  it('publishes no ignored page: no HTML, no twin, not in the sidebar, llms files or search', async () => {
    for (const path of [
      '/drafts/plan',
      '/drafts/plan.md',
      '/internal/notes',
      '/internal/notes.md',
      '/wip.draft',
    ]) {
      const response = await fetch(`${previewUrl}${path}`);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
    }
    const tab = await browser.newPage();
    await tab.goto(`${previewUrl}/guide`);
    const sidebar = tab.locator('.dw-sidebar');
    await expect.poll(() => sidebar.getByRole('link', { name: 'Guide', exact: true }).isVisible()).toBe(true);
    expect(await sidebar.getByRole('link', { name: 'Plan' }).count()).toBe(0);
    await tab.close();
    const llms = await (await fetch(`${previewUrl}/llms.txt`)).text();
    const llmsFull = await (await fetch(`${previewUrl}/llms-full.txt`)).text();
    expect(llmsFull).toContain('The guide everyone reads.');
    for (const text of [llms, llmsFull])
      expect(text).not.toMatch(/Zanzibarquux|Quokkaflumph|Snorkelwomp|drafts\/plan/);
    const hits = await searchBuiltSite(browser, dist, [
      'Zanzibarquux',
      'Quokkaflumph',
      'Snorkelwomp',
      'everyone',
    ]);
    expect(hits.Zanzibarquux).toEqual([]);
    expect(hits.Quokkaflumph).toEqual([]);
    expect(hits.Snorkelwomp).toEqual([]);
    expect(hits.everyone?.map((hit) => hit.title)).toEqual(['Guide']);
  });
});

describe('a site’s own sitemap.xml', () => {
  it('is served byte for byte instead of the generated one', async () => {
    expect(await readFile(join(dist, 'sitemap.xml'), 'utf8')).toBe(ownSitemap);
    const response = await fetch(`${previewUrl}/sitemap.xml`);
    expect(await response.text()).toBe(ownSitemap);
  });
});

describe('wildcard redirects', () => {
  const cases = [
    { from: '/articles/concepts-getting-started', to: '/guide', title: 'Guide' },
    { from: '/old/guide-two', to: '/guide-two', title: 'Guide two' },
    { from: '/beta/guide', to: '/guide', title: 'Guide' },
    { from: '/beta/guide-two#top', to: '/guide-two#top', title: 'Guide two' },
  ];

  it('are written to _redirects as static hosts read them', async () => {
    expect(await readFile(join(dist, '_redirects'), 'utf8')).toBe(
      '/articles/concepts-* /guide 308\n/old/guide-* /guide-:splat 308\n/beta/* /:splat 308\n',
    );
  });

  for (const [host, urlOf] of [
    ['docs preview', () => previewUrl],
    ['a static host without _redirects', () => staticHost.url],
  ] as const)
    it(`forward the reader on ${host}`, async () => {
      const tab = await browser.newPage();
      for (const { from, to, title } of cases) {
        await tab.goto(`${urlOf()}${from}`);
        await tab.waitForURL(`${urlOf()}${to}`);
        await expect.poll(() => tab.locator('h1').textContent()).toBe(title);
      }
      await tab.goto(`${urlOf()}/articles/other`);
      expect(await tab.locator('h1').textContent()).toBe('Page not found');
      await tab.close();
    });
});
