import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { compilePage, createMarkdownTwin } from '../src/index.ts';

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

describe("Markdown twins from the compile's parse", () => {
  const page = [
    "import { Tip } from '/snippets/tip.mdx'",
    '',
    '## Install',
    '',
    '<Steps>',
    '  <Step title="Get it">Run `npm i acme` {props.x}.</Step>',
    '</Steps>',
    '',
    '| a | b |',
    '| - | - |',
    '| 1 | 2 |',
    '',
    '```js index.js',
    'console.log(1)',
    '```',
  ].join('\n');

  it('reads the same as parsing the body again, and leaves the compiled page as it was', async () => {
    const compiled = await compilePage(page, 'twin-tree/page.mdx', page, 0);
    if (!compiled.ok) throw new Error(compiled.diagnostic.message);
    expect(compiled.twinTree).toBeDefined();
    expect(JSON.stringify(compiled.twinTree)).not.toContain('"position"');
    const parsed = await createMarkdownTwin(page, { parsed: compiled.twinTree as Root });
    expect(parsed).toBe(await createMarkdownTwin(page));
    expect(parsed).toContain('**Get it**');
    const again = await compilePage(page, 'twin-tree/page.mdx', page, 0);
    expect(again.ok && again.page.code).toBe(compiled.page.code);
  });

  it('is not given where the two parses could differ: math, `{#id}` headings, .md pages', async () => {
    const cases: [string, string][] = [
      ['Costs $5 or $$x$$.', 'twin-tree/math.mdx'],
      ['![Area $r^2$](circle.png)', 'twin-tree/math-in-alt.mdx'],
      ['$$\nx\n$$', 'twin-tree/flow-math.mdx'],
      ['## Setup {#setup}\n\nText.', 'twin-tree/custom-id.mdx'],
      ['Plain *Markdown*.', 'twin-tree/plain.md'],
    ];
    for (const [body, file] of cases) {
      const compiled = await compilePage(body, file, body, 0);
      expect(compiled.ok && compiled.twinTree, file).toBeUndefined();
    }
    const plain = await compilePage('Plain *MDX*.', 'twin-tree/plain.mdx', 'Plain *MDX*.', 0);
    expect(plain.ok && plain.twinTree).toBeDefined();
  });

  it('is given where a `$` made no math, and reads the same as parsing the body again', async () => {
    const body = [
      'The `$ref` key costs $5.',
      '',
      'So does `$HOME`.',
      '',
      '```sh',
      '$ npm install docwright',
      '```',
      '',
      '![A $ sign](dollar.png)',
      '',
      '<Note title="$schema">Keys like `$id` stay.</Note>',
    ].join('\n');
    const compiled = await compilePage(body, 'twin-tree/dollars.mdx', body, 0);
    if (!compiled.ok) throw new Error(compiled.diagnostic.message);
    // The image's own `$` is text the twin's parser reads alike, but it is not looked into.
    expect(compiled.twinTree).toBeUndefined();
    const withoutImage = body.replace('![A $ sign](dollar.png)', '![A sign](dollar.png)');
    const plain = await compilePage(withoutImage, 'twin-tree/dollars.mdx', withoutImage, 0);
    if (!plain.ok) throw new Error(plain.diagnostic.message);
    expect(plain.twinTree).toBeDefined();
    const fromTree = await createMarkdownTwin(withoutImage, { parsed: plain.twinTree as Root });
    expect(fromTree).toBe(await createMarkdownTwin(withoutImage));
    expect(fromTree).toContain('$ npm install docwright');
    expect(fromTree).toContain('costs $5.');
  });
});

describe('Markdown twins of conditions on `user` (personalization)', () => {
  it('hold what a signed-out reader sees: the branch `user = {}` picks, fallbacks, no other branch', async () => {
    const md = await twin(
      [
        '{user.plan === \'enterprise\' ? <>Ask your admin.</> : <>See <a href="https://example.com/p">pricing</a> to upgrade.</>}',
        '',
        "Hello {user.name ?? 'there'}, {user.seats > 3 ? 'team' : 'solo'} plan{user.beta && <b>beta</b>}.",
        '',
        "{user.groups?.includes('beta') && <Note>Beta only.</Note>}",
      ].join('\n'),
    );
    expect(md).toBe('See [pricing](https://example.com/p) to upgrade.\n\nHello there, solo plan.');
  });

  it("leave a page's own `user` alone", async () => {
    expect(await twin("export const user = { name: 'Page' };\n\nHello {user.name ?? 'there'}.")).toBe(
      'Hello .',
    );
  });
});
