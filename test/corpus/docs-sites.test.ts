import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';

const sites = ['mintlify-starter', 'formal', 'firecrawl', 'turso'];

/** Every page path named in a docs.json navigation (endpoint entries like "GET /x" left out). */
function navigationPages(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) navigationPages(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pages' && Array.isArray(value)) {
        for (const entry of value) {
          if (
            typeof entry === 'string' &&
            !/^(\S+\s+)?(get|put|post|delete|patch|options|head|trace|webhook)\s/i.test(entry)
          ) {
            out.push(entry.replace(/^\//, ''));
          } else navigationPages(entry, out);
        }
      } else navigationPages(value, out);
    }
  }
  return out;
}

describe('the corpus docs sites build unchanged', () => {
  for (const name of sites) {
    it(`${name}: 0 errors, every navigation page that exists is built`, async () => {
      const site = join(corpusDir, 'docs', name);
      const out = join(await tempDir(`docs-${name}`), 'dist');
      const result = await runDocs(['build', site, '--out', out]);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toMatch(/^Built \d+ pages/m);
      const config = JSON.parse(await readFile(join(site, 'docs.json'), 'utf8'));
      const pages = navigationPages(config.navigation);
      expect(pages.length).toBeGreaterThan(10);
      const existing = pages.filter(
        (page) => existsSync(join(site, `${page}.mdx`)) || existsSync(join(site, `${page}.md`)),
      );
      // A page's route is its path, with `index` standing for its folder.
      const htmlOf = (page: string) => {
        const route = page.replace(/(^|\/)index$/, '');
        return route === '' ? 'index.html' : `${route}/index.html`;
      };
      const missing = existing.filter((page) => !existsSync(join(out, htmlOf(page))));
      expect(missing).toEqual([]);
      // Navigation entries without a file are the repositories' own gaps: each one is a located warning.
      for (const page of pages.filter((entry) => !existing.includes(entry))) {
        expect(result.stderr).toContain(`"${page}"`);
      }
    });
  }
});
