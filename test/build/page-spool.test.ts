import { spawn } from 'node:child_process';
import { readdirSync, readlinkSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { buildSite, createSiteFiles, outputData } from '@docwright/site-builder';
import { describe, expect, it } from 'vitest';
import { contentHtmlBytes, PageSpool } from '../../packages/site-builder/src/render/page-spool.ts';
import type { RenderedPage } from '../../packages/site-builder/src/render/render-page.ts';
import { corpusDir, docsBin, repoRoot } from '../helpers/cli.ts';
import { hashTree, listFiles, tempDir, writeSite } from '../helpers/site.ts';

// Twilio Conversations: 103 operations, each page tens of kilobytes of content HTML and Markdown.
const spec = join(corpusDir, 'openapi/twilio/twilio_conversations_v1.json');

async function conversationsSite(extra: Record<string, string> = {}): Promise<string> {
  const site = await writeSite({
    'docs.json': JSON.stringify({
      name: 'Conversations',
      navigation: {
        groups: [
          { group: 'Guides', pages: ['index'] },
          { group: 'API', openapi: 'conversations.json' },
        ],
      },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: The Conversations API.\n---\n\nStart here.\n',
    ...extra,
  });
  await copyFile(spec, join(site, 'conversations.json'));
  return site;
}

/**
 * The spool files a process holds open: unlinked once opened, so only /proc names them. Read
 * synchronously, so that a stage listener sees the build as it is at that stage.
 */
function openSpoolFiles(pid: number | 'self' = 'self'): string[] {
  const read = <T>(read: () => T, otherwise: T) => {
    try {
      return read();
    } catch {
      return otherwise; // The process or the descriptor is gone.
    }
  };
  return read(() => readdirSync(`/proc/${pid}/fd`), [] as string[])
    .map((fd) => read(() => readlinkSync(`/proc/${pid}/fd/${fd}`), ''))
    .filter((target) => /\.spool-\d+-[0-9a-z]+-\d+-\d+ \(deleted\)$/.test(target));
}

/** Names beside `outDir` that a build made for itself (spool files, staging folders). */
async function leftBeside(outDir: string): Promise<string[]> {
  const names = await readdir(dirname(outDir));
  return names.filter((name) => name.startsWith(`${basename(outDir)}.`));
}

describe('a build keeps its rendered pages in a spool, not in memory', () => {
  it('writes the same site, byte for byte, as with the pages in memory, and leaves no spool', async () => {
    const site = await conversationsSite();
    const outputs = await tempDir('spool-out');
    const inMemory = join(outputs, 'memory');
    const spooled = join(outputs, 'spooled');
    const expected = await buildSite({ dir: site, outDir: inMemory, renderWorkers: 0, spool: false });
    expect(expected.ok).toBe(true);

    let openWhileRendering: string[] = [];
    const built = await buildSite({
      dir: site,
      outDir: spooled,
      renderWorkers: 0,
      onStage: (stage) => {
        if (stage === 'render routes') openWhileRendering = openSpoolFiles();
      },
    });
    expect(built.ok).toBe(true);
    expect(built.pages).toBe(expected.pages);
    // The pages did go to the spool, beside the output folder and already without a name there.
    expect(openWhileRendering.length).toBe(1);
    expect(openWhileRendering[0]).toContain(`${spooled}.spool-${process.pid}-`);

    expect(await listFiles(spooled)).toEqual(await listFiles(inMemory));
    expect(await hashTree(spooled)).toBe(await hashTree(inMemory));
    expect(openSpoolFiles()).toEqual([]);
    expect(await leftBeside(spooled)).toEqual([]);

    // The returned snapshot's pages no longer hold their content, and say so when read.
    const endpoint = [...(built.snapshot?.pages.values() ?? [])].find((page) =>
      page.route.includes('credential'),
    );
    expect(endpoint?.links).toBeDefined();
    expect(() => endpoint?.contentHtml).toThrow(/read after the build ended.*spool: false/);
    const kept = expected.snapshot?.pages.get(endpoint?.route ?? '');
    expect(kept?.contentHtml).toContain('<');

    // llms-full.txt, made a page at a time, is the same file served from memory (`docs dev`) as written.
    if (!expected.snapshot) throw new Error('no snapshot');
    const files = createSiteFiles(expected.snapshot, { siteDir: site, baseUrl: 'http://localhost:3000' });
    const llmsFull = files.get('llms-full.txt');
    if (llmsFull === undefined || (typeof llmsFull === 'object' && 'copyFrom' in llmsFull))
      throw new Error('llms-full.txt was not generated');
    const written = await readFile(join(spooled, 'llms-full.txt'), 'utf8');
    expect(written).toMatch(/^# .*\nSource: http:\/\/localhost:3000\//);
    expect(written.endsWith('\n') && !written.endsWith('\n\n')).toBe(true);
    expect(outputData(llmsFull)).toBe(written);
    expect(await readFile(join(spooled, '.well-known/llms-full.txt'), 'utf8')).toBe(written);
  });

  it('removes the spool and leaves the previous output untouched when the site has an error', async () => {
    // A page the navigation lists whose code throws: the build fails once every route rendered.
    const site = await conversationsSite({
      'index.mdx':
        '---\ntitle: Home\ndescription: The Conversations API.\n---\n\n{(() => { throw new Error("boom"); })()}\n',
    });
    const outDir = join(await tempDir('spool-failed'), 'dist');
    await mkdir(outDir);
    await writeFile(join(outDir, 'previous.html'), 'the previous build');

    let openWhileRendering: string[] = [];
    const built = await buildSite({
      dir: site,
      outDir,
      renderWorkers: 0,
      onStage: (stage) => {
        if (stage === 'render routes') openWhileRendering = openSpoolFiles();
      },
    });
    expect(built.ok).toBe(false);
    expect(built.diagnostics.some((d) => d.severity === 'error' && d.file?.endsWith('index.mdx'))).toBe(true);
    expect(openWhileRendering.length).toBe(1);
    expect(openSpoolFiles()).toEqual([]);
    expect(await leftBeside(outDir)).toEqual([]);
    expect(await listFiles(outDir)).toEqual(['previous.html']);
  });

  it('leaves nothing behind when the build is interrupted while it renders', async () => {
    const site = await conversationsSite();
    const outDir = join(await tempDir('spool-interrupted'), 'dist');
    const child = spawn(process.execPath, [docsBin, 'build', site, '--out', outDir, '--workers', '0'], {
      cwd: repoRoot,
      env: { ...process.env, CI: '1' },
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    const pid = child.pid as number;
    let seen: string[] = [];
    // Until the build has its spool open (it opens it before reading the site).
    while (seen.length === 0 && child.exitCode === null) {
      seen = openSpoolFiles(pid);
      if (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(seen.length).toBe(1);
    child.kill('SIGINT');
    expect(await exited).toBe('SIGINT');
    expect(await leftBeside(outDir)).toEqual([]);
    // Nothing else either: the build was stopped before it wrote anything.
    expect(await readdir(dirname(outDir))).toEqual([]);
  });
});

describe('PageSpool', () => {
  const page = (
    texts: Pick<RenderedPage, 'contentHtml' | 'markdown' | 'operationDocument'>,
  ): RenderedPage => ({
    route: 'a/b',
    toc: [],
    search: [],
    needs: [],
    authPlayground: false,
    access: { groups: [], public: true },
    math: false,
    links: [],
    images: [],
    diagnostics: [],
    ...texts,
  });

  it('reads back every string as it was held, across files, then forgets them when closed', async () => {
    const root = await tempDir('spool-unit');
    const outDir = join(root, 'made', 'for', 'it', 'dist');
    // Small files: the third page's strings go into a second and third file.
    const spool = PageSpool.open(outDir, { segmentBytes: 4096 });
    if (!spool) throw new Error('no spool');
    const lone = `${'x'.repeat(2000)}\ud800 a lone surrogate, then an emoji 🙂`;
    const texts: Pick<RenderedPage, 'contentHtml' | 'markdown' | 'operationDocument'>[] = [
      { contentHtml: `<p>${'é'.repeat(1500)}</p>`, markdown: 'short' },
      { contentHtml: lone, markdown: `${'# Title\n'.repeat(300)}`, operationDocument: '```json\n{}\n```' },
      {
        contentHtml: 'z'.repeat(3000),
        markdown: 'y'.repeat(3500),
        operationDocument: `${'{"a":1}'.repeat(400)}`,
      },
    ];
    const held = texts.map((text) => spool.hold(page(text)));
    expect(openSpoolFiles().length).toBeGreaterThan(2);
    for (const [i, text] of texts.entries()) {
      expect(held[i]?.contentHtml).toBe(text.contentHtml);
      expect(held[i]?.markdown).toBe(text.markdown);
      expect(held[i]?.operationDocument).toBe(text.operationDocument);
      expect('operationDocument' in (held[i] as object)).toBe(text.operationDocument !== undefined);
      expect(held[i]?.route).toBe('a/b');
    }
    // The output takes the content as the bytes the spool holds; text with a lone surrogate
    // (held as UTF-16) and a page in memory, as their strings.
    const bytes = contentHtmlBytes(held[0] as RenderedPage);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(bytes).toString('utf8')).toBe(texts[0]?.contentHtml);
    expect(contentHtmlBytes(held[1] as RenderedPage)).toBe(lone);
    expect(contentHtmlBytes(page(texts[2] as RenderedPage))).toBe(texts[2]?.contentHtml);
    // U+FFFD of its own is no lone surrogate: such text stays UTF-8.
    const replacement = `<p>${'\ufffd'.repeat(1200)} 🙂</p>`;
    const withReplacement = spool.hold(page({ contentHtml: replacement, markdown: '' }));
    expect(withReplacement.contentHtml).toBe(replacement);
    expect(Buffer.from(contentHtmlBytes(withReplacement)).toString('utf8')).toBe(replacement);
    expect(contentHtmlBytes(withReplacement)).toBeInstanceOf(Uint8Array);
    // Spread, a held page is a plain page again.
    expect({ ...held[1] }).toEqual(page(texts[1] as RenderedPage));

    spool.close();
    expect(openSpoolFiles()).toEqual([]);
    expect(held[0]?.markdown).toBe('short');
    expect(() => held[0]?.contentHtml).toThrow(/read after the build ended/);
    // The folders made for the spool alone are gone again.
    expect(await readdir(root)).toEqual([]);
  });
});
