import { describe, expect, it } from 'vitest';
import { createMarkdownTwin } from '../src/index.ts';

const twin = (mdx: string) => createMarkdownTwin(mdx);

describe('Markdown twins without component rules (the generic rule)', () => {
  it("head a component with its title or label, keep an image, and keep other components' children", async () => {
    expect(await twin('<Box title="Setup">\n  Install it.\n</Box>\n\n<Box>Plain.</Box>')).toBe(
      '**Setup**\n\nInstall it.\n\nPlain.',
    );
    expect(await twin('<img src="/a.png" alt="A" />')).toBe('![A](/a.png)');
    expect(await twin('Go <Link title="here" href="/x">now</Link>.')).toBe('Go [**here**](/x) now.');
  });

  it('apply a rule where one is given, and the generic one where it returns nothing', async () => {
    const components = {
      Shout: {
        block: true,
        flow: () => [{ type: 'paragraph', children: [{ type: 'text', value: 'LOUD' }] }],
      },
      Quiet: { inline: () => undefined },
    } as const;
    const md = await createMarkdownTwin('<Shout><Shout>x</Shout></Shout>\n\nA <Quiet title="q">b</Quiet>.', {
      components: components as never,
    });
    expect(md).toBe('LOUD\n\nA **q** b.');
  });

  it('keep code groups as fenced blocks and drop imports, exports and expressions', async () => {
    const md = await twin(
      "import X from '/snippets/x.mdx'\nexport const y = 1\n\n{/* note */}\n\n<CodeGroup>\n```js index.js\nconsole.log(1)\n```\n```python main.py\nprint(1)\n```\n</CodeGroup>",
    );
    expect(md).toBe('```js index.js\nconsole.log(1)\n```\n\n```python main.py\nprint(1)\n```');
  });
});

describe('Markdown twins of pages that use snippets', () => {
  const files: Record<string, string> = {
    'snippets/install.mdx': '<CodeGroup>\n```bash npm\nnpm i acme\n```\n</CodeGroup>',
    'snippets/nested/outer.mdx': "import Inner from './inner.mdx'\n\n<Note>Outer.</Note>\n\n<Inner />",
    'snippets/nested/inner.mdx': 'Inner **text**.',
    '_snippets/legal.mdx': 'All rights reserved.',
    'snippets/loop.mdx': "import Loop from '/snippets/loop.mdx'\n\nLoop start.\n\n<Loop />",
  };
  const loadSnippet = async (reference: { import: string } | { snippetFile: string }, from: string) => {
    const file =
      'import' in reference
        ? reference.import.startsWith('/')
          ? reference.import.slice(1)
          : `${from.slice(0, from.lastIndexOf('/') + 1)}${reference.import.replace(/^\.\//, '')}`
        : `_snippets/${reference.snippetFile}`;
    const body = files[file];
    return body === undefined ? undefined : { file, body };
  };

  it('inline imported snippets, nested ones and <Snippet file> where they are used', async () => {
    const md = await createMarkdownTwin(
      "import Install from '/snippets/install.mdx'\nimport Outer from '/snippets/nested/outer.mdx'\n\n## Install\n\n<Install />\n\n<Outer />\n\n<Snippet file=\"legal.mdx\" />\n\n<Missing />",
      { file: 'guide.mdx', loadSnippet },
    );
    expect(md).toBe(
      '## Install\n\n```bash npm\nnpm i acme\n```\n\nOuter.\n\nInner **text**.\n\nAll rights reserved.',
    );
  });

  it('stop at a snippet that includes itself', async () => {
    const md = await createMarkdownTwin("import Loop from '/snippets/loop.mdx'\n\n<Loop />", {
      file: 'page.mdx',
      loadSnippet,
    });
    expect(md).toBe('Loop start.');
  });
});
