import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, createSiteFiles, outputData } from '@docwright/site-builder';
import { expect, it } from 'vitest';
import { tempDir, writeSite } from '../helpers/site.ts';

const page = (title: string) =>
  `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n# ${title}\n\nText.\n`;

// Titles with two-, three- and four-byte UTF-8 characters on both sides of each page's link:
// the sidebar is written from bytes cut at the current page's link, not from text.
const titles: Record<string, string> = {
  'guides/uberblick': 'Überblick',
  'guides/nihongo': '日本語のガイド',
  'guides/rocket': 'Launch 🚀 day',
  'reference/zahlen': 'Zahlen & Maße',
  'reference/emoji': '🧪 Tests',
};

async function unicodeSite(): Promise<string> {
  return await writeSite({
    'docs.json': JSON.stringify({
      name: 'Bytes',
      navigation: {
        tabs: [
          {
            tab: 'Guides',
            groups: [{ group: 'Start', pages: ['guides/uberblick', 'guides/nihongo', 'guides/rocket'] }],
          },
          { tab: 'Reference', groups: [{ group: 'Ref', pages: ['reference/zahlen', 'reference/emoji'] }] },
        ],
      },
    }),
    ...Object.fromEntries(Object.entries(titles).map(([route, title]) => [`${route}.mdx`, page(title)])),
  });
}

it("marks each page's own link in the sidebar it writes from shared bytes", async () => {
  const site = await unicodeSite();
  const out = join(await tempDir('sidebar-bytes'), 'dist');
  const built = await buildSite({ dir: site, outDir: out });
  expect(built.ok, built.diagnostics.map((d) => d.message).join('\n')).toBe(true);
  const unmarked = new Map<string, Set<string>>();
  for (const [route, title] of Object.entries(titles)) {
    const html = await readFile(join(out, route, 'index.html'), 'utf8');
    expect(html).not.toContain('\uFFFD');
    const current = [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([\s\S]*?)<\/a>/g)];
    expect(
      current.map((match) => match[0].match(/href="([^"]*)"/)?.[1]),
      route,
    ).toEqual([`/${route}`]);
    expect(current[0]?.[1]).toContain(`>${title.replace('&', '&amp;')}<`);
    // Unmarked, every page of a section carries the same sidebar, listing the section's pages whole.
    const sidebar = /<nav class="dw-sidebar"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const section = route.split('/')[0] ?? '';
    unmarked.set(
      section,
      (unmarked.get(section) ?? new Set()).add(sidebar.replace(' aria-current="page"', '')),
    );
  }
  for (const [section, sidebars] of unmarked) {
    expect(sidebars.size, section).toBe(1);
    const [sidebar] = sidebars;
    for (const [route, title] of Object.entries(titles))
      if (route.startsWith(`${section}/`))
        expect(sidebar).toContain(`href="/${route}"><span>${title.replace('&', '&amp;')}</span></a>`);
  }
});

it('serves the same page from memory (`docs dev`) as it writes', async () => {
  const site = await unicodeSite();
  const out = join(await tempDir('sidebar-bytes-dev'), 'dist');
  // Its pages are made again below, after the build: kept in memory.
  const built = await buildSite({ dir: site, outDir: out, spool: false });
  if (!built.snapshot) throw new Error('the build kept no snapshot');
  const files = createSiteFiles(built.snapshot, { siteDir: site, baseUrl: 'http://localhost:3000' });
  for (const route of Object.keys(titles)) {
    const content = files.get(`${route}/index.html`);
    if (content === undefined || (typeof content === 'object' && 'copyFrom' in content))
      throw new Error(`${route} was not generated`);
    expect(outputData(content)).toBe(await readFile(join(out, route, 'index.html'), 'utf8'));
  }
});
