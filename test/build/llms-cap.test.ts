import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

const baseUrl = 'https://docs.example.com';
const PAGES = 3000;
const GROUPS = 30;
const perGroup = PAGES / GROUPS;
const description = (n: number) =>
  `Page ${n} explains one part of the product in enough words that its description runs long. `.repeat(5);

/** A 3,000-page site in two tabs of 15 groups each, every page with a 460-character description. */
async function largeSite(): Promise<string> {
  const files: Record<string, string> = {};
  const groups = Array.from({ length: GROUPS }, (_, g) => ({
    group: `Group ${g + 1}`,
    pages: Array.from({ length: perGroup }, (_, i) => `g${g + 1}/p${g * perGroup + i + 1}`),
  }));
  for (const group of groups)
    for (const route of group.pages) {
      const n = Number(route.split('/p')[1]);
      files[`${route}.md`] =
        `---\ntitle: Page ${n}\ndescription: ${description(n)}\n---\n\nBody of page ${n}.\n`;
    }
  files['docs.json'] = JSON.stringify({
    name: 'Big docs',
    description: 'A generated site with more pages than llms.txt can hold.',
    navigation: {
      tabs: [
        { tab: 'First', groups: groups.slice(0, GROUPS / 2) },
        { tab: 'Second', groups: groups.slice(GROUPS / 2) },
      ],
      global: { anchors: [{ anchor: 'Blog', href: 'https://blog.example.com' }] },
    },
  });
  return writeSite(files, 'llms-cap');
}

describe('llms.txt on a 3,000-page site', () => {
  it('stays under 100,000 characters: descriptions go first, then the last entries, with a note', async () => {
    const site = await largeSite();
    const out = join(await tempDir('llms-cap-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out, '--base-url', baseUrl]);
    expect(result.code, result.stderr).toBe(0);
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    const warning = /build\/llms-txt-truncated[\s\S]*?llms\.txt lists ([\d,]+) of 3,000 pages/.exec(
      result.stderr,
    );
    expect(warning, result.stderr).toBeTruthy();

    expect(llms.length).toBeLessThanOrEqual(100_000);
    expect(llms.length).toBeGreaterThan(90_000);
    expect(
      llms.startsWith(
        '# Big docs\n\n> A generated site with more pages than llms.txt can hold.\n\n## First\n\n### Group 1\n\n',
      ),
    ).toBe(true);
    const lines = [...llms.matchAll(/^- \[Page (\d+)\]\((\S+)\)(.*)$/gm)];
    // Entries were dropped, so every description was dropped before them.
    expect(lines.every((m) => m[3] === '')).toBe(true);
    // The kept entries are the first ones in navigation order.
    const kept = lines.map((m) => Number(m[1]));
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => i + 1));
    expect(kept.length).toBeGreaterThan(1000);
    expect(kept.length).toBeLessThan(PAGES);
    expect(lines[0]?.[2]).toBe(`${baseUrl}/g1/p1.md`);
    // The note says how many pages were left out and from where; external links stay.
    expect(warning?.[1]).toBe(kept.length.toLocaleString('en'));
    const left = PAGES - kept.length;
    expect(llms).toContain(`## Left out\n\n${left.toLocaleString('en')} more pages (`);
    const lastGroup = `Group ${GROUPS}`;
    expect(llms).toMatch(new RegExp(`more pages \\([^)]*(${lastGroup}|and \\d+ more)`));
    expect(llms).toContain('## Optional\n\n- [Blog](https://blog.example.com)');

    // Nothing is left out of the sitemap or llms-full.txt.
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    expect(sitemap.match(/<loc>/g)).toHaveLength(PAGES);
    const full = await readFile(join(out, 'llms-full.txt'), 'utf8');
    expect(full.match(/^Source: /gm)).toHaveLength(PAGES);
  });
});
