// The index's files as a build receives them: Pagefind writes them into a private folder of its
// own, read back and removed, instead of answering `GetFiles` over its pipe. Against the real
// Pagefind binary: the files are the ones `GetFiles` returns, byte for byte.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPagefindIndex } from '../src/isolation/pagefind-index.ts';
import { PagefindProcess } from '../src/isolation/pagefind-process.ts';

const pages = Array.from({ length: 40 }, (_, i) => ({
  url: `/guide/page-${i}`,
  content: `<html lang="${i % 2 ? 'en' : 'de'}"><body><h1>Page ${i}</h1><p>Charges, refunds and payouts ${i}.</p><h2 id="more">More</h2><p>Webhook ${i * 7}</p></body></html>`,
}));

/** What Pagefind's `GetFiles` answers for the same pages, decoded. */
async function filesFromGetFiles(): Promise<Map<string, Buffer>> {
  const pagefind = new PagefindProcess();
  try {
    const created = await pagefind.request({ type: 'NewIndex', config: { exclude_selectors: [] } });
    if (created.type !== 'NewIndex') throw new Error(created.type);
    for (const page of pages)
      await pagefind.request({
        type: 'AddFile',
        index_id: created.index_id,
        url: page.url,
        file_contents: page.content,
      });
    const answer = (await pagefind.request({ type: 'GetFiles', index_id: created.index_id })) as unknown as {
      files: { path: string; content: string }[];
    };
    return new Map(answer.files.map((file) => [file.path, Buffer.from(file.content, 'base64')]));
  } finally {
    await pagefind.close();
  }
}

describe('createPagefindIndex', { timeout: 60_000 }, () => {
  let scratch: string;
  const previousTmp = process.env.TMPDIR;
  beforeEach(async () => {
    // The index's folder is made under the system's temporary folder: this test's own one.
    scratch = await mkdtemp(join(tmpdir(), 'pagefind-index-test-'));
    process.env.TMPDIR = scratch;
  });
  afterEach(async () => {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    await rm(scratch, { recursive: true, force: true });
  });

  it('returns the files GetFiles would, byte for byte, and leaves no folder behind', async () => {
    const { index, errors } = await createPagefindIndex({ excludeSelectors: [] });
    expect(errors).toEqual([]);
    if (!index) throw new Error('no index');
    try {
      for (const page of pages) expect(await index.addHTMLFile(page)).toEqual({ errors: [] });
      const written = await index.getFiles();
      expect(written.errors).toEqual([]);
      const expected = await filesFromGetFiles();
      expect(written.files.map((file) => file.path)).toEqual([...expected.keys()].sort());
      expect(written.files.some((file) => file.path.startsWith('fragment/'))).toBe(true);
      for (const file of written.files)
        expect(Buffer.compare(Buffer.from(file.content), expected.get(file.path) as Buffer), file.path).toBe(
          0,
        );
      expect(await readdir(scratch)).toEqual([]);
    } finally {
      await index.deleteIndex();
    }
  });

  it('names Pagefind failing to write, and removes its folder', async () => {
    const { index } = await createPagefindIndex({ excludeSelectors: [] });
    if (!index) throw new Error('no index');
    await index.addHTMLFile(pages[0] as (typeof pages)[number]);
    // The index is gone from the process: Pagefind answers with an error instead of files.
    await index.deleteIndex();
    await expect(index.getFiles()).rejects.toThrow(/search index was closed/);
    expect(await readdir(scratch)).toEqual([]);
  });
});
