import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

const docsJson = JSON.stringify({ name: 'Snippets', navigation: { pages: ['guide'] } });

async function build(files: Record<string, string>) {
  const dir = await writeSite({ 'docs.json': docsJson, ...files });
  const out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  return { result, out };
}

describe('snippets imported by pages, as in Mintlify', () => {
  it('renders imported MDX, its named exports and <Snippet file>, with the theme components inside', async () => {
    const { result, out } = await build({
      'snippets/intro.mdx': [
        '---',
        'title: Intro',
        '---',
        '',
        'export const Term = ({ children }) => <abbr title="Application Programming Interface">{children}</abbr>;',
        '',
        'Shared intro for {props.product}.',
        '',
        '<Note>Notes work inside snippets.</Note>',
        '',
        "import Nested from './nested.mdx';",
        '',
        '<Nested />',
        '',
      ].join('\n'),
      'snippets/nested.mdx': 'A nested snippet.\n',
      '_snippets/legacy.mdx': 'The legacy snippet.\n',
      'guide.mdx': [
        '---',
        'title: Guide',
        'description: Uses snippets.',
        '---',
        '',
        "import Intro, { Term } from '/snippets/intro.mdx';",
        '',
        '<Intro product="Docwright" />',
        '',
        'Call the <Term>API</Term>.',
        '',
        '<Snippet file="legacy.mdx" />',
        '',
      ].join('\n'),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('Unknown component');
    const html = await readFile(join(out, 'guide/index.html'), 'utf8');
    expect(html).toContain('Shared intro for Docwright.');
    expect(html).toMatch(
      /<aside [^>]*class="dw-callout dw-callout-note"[^>]*>.*Notes work inside snippets\./s,
    );
    expect(html).toContain('A nested snippet.');
    expect(html).toContain('<abbr title="Application Programming Interface">API</abbr>');
    expect(html).toContain('The legacy snippet.');
  });

  it('warns with the importing line when a snippet is missing, and renders the page without it', async () => {
    const { result } = await build({
      'guide.mdx':
        "---\ntitle: Guide\ndescription: D.\n---\n\nimport Missing from '/snippets/missing.mdx';\n\n<Missing />\n\nStill here.\n",
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('warning page/snippet-not-found');
    expect(result.stderr).toContain('guide.mdx:6:1');
    expect(result.stderr).toContain('snippets/missing.mdx');
  });

  it('fails with the snippet file and line when a snippet does not compile', async () => {
    const { result } = await build({
      'snippets/broken.mdx': 'Fine line.\n\n<Note>never closed\n',
      'guide.mdx':
        "---\ntitle: Guide\ndescription: D.\n---\n\nimport Broken from '/snippets/broken.mdx';\n\n<Broken />\n",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/snippets\/broken\.mdx:\d+:\d+/);
  });

  it('names the chain when snippets import each other in a cycle', async () => {
    const { result } = await build({
      'snippets/a.mdx': "import B from './b.mdx';\n\n<B />\n",
      'snippets/b.mdx': "import A from './a.mdx';\n\n<A />\n",
      'guide.mdx': "---\ntitle: Guide\ndescription: D.\n---\n\nimport A from '/snippets/a.mdx';\n\n<A />\n",
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('guide.mdx -> snippets/a.mdx -> snippets/b.mdx -> snippets/a.mdx');
  });
});
