import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, searchIndexFolder, startSearchIndex } from '@docwright/site-builder';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { type SearchHit, searchBuiltSite } from '../helpers/pagefind-search.ts';
import { hashTree, listFiles, tempDir, writeSite } from '../helpers/site.ts';

const spec = {
  openapi: '3.0.3',
  info: { title: 'Plants', version: '1' },
  servers: [{ url: 'https://api.plants.example' }],
  paths: {
    '/plants': {
      get: {
        summary: 'List plants',
        description: 'Every plant, including the rare bromeliadwort.',
        responses: { '200': { description: 'OK' } },
      },
      post: {
        summary: 'Pot a plant',
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  pot: {
                    type: 'object',
                    description: 'The terracottapot to use.',
                    properties: { glaze: { type: 'string', description: 'A cobaltglaze finish.' } },
                  },
                },
              },
            },
          },
        },
        responses: { '201': { description: 'Potted' } },
      },
    },
  },
};

const page = (title: string, body: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: ${title}.\n${extra}---\n\n${body}\n`;

/** Each page carries one word no other page has. */
const files = {
  'index.mdx': page('Home', 'Welcome to the greenhouse.'),
  'watering.mdx': page(
    'Watering',
    'Water the quokkafern weekly.\n\n## Soaking\n\nSoak the mossbucket roots.\n\n<Expandable title="More">The tealkettle trick.</Expandable>',
  ),
  'private.mdx': page('Private', 'Notes about the zebraquill.', 'noindex: true\n'),
  'unlisted.mdx': page('Unlisted', 'A page about the narwhalbrim, outside the navigation.'),
  'openapi.json': JSON.stringify(spec),
};

const docsJson = (seo?: { indexing: string }) =>
  JSON.stringify({
    name: 'Greenhouse',
    navigation: {
      groups: [{ group: 'Guides', pages: ['index', 'watering', 'private'], openapi: 'openapi.json' }],
    },
    ...(seo && { seo }),
  });

describe('search index', () => {
  let browser: Browser;
  let site: string;

  beforeAll(async () => {
    site = await writeSite({ 'docs.json': docsJson(), ...files }, 'search-index');
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  /** Builds the site and queries its index with Pagefind's own browser API, as the search dialog does. */
  async function buildAndSearch(words: readonly string[]): Promise<Record<string, SearchHit[]>> {
    const out = join(await tempDir('search-index-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    return searchBuiltSite(browser, out, words);
  }

  it('holds the navigation pages only under seo.indexing navigable (the default)', async () => {
    const hits = await buildAndSearch([
      'greenhouse',
      'quokkafern',
      'mossbucket',
      'tealkettle',
      'zebraquill',
      'narwhalbrim',
    ]);
    expect(hits.greenhouse?.map((hit) => hit.url)).toEqual(['/']);
    expect(hits.quokkafern).toEqual([expect.objectContaining({ url: '/watering', title: 'Watering' })]);
    // A heading's words lead to its anchor.
    expect(hits.mossbucket?.[0]?.sections).toContain('/watering#soaking');
    // Collapsed content the author wrote is searchable (only generated child attributes are not).
    expect(hits.tealkettle?.map((hit) => hit.url)).toEqual(['/watering']);
    expect(hits.zebraquill).toEqual([]);
    expect(hits.narwhalbrim).toEqual([]);
  });

  it('indexes endpoint pages with their method and path', async () => {
    const hits = await buildAndSearch(['bromeliadwort', 'plants']);
    expect(hits.bromeliadwort).toEqual([
      expect.objectContaining({ title: 'List plants', endpoint: 'GET /plants' }),
    ]);
    expect(hits.plants?.map((hit) => hit.title)).toContain('List plants');
  });

  it("leaves a schema's nested child attributes out, and keeps their parent field", async () => {
    const hits = await buildAndSearch(['terracottapot', 'cobaltglaze']);
    expect(hits.terracottapot?.map((hit) => hit.endpoint)).toEqual(['POST /plants']);
    expect(hits.cobaltglaze).toEqual([]);
  });

  it('adds the pages outside the navigation under seo.indexing all, still without noindex pages', async () => {
    await writeFile(join(site, 'docs.json'), docsJson({ indexing: 'all' }));
    try {
      const hits = await buildAndSearch(['narwhalbrim', 'zebraquill']);
      expect(hits.narwhalbrim?.map((hit) => hit.url)).toEqual(['/unlisted']);
      expect(hits.zebraquill).toEqual([]);
    } finally {
      await writeFile(join(site, 'docs.json'), docsJson());
    }
  });

  it('indexes pages in the search order, whatever order they render in', async () => {
    const out = join(await tempDir('search-index-order'), 'dist');
    // Its pages are indexed again below, after the build: kept in memory.
    const build = await buildSite({ dir: site, outDir: out, renderWorkers: 0, spool: false });
    expect(build.ok).toBe(true);
    const snapshot = build.snapshot;
    if (!snapshot) throw new Error('the build kept no snapshot');
    // Pagefind's output depends on the order pages reach it: the last route first must not change it.
    const indexer = startSearchIndex();
    indexer.planned(snapshot);
    for (const [route, page] of [...snapshot.pages].reverse()) indexer.rendered(route, page);
    const files = await indexer.files();
    const built = await listFiles(join(out, searchIndexFolder));
    expect(built.length).toBeGreaterThan(3);
    expect([...files.keys()].sort()).toEqual(built.map((file) => `${searchIndexFolder}${file}`));
    for (const [path, bytes] of files)
      expect(Buffer.from(bytes).equals(await readFile(join(out, path))), path).toBe(true);
  });

  it('leaves the previous output untouched when the index cannot be built', async () => {
    const out = join(await tempDir('search-index-keep'), 'dist');
    expect((await runDocs(['build', site, '--out', out])).code).toBe(0);
    const before = await hashTree(out);
    const saved = process.env.PAGEFIND_BINARY_PATH;
    // Pagefind's Node API runs this binary; a path that does not exist makes indexing fail for real.
    process.env.PAGEFIND_BINARY_PATH = join(site, 'no-such-pagefind');
    try {
      const result = await runDocs(['build', site, '--out', out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('build/search-index-failed');
    } finally {
      if (saved === undefined) delete process.env.PAGEFIND_BINARY_PATH;
      else process.env.PAGEFIND_BINARY_PATH = saved;
    }
    await expect(hashTree(out)).resolves.toBe(before);
  });
});
