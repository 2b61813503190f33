import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { copySite, tempDir } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

interface Hit {
  url: string;
  title: string;
  sections: string[];
}

const reference = '/api-reference';
const createPet = `${reference}/pets/create-a-pet`;
const listPets = `${reference}/pets/list-pets`;
const uploadPhoto = `${reference}/pets/upload-a-pet-photo`;
const getUser = `${reference}/users/get-the-current-user`;

/**
 * The example site's search, as its search dialog queries it: the reference's search documents are
 * made from the model as it renders (not cut out of its HTML), and must find what the page says
 * and nothing of its examples, playground or collapsed child attributes.
 */
describe('search content of the reference (examples/petstore)', () => {
  let browser: Browser;
  let out: string;
  let hits: Record<string, Hit[]>;

  beforeAll(async () => {
    const site = await copySite(join(repoRoot, 'examples/petstore'), 'search-content');
    out = join(await tempDir('search-content-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    browser = await launchBrowser();
    hits = await search(browser, out, [
      'metadata',
      'newest',
      'questions',
      'querySelector',
      'Remember',
      'Rex',
    ]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const page = (path: string) => readFile(join(out, path.slice(1), 'index.html'), 'utf8');

  it("finds a body field's name, landing on the Body section's anchor", () => {
    const hit = hits.metadata?.find((found) => found.url === createPet);
    expect(hit?.title).toBe('Create a pet');
    expect(hit?.sections).toContain(`${createPet}#body`);
  });

  it("finds an operation's description", () => {
    expect(hits.newest?.map((found) => found.url)).toEqual([listPets]);
  });

  it("leaves out a field's collapsed child attributes, which the page shows", async () => {
    // owner.email's description: "Where questions about the pet go."
    expect(await page(createPet)).toContain('Where questions about the pet go.');
    expect(hits.questions?.map((found) => found.url) ?? []).not.toContain(createPet);
  });

  it('leaves out request examples, response examples and the playground, which the page shows', async () => {
    const photoPage = await page(uploadPhoto);
    expect(photoPage).toContain('querySelector'); // the JavaScript request example
    expect(photoPage).toContain('Remember on this device'); // the playground's credentials
    expect(await page(`${reference}/pets/get-a-pet`)).toContain('Rex'); // a response example
    for (const word of ['querySelector', 'Remember'])
      expect(
        hits[word]?.filter((found) => found.url.startsWith(reference)),
        word,
      ).toEqual([]);
    // The quickstart's own code block names Rex; no reference page does outside its examples.
    expect(hits.Rex?.filter((found) => found.url.startsWith(reference))).toEqual([]);
    expect(await page(getUser)).toContain('dw-playground');
  });
});

/** Queries the built site's Pagefind index in the browser, as the search dialog does. */
async function search(
  browser: Browser,
  out: string,
  words: readonly string[],
): Promise<Record<string, Hit[]>> {
  const server = await serveStatic(out);
  const tab = await browser.newPage();
  try {
    await tab.goto(server.url);
    return await tab.evaluate(
      async ({ queries, script }) => {
        // Spelled as a string so the test runner's module transform leaves this import alone.
        const pagefind = await new Function('url', 'return import(url)')(script);
        const found: Record<string, Hit[]> = {};
        for (const query of queries) {
          const results = await pagefind.search(query);
          const pages = await Promise.all(
            results.results.map((r: { data: () => Promise<unknown> }) => r.data()),
          );
          found[query] = pages.map((data) => {
            const { url, meta, sub_results } = data as {
              url: string;
              meta: Record<string, string>;
              sub_results: { url: string }[];
            };
            return { url, title: meta.title ?? '', sections: sub_results.map((sub) => sub.url) };
          });
        }
        return found;
      },
      { queries: words, script: '/_docwright/search/pagefind.js' },
    );
  } finally {
    await tab.close();
    await server.close();
  }
}
