import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { corpusBuild, corpusBuildTimeout } from '../helpers/corpus-builds.ts';

/** Every docs site of the corpus, in two halves that vitest builds in parallel (two test files). */
export const corpusSites = readdirSync(join(corpusDir, 'docs')).sort();

/** The config with each `{"$ref": "./file.json"}` replaced by that file (meilisearch splits its docs.json). */
export async function withRefs(node: unknown, dir: string): Promise<unknown> {
  if (Array.isArray(node)) return Promise.all(node.map((item) => withRefs(item, dir)));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') {
    const file = join(dir, ref);
    return withRefs(JSON.parse(await readFile(file, 'utf8')), dirname(file));
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = await withRefs(value, dir);
  return out;
}

/** Every page path named in a docs.json navigation (endpoint entries like "GET /x" left out). */
export function navigationPages(node: unknown, out: string[] = []): string[] {
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

/** Builds each site as it is published (with the stand-ins) and checks the outcome. */
export function describeSiteBuilds(sites: readonly string[]): void {
  describe('the corpus docs sites build unchanged', () => {
    for (const name of sites) {
      it(
        `${name}: 0 errors, every navigation page that exists is built`,
        async () => {
          const { site, out, ...result } = await corpusBuild(name);
          expect(result.code, result.stderr).toBe(0);
          expect(result.stdout).toMatch(/^Built \d+ pages/m);
          const configFile = existsSync(join(site, 'docs.json')) ? 'docs.json' : 'mint.json';
          const config = (await withRefs(
            JSON.parse(await readFile(join(site, configFile), 'utf8')),
            site,
          )) as {
            navigation: unknown;
          };
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
        },
        corpusBuildTimeout,
      );
    }
  });
}
