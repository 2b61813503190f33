import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clearCacheMemory, flushCaches, renderMarkdown, setCacheFolder } from '../src/index.ts';

// Two paragraphs and a table: not a text the one-line fast path takes.
const description = 'Lists the charges.\n\n| field | meaning |\n| --- | --- |\n| `amount` | In cents. |';

describe("spec Markdown's HTML across builds", () => {
  afterAll(() => setCacheFolder(undefined));

  it('is kept in the cache folder, and read back from it by the next build', async () => {
    const root = await mkdtemp(join(tmpdir(), 'dw-markdown-cache-'));
    setCacheFolder(root);
    const html = renderMarkdown(description);
    expect(html).toContain('<table>');
    await flushCaches();
    const [pack] = await readdir(join(root, 'markdown'));
    const packFile = join(root, 'markdown', pack as string);
    const stored = await readFile(packFile, 'utf8');
    expect(stored).toContain(JSON.stringify(html));

    // The next build: nothing in memory, and the pack says something else for the same text.
    clearCacheMemory();
    await writeFile(packFile, stored.replace(JSON.stringify(html), JSON.stringify('<p>kept</p>')));
    setCacheFolder(undefined);
    setCacheFolder(root);
    expect(renderMarkdown(description)).toBe('<p>kept</p>');
  });

  it('is made afresh when the stored value is not HTML text', async () => {
    const root = await mkdtemp(join(tmpdir(), 'dw-markdown-cache-'));
    setCacheFolder(root);
    const html = renderMarkdown(`${description}\n\nAnd one more line.`);
    await flushCaches();
    const [pack] = await readdir(join(root, 'markdown'));
    const packFile = join(root, 'markdown', pack as string);
    await writeFile(
      packFile,
      (await readFile(packFile, 'utf8')).replace(JSON.stringify(html), '{"not":"html"}'),
    );
    clearCacheMemory();
    setCacheFolder(undefined);
    setCacheFolder(root);
    expect(renderMarkdown(`${description}\n\nAnd one more line.`)).toBe(html);
  });
});
