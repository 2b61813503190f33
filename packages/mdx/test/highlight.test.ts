import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import rehypeStringify from 'rehype-stringify';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
function tokenClass(light: string, dark: string): string | undefined {
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
    const lines = [...html.matchAll(/<span class="([^"]*)">(.*?)<\/span>(?=\n|<\/code>)/g)];
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
  it('returns the same markup from memory, and keeps it in a file that the next build reads', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'docwright-highlight-'));
    setHighlightCacheDir(cacheDir);
    await loadLanguages(['python']);
    const code = `print("cache ${Date.now()}")`;
    const first = highlightToHtml(code, 'py');
    expect(first).toMatch(/<span class="sk\d+">print<\/span>/);
    expect(highlightToHtml(code, 'python')).toBe(first);
    await flushHighlightCache();
    const files = (await readdir(cacheDir)).filter((name) => name.endsWith('.json'));
    expect(files).toHaveLength(1);

    // A fresh process would find only the file: prove it is read, by planting other content in it.
    clearHighlightMemory();
    const file = join(cacheDir, files[0] as string);
    expect(JSON.parse(await readFile(file, 'utf8'))[0][0].text).toBe('print');
    await writeFile(file, JSON.stringify([[{ text: 'from the cache file', className: '' }]]));
    expect(highlightToHtml(code, 'py')).toContain('<span class="line">from the cache file</span>');

    // A damaged file is a miss, not an error: the code is highlighted again.
    clearHighlightMemory();
    await writeFile(file, '{not json');
    expect(highlightToHtml(code, 'py')).toBe(first);
  });
});
