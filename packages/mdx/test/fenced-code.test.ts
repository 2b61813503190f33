import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Code, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { fencedCodeBlocks } from '../src/fenced-code.ts';
import { splitFrontmatter } from '../src/frontmatter.ts';

const docs = fileURLToPath(new URL('../../../../shared/corpus/docs/', import.meta.url));

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : pages(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

// The parser of @mdx-js/mdx's processor with remark-gfm (remark-parse, remark-mdx, remark-gfm),
// made once: the processor's other plugins never run in a parse.
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();

// Sites share pages (turso and its legacy mint.json copy): each distinct body is parsed once.
const parsedByDigest = new Map<string, string[] | undefined>();

/**
 * The fenced blocks as MDX parses them, what the compile's highlighter is given; undefined when
 * the page does not parse (it fails its build anyway).
 */
function parsedBlocks(body: string): string[] | undefined {
  const digest = createHash('sha256').update(body).digest('base64');
  if (parsedByDigest.has(digest)) return parsedByDigest.get(digest);
  let blocks: string[] | undefined;
  try {
    const tree = parser.parse(body) as Root;
    const found: string[] = [];
    visit(tree, 'code', (node: Code) => {
      if (node.lang) found.push(JSON.stringify([node.lang, node.value]));
    });
    blocks = found;
  } catch {
    blocks = undefined;
  }
  parsedByDigest.set(digest, blocks);
  return blocks;
}

const sites = readdirSync(docs).sort();

describe.each(sites)('fencedCodeBlocks on corpus site %s', (site) => {
  // One test per site, and a turn of the event loop every few pages, so that the worker keeps
  // answering vitest while it parses a large site.
  it('finds the fenced code as MDX parses it, language and text alike', async () => {
    let parsed = 0;
    let found = 0;
    let spurious = 0;
    for (const [index, file] of pages(join(docs, site)).entries()) {
      if (index % 25 === 24) await new Promise((resolve) => setImmediate(resolve));
      // A fenced code node needs three backticks or tildes in a row: without them the parse
      // finds none, and neither does the scanner. Checked on the whole file first, so that a page
      // without any skips its front matter's YAML parse.
      const hasFence = (text: string) => text.includes('```') || text.includes('~~~');
      const text = readFileSync(file, 'utf8');
      if (!hasFence(text)) continue;
      const { body } = splitFrontmatter(text, file);
      if (!hasFence(body)) continue;
      const expected = parsedBlocks(body);
      if (!expected) continue;
      const scanned = fencedCodeBlocks(body)
        .filter((block) => block.language !== undefined)
        .map((block) => JSON.stringify([block.language, block.code]));
      parsed += expected.length;
      found += scanned.filter((block) => expected.includes(block)).length;
      spurious += scanned.filter((block) => !expected.includes(block)).length;
    }
    expect(parsed).toBeGreaterThan(0);
    expect(found / parsed).toBeGreaterThan(0.97);
    expect(spurious / parsed).toBeLessThan(0.02);
    // A large site took over 180 s (the default limit) on a host at load 45.
  }, 900_000);
});

describe('fencedCodeBlocks', () => {
  it('takes the opening fence indentation off the lines, and closes only on a long enough fence', () => {
    const body = [
      '<Tab>',
      '    ```js title.js {1}',
      '    const a = 1;',
      '      nested();',
      '  short();',
      '    ```',
      '</Tab>',
      '````md',
      '```bash',
      'ls',
      '```',
      '````',
      '~~~',
      'plain',
      '~~~',
      '``` not`a`fence',
    ].join('\n');
    expect(fencedCodeBlocks(body)).toEqual([
      { code: 'const a = 1;\n  nested();\nshort();', language: 'js' },
      { code: '```bash\nls\n```', language: 'md' },
      { code: 'plain', language: undefined },
    ]);
  });
});
