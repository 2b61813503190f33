// `.mintignore` is read with gitignore's rules (issue 35): a `!` line re-includes a page a broader
// line above it left out, so that page is published everywhere a reader or an agent looks, while
// the pages the broader line still matches stay out. A `!` line cannot re-include a file whose
// folder is left out, as in git.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { searchBuiltSite } from '../helpers/pagefind-search.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const page = (title: string, body: string) =>
  `---\ntitle: ${title}\ndescription: ${title} page\n---\n\n${body}\n`;

let dist: string;
let buildOutput: string;
let browser: Browser;

beforeAll(async () => {
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Negation',
        navigation: {
          groups: [{ group: 'Docs', pages: ['index', 'wip/launch', 'wip/later', 'drafts/kept'] }],
        },
      }),
      'index.mdx': page('Home', 'Welcome.'),
      'wip/launch.mdx': page('Launch', 'Flibbertigrommet is ready to publish.'),
      'wip/later.mdx': page('Later', 'Wobblequaxle is not ready.'),
      'drafts/kept.mdx': page('Kept', 'Grumbletoft sits in an ignored folder.'),
      '.mintignore': 'wip/*\n!wip/launch.mdx\ndrafts/\n!drafts/kept.mdx\n',
    },
    'mintignore-negation',
  );
  dist = join(dir, 'dist');
  const built = await runDocs(['build', dir, '--out', dist, '--base-url', 'https://docs.example.com']);
  buildOutput = built.stdout + built.stderr;
  if (built.code !== 0) throw new Error(`docs build failed:\n${buildOutput}`);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
});

describe('.mintignore with a `!` line', () => {
  it('publishes the re-included page in the sidebar, sitemap, llms.txt and search', async () => {
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://docs.example.com/wip/launch</loc>');
    const llms = await readFile(join(dist, 'llms.txt'), 'utf8');
    expect(llms).toContain('[Launch](https://docs.example.com/wip/launch.md)');
    expect(await readFile(join(dist, 'wip/launch.md'), 'utf8')).toContain('Flibbertigrommet');
    const hits = await searchBuiltSite(browser, dist, ['Flibbertigrommet', 'Wobblequaxle', 'Grumbletoft']);
    expect(hits.Flibbertigrommet?.map((hit) => hit.title)).toEqual(['Launch']);
    const server = await serveStatic(dist);
    const tab = await browser.newPage();
    try {
      await tab.goto(`${server.url}/wip/launch`);
      const sidebar = tab.locator('.dw-sidebar');
      await expect
        .poll(() => sidebar.getByRole('link', { name: 'Launch', exact: true }).isVisible())
        .toBe(true);
      expect(await sidebar.getByRole('link', { name: 'Later' }).count()).toBe(0);
      expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('Launch');
    } finally {
      await tab.close();
      await server.close();
    }
    expect(hits.Wobblequaxle).toEqual([]);
    expect(hits.Grumbletoft).toEqual([]);
  });

  it('keeps out what the broader line still matches, and a file whose folder is left out', async () => {
    const sitemap = await readFile(join(dist, 'sitemap.xml'), 'utf8');
    const llms = await readFile(join(dist, 'llms-full.txt'), 'utf8');
    for (const route of ['wip/later', 'drafts/kept']) {
      expect(sitemap).not.toContain(`/${route}<`);
      expect(llms).not.toContain(`/${route}`);
    }
    expect(llms).not.toMatch(/Wobblequaxle|Grumbletoft/);
    expect(buildOutput).toContain('.mintignore line 1 ("wip/*") leaves wip/later.mdx out of the site');
    expect(buildOutput).toContain('.mintignore line 3 ("drafts/") leaves drafts/kept.mdx out of the site');
    expect(buildOutput).not.toContain('wip/launch.mdx out of the site');
    expect(buildOutput).not.toContain('negated pattern');
  });

  it('warns, at its line, of a `!` line that cannot bring a page back because its folder is left out', () => {
    expect(buildOutput).toMatch(/warning config\/not-supported {2}\.mintignore:4:1/);
    expect(buildOutput).toContain(
      '"!drafts/kept.mdx" cannot bring back drafts/kept.mdx: line 3 ("drafts/") leaves out a folder it is in',
    );
    expect(buildOutput).toContain('write that line as "drafts/*"');
    expect(buildOutput).not.toMatch(/\.mintignore:2:1/);
  });
});
