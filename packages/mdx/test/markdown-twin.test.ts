import { describe, expect, it } from 'vitest';
import { createMarkdownTwin } from '../src/index.ts';

const twin = (mdx: string) => createMarkdownTwin(mdx);

describe('Markdown twins of components', () => {
  it('turn callouts into blockquotes led by their kind, on one line or several', async () => {
    expect(await twin('<Warning>Do not.</Warning>')).toBe('> **Warning:** Do not.');
    expect(await twin('<Tip>\nFirst.\n\nSecond.\n</Tip>')).toBe('> **Tip:** First.\n>\n> Second.');
  });

  it('turn tabs and accordions into labelled sections, in order', async () => {
    const md = await twin(
      '<Tabs>\n  <Tab title="npm">\n    ```bash\n    npm i x\n    ```\n  </Tab>\n  <Tab title="yarn">Use yarn.</Tab>\n</Tabs>\n\n<AccordionGroup>\n  <Accordion title="Why?">\n    Because.\n  </Accordion>\n</AccordionGroup>',
    );
    expect(md).toBe('**npm**\n\n```bash\nnpm i x\n```\n\n**yarn**\n\nUse yarn.\n\n**Why?**\n\nBecause.');
  });

  it('turn cards into links with their text, and steps into a numbered list', async () => {
    const md = await twin(
      '<CardGroup cols={2}>\n  <Card title="Quickstart" icon="rocket" href="/quickstart">\n    Start here.\n  </Card>\n  <Card title="Offline">No link.</Card>\n</CardGroup>\n\n<Steps>\n  <Step title="Write">Create it.</Step>\n  <Step title="Preview">\n    Run it.\n\n    Then look.\n  </Step>\n</Steps>',
    );
    expect(md).toBe(
      '[**Quickstart**](/quickstart): Start here.\n\n**Offline** No link.\n\n1. **Write**: Create it.\n\n2. **Preview**\n\n   Run it.\n\n   Then look.',
    );
  });

  it('give fields their name, type, location, flags and default', async () => {
    const md = await twin(
      '<ParamField query="limit" type="integer" required default={10}>How many.</ParamField>\n\n<ResponseField name="id" type="string">The id.</ResponseField>',
    );
    expect(md).toBe(
      '**limit** `integer`, query, required, default `10`: How many.\n\n**id** `string`: The id.',
    );
  });

  it('keep frames with their caption, tooltips with their tip, updates with their label, and drop icons', async () => {
    const md = await twin(
      '<Frame caption="The dashboard">\n  <img src="/a.png" alt="Dashboard" />\n</Frame>\n\nHover <Tooltip tip="Application Programming Interface">API</Tooltip> <Icon icon="star" /> now.\n\n<Update label="2024-05-01" description="v1.2">\n  Shipped.\n</Update>',
    );
    expect(md).toBe(
      '![Dashboard](/a.png)\n\n*The dashboard*\n\nHover API (Application Programming Interface)  now.\n\n**2024-05-01** (v1.2)\n\nShipped.',
    );
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
      '## Install\n\n```bash npm\nnpm i acme\n```\n\n> **Note:** Outer.\n\nInner **text**.\n\nAll rights reserved.',
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
