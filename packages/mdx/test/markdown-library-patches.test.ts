import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `pnpm install` patches two of the Markdown libraries every page goes through (see `patches/`):
 * each patch removes work and must change no output. Each is checked against the library as
 * published, rebuilt here by reversing the patch on a copy, on the pages of real corpus sites.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const store = join(root, 'node_modules/.pnpm');
const corpus = join(root, '../shared/corpus/docs');
const copies: string[] = [];

// The two libraries are dependencies of dependencies: their options as this file passes them.
type FromMarkdownOptions = { extensions: unknown[]; mdastExtensions: unknown[] };
type ToMarkdownOptions = Record<string, unknown> & { extensions?: unknown[] };

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** The installed (patched) package, and the package as published next to it, as modules. */
async function bothVersions<T>(name: string, version: string): Promise<{ patched: T; published: T }> {
  const patchFile = join(root, 'patches', `${name}@${version}.patch`);
  const folder = readdirSync(store).find((entry) => entry.startsWith(`${name}@${version}_patch_hash=`));
  if (!folder) throw new Error(`${name}@${version} is installed without its patch: run pnpm install`);
  const installed = join(store, folder, 'node_modules', name);
  const work = mkdtempSync(join(tmpdir(), 'docwright-patch-'));
  copies.push(work);
  // Under a `node_modules` folder, so that Vitest leaves it to Node to load, as it does the patched one.
  const published = join(work, 'node_modules/published', name);
  cpSync(installed, published, { recursive: true });
  execFileSync('git', ['apply', '--reverse', patchFile], { cwd: published });
  // Its dependencies resolve from the installed package's folder, as the patched one's do.
  symlinkSync(dirname(installed), join(work, 'node_modules/published/node_modules'));
  const load = (dir: string) => import(pathToFileURL(join(dir, 'index.js')).href) as Promise<T>;
  return { patched: await load(installed), published: await load(published) };
}

/** The `.md`/`.mdx` pages of a corpus site, front matter removed. */
function pagesOf(site: string): { file: string; body: string }[] {
  const pages: { file: string; body: string }[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.mdx?$/.test(entry.name))
        pages.push({ file: path, body: readFileSync(path, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '') });
    }
  };
  visit(join(corpus, site));
  return pages;
}

// Sites with math and `$`, tables, JSX and expressions, escapes and autolinks: every page of the
// starter, every tenth of the others (each page is parsed or written four times here).
const pages = [
  ...pagesOf('mintlify-starter'),
  ...['modelcontextprotocol', 'stagehand'].flatMap((site) => pagesOf(site).filter((_, i) => i % 10 === 0)),
];
// The extensions the build's processors use: MDX, GFM and math.
const extensions = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath).freeze().data();
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkMath).freeze();

describe('patched Markdown libraries', () => {
  it('has pages to compare', () => {
    expect(pages.length).toBeGreaterThan(60);
  });

  it('mdast-util-from-markdown makes the same trees as published (one context for every event)', async () => {
    type Module = { fromMarkdown(value: string, options: FromMarkdownOptions): Root };
    const { patched, published } = await bothVersions<Module>('mdast-util-from-markdown', '2.1.0');
    const options: FromMarkdownOptions = {
      extensions: extensions.micromarkExtensions ?? [],
      mdastExtensions: extensions.fromMarkdownExtensions?.flat() ?? [],
    };
    let compared = 0;
    for (const { file, body } of pages) {
      let expected: string;
      try {
        expected = JSON.stringify(published.fromMarkdown(body, options));
      } catch (error) {
        // A page that is not valid MDX fails the same way.
        expect(() => patched.fromMarkdown(body, options), file).toThrow((error as Error).message);
        continue;
      }
      expect(JSON.stringify(patched.fromMarkdown(body, options)), file).toBe(expected);
      compared++;
    }
    expect(compared).toBeGreaterThan(60);
  });

  it('mdast-util-to-markdown writes the same Markdown as published (patterns skipped by character)', async () => {
    type Module = { toMarkdown(tree: Root, options: ToMarkdownOptions): string };
    const { patched, published } = await bothVersions<Module>('mdast-util-to-markdown', '2.2.3');
    // The Markdown twin's stringifier, and one that escapes more (`*` bullets, `_` emphasis).
    const stringifiers: ToMarkdownOptions[] = [
      { bullet: '-', fences: true, rule: '-' },
      { bullet: '*', emphasis: '_', fences: false, rule: '*' },
    ].map((settings) => ({
      ...settings,
      extensions: (unified()
        .use(remarkMdx)
        .use(remarkGfm)
        .use(remarkMath)
        .use(remarkStringify)
        .freeze()
        .data().toMarkdownExtensions ?? []) as unknown[],
    }));
    let compared = 0;
    for (const { file, body } of pages) {
      let tree: Root;
      try {
        tree = parser.parse(body) as Root;
      } catch {
        continue;
      }
      for (const options of stringifiers) {
        expect(patched.toMarkdown(tree, options), file).toBe(published.toMarkdown(tree, options));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(120);
  });

  it('escapes what the published version escapes in text full of Markdown syntax', async () => {
    type Module = { toMarkdown(tree: Root, options: ToMarkdownOptions): string };
    const { patched, published } = await bothVersions<Module>('mdast-util-to-markdown', '2.2.3');
    const values = [
      '1. not a list',
      '# not a heading',
      'a_b_c and *stars* and [brackets] and <angle> and {braces}',
      '  leading spaces\tand tabs \nand a line break',
      '\\ backslashes \\* and `ticks` ~tildes~ | pipes & ampersands !',
      'plain words with no syntax at all',
      '- dash\n+ plus\n> quote\n= equals\n---',
    ];
    for (const value of values) {
      const tree: Root = {
        type: 'root',
        children: [
          { type: 'paragraph', children: [{ type: 'text', value }] },
          { type: 'heading', depth: 2, children: [{ type: 'text', value }] },
          {
            type: 'list',
            children: [
              { type: 'listItem', children: [{ type: 'paragraph', children: [{ type: 'text', value }] }] },
            ],
          },
          {
            type: 'paragraph',
            children: [
              { type: 'link', url: `https://a.example/${value}`, children: [{ type: 'text', value }] },
            ],
          },
        ],
      };
      expect(patched.toMarkdown(tree, {}), value).toBe(published.toMarkdown(tree, {}));
    }
  });
});
