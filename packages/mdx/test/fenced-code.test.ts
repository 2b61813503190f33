import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createProcessor } from '@mdx-js/mdx';
import type { Code, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import { describe, expect, it } from 'vitest';
import { fencedCodeBlocks, splitFrontmatter } from '../src/index.ts';

const docs = fileURLToPath(new URL('../../../../shared/corpus/docs/', import.meta.url));

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : pages(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

/** The fenced blocks as MDX parses them: what the compile's highlighter is given. */
function parsedBlocks(body: string): string[] {
  const parser = createProcessor({ remarkPlugins: [remarkGfm] });
  const tree = parser.parse(body) as Root;
  const blocks: string[] = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang) blocks.push(JSON.stringify([node.lang, node.value]));
  });
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
      const { body } = splitFrontmatter(readFileSync(file, 'utf8'), file);
      // A fenced code node needs three backticks or tildes in a row: without them the parse
      // finds none, and neither does the scanner.
      if (!body.includes('```') && !body.includes('~~~')) continue;
      let expected: string[];
      try {
        expected = parsedBlocks(body);
      } catch {
        continue; // A page that does not parse fails its build anyway.
      }
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
  });
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
