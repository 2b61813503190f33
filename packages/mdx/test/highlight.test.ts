import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableOn } from '../src/contrast.ts';
import { siteCodeBackground } from '../src/highlight/paired-theme.ts';
import {
  clearHighlightMemory,
  compilePage,
  flushHighlightCache,
  highlightStylesheet,
  highlightToHtml,
  loadLanguages,
  setHighlightCacheDir,
  splitFrontmatter,
} from '../src/index.ts';
import { rehypeHighlightCode } from '../src/plugins/rehype-highlight-code.ts';
import { remarkCodeTitles } from '../src/plugins/remark-code-titles.ts';

const corpusPage = join(
  import.meta.dirname,
  '../../../../shared/corpus/docs/mintlify-starter/ai-tools/cursor.mdx',
);

async function toHtml(markdown: string): Promise<string> {
  const file = await unified()
    .use(remarkParse)
    .use(remarkCodeTitles)
    .use(remarkRehype)
    .use(rehypeHighlightCode)
    .use(rehypeStringify)
    .process(markdown);
  return String(file);
}

/** The class the generated stylesheet gives a token of this light and dark colour. */
/** The class of a token pair, whose colours the stylesheet shades to AA on the code background. */
function tokenClass(shikiLight: string, shikiDark: string): string | undefined {
  const light = readableOn(shikiLight, siteCodeBackground.light);
  const dark = readableOn(shikiDark, siteCodeBackground.dark);
  const rule = new RegExp(`\\.shiki \\.(sk\\d+)\\{--shiki-light:${light};--shiki-dark:${dark}\\}`);
  return rule.exec(highlightStylesheet())?.[1];
}

beforeAll(async () => setHighlightCacheDir(await mkdtemp(join(tmpdir(), 'docwright-highlight-'))));
afterAll(() => setHighlightCacheDir(undefined));

describe('code fence highlighting', () => {
  it('colours the tokens of a real page for both themes, in the compiled page', async () => {
    const source = await readFile(corpusPage, 'utf8');
    const { body, bodyLineOffset } = splitFrontmatter(source, 'cursor.mdx');
    const result = await compilePage(body, 'cursor.mdx', source, bodyLineOffset);
    if (!result.ok) throw new Error(result.diagnostic.message);
    // `mkdir -p .cursor`: `mkdir` is a command, coloured differently in each theme.
    const mkdir = /className: "(sk\d+)",\s*children: "mkdir/.exec(result.page.code);
    expect(mkdir?.[1]).toBe(tokenClass('#6F42C1', '#B392F0'));
    expect(result.page.code).toContain('className: "language-bash"');
  });

  it('marks the lines named by {2} and numbers lines with `lines`', async () => {
    const html = await toHtml('```js example.js {2} lines\nconst a = 1;\nconst b = 2;\nconst c = 3;\n```\n');
    const code = html.slice(html.indexOf('<code'));
    const lines = [...code.matchAll(/<span class="([^"]*)">(.*?)<\/span>(?=\n|<\/code>)/g)];
    expect(lines.map((line) => line[1])).toEqual(['line', 'line dw-line-highlighted', 'line']);
    expect(lines[1]?.[2]).toContain('b');
    expect(html).toContain('class="dw-code shiki dw-line-numbers"');
    expect(html).toContain('data-title="example.js"');
    expect(html).toContain(`<span class="${tokenClass('#D73A49', '#F97583')}">const </span>`);
  });

  it('shows a fence in an unknown language as escaped text, without failing', async () => {
    const result = await compilePage('```nosuchlang\na < b && c\n```\n', 'a.mdx', '', 0);
    expect(result.ok).toBe(true);
    const html = await toHtml('```nosuchlang\na < b && c\n```\n');
    expect(html).toContain(
      '<code class="language-nosuchlang"><span class="line">a &#x3C; b &#x26;&#x26; c</span>',
    );
    expect(html).not.toMatch(/class="sk\d/);
  });
});

describe('highlighting cache', () => {
  it('returns the same markup from memory, and keeps it in a pack file that the next build reads', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'docwright-highlight-'));
    setHighlightCacheDir(cacheDir);
    await loadLanguages(['python']);
    const code = `print("cache ${Date.now()}")`;
    const first = highlightToHtml(code, 'py');
    expect(first).toMatch(/<span class="sk\d+">print<\/span>/);
    expect(highlightToHtml(code, 'python')).toBe(first);
    await flushHighlightCache();
    const packs = (await readdir(cacheDir)).filter((name) => name.endsWith('.pack'));
    expect(packs).toHaveLength(1);
    const pack = join(cacheDir, packs[0] as string);
    const [key, value] = (await readFile(pack, 'utf8')).trimEnd().split('\t');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(value as string)[0][0].text).toBe('print');

    // A fresh process would find only the pack: prove it is read, by planting other content in it.
    const freshProcess = () => {
      clearHighlightMemory();
      setHighlightCacheDir(undefined);
      setHighlightCacheDir(cacheDir);
    };
    await writeFile(pack, `${key}\t${JSON.stringify([[{ text: 'from the cache file', className: '' }]])}\n`);
    freshProcess();
    expect(highlightToHtml(code, 'py')).toContain('<span class="line">from the cache file</span>');

    // A damaged entry is a miss, not an error: the code is highlighted again.
    await writeFile(pack, `${key}\t{not json\n`);
    freshProcess();
    expect(highlightToHtml(code, 'py')).toBe(first);
  });

  it('merges the packs once they pile up, keeping what the last build used and nothing else', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'docwright-highlight-'));
    await loadLanguages(['python']);
    const stamp = Date.now();
    // Ten builds, each highlighting one new block: ten packs, then a merge.
    for (let build = 0; build < 10; build++) {
      clearHighlightMemory();
      setHighlightCacheDir(undefined);
      setHighlightCacheDir(cacheDir);
      highlightToHtml(`print("build ${build} ${stamp}")`, 'py');
      if (build === 9) highlightToHtml(`print("build 8 ${stamp}")`, 'py');
      await flushHighlightCache();
    }
    const packs = (await readdir(cacheDir)).filter((name) => name.endsWith('.pack'));
    expect(packs.length).toBeLessThanOrEqual(8);
    const lines = (await Promise.all(packs.map((name) => readFile(join(cacheDir, name), 'utf8')))).flatMap(
      (text) => text.trimEnd().split('\n'),
    );
    // The last build used blocks 8 and 9: the merged pack holds exactly those.
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => /^[0-9a-f]{64}\t\[/.test(line))).toBe(true);
  });
});
