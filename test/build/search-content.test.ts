import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { type SearchHit, searchBuiltSite } from '../helpers/pagefind-search.ts';
import { copySite, tempDir } from '../helpers/site.ts';

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
  let hits: Record<string, SearchHit[]>;

  beforeAll(async () => {
    const site = await copySite(join(repoRoot, 'examples/petstore'), 'search-content');
    out = join(await tempDir('search-content-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    browser = await launchBrowser();
    hits = await searchBuiltSite(browser, out, [
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
