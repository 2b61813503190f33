import { describe, expect, it } from 'vitest';
import { compilePage, createHeadingIds, renderMarkdown, splitFrontmatter } from '../src/index.ts';

describe('headings', () => {
  it("follows Mintlify's anchor rule and numbers repeats", () => {
    const next = createHeadingIds();
    expect(next('Getting Started')).toBe('getting-started');
    expect(next('v1.2 (beta)')).toBe('v1-2-beta');
    expect(next('Input/Output & more')).toBe('input/output-&-more');
    expect(next('Getting Started')).toBe('getting-started-2');
  });

  it('collects the table of contents with custom ids', async () => {
    const result = await compilePage(
      '## Install {#setup}\n\n### Usage\n\ntext',
      'a.mdx',
      '## Install {#setup}\n\n### Usage\n\ntext',
      0,
    );
    expect(result.ok && result.page.toc).toEqual([
      { depth: 2, text: 'Install', id: 'setup' },
      { depth: 3, text: 'Usage', id: 'usage' },
    ]);
  });
});

describe('errors', () => {
  it('locates a front matter error in the file', () => {
    const { diagnostics } = splitFrontmatter('---\ntitle: "open\n---\n# x', 'page.mdx');
    expect(diagnostics[0]).toMatchObject({ code: 'page/frontmatter', file: 'page.mdx' });
    expect(diagnostics[0]?.line).toBeGreaterThanOrEqual(2);
  });

  it('reports an MDX error at the file line, after the front matter', async () => {
    const source = '---\ntitle: T\n---\n\nHello\n\n<Note>\nunclosed\n';
    const { body, bodyLineOffset } = splitFrontmatter(source, 'page.mdx');
    const result = await compilePage(body, 'page.mdx', source, bodyLineOffset);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.diagnostic).toMatchObject({ code: 'page/mdx-compile', file: 'page.mdx' });
      expect(result.diagnostic.line).toBeGreaterThanOrEqual(7);
      expect(result.diagnostic.frame).toContain('<Note>');
    }
  });
});

describe('renderMarkdown', () => {
  it('keeps formatting and strips scripts and handlers', () => {
    const html = renderMarkdown(
      '**bold** <a href="https://x.example" onclick="steal()">x</a><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('href="https://x.example"');
    expect(html).not.toContain('onclick');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
  });

  it('strips every script vector a spec description may carry, keeping safe markup', () => {
    const html = renderMarkdown(
      [
        '[md link](javascript:alert(1)) [ok](https://ok.example)',
        '<a href="JaVaScRiPt:alert(1)">raw link</a>',
        '<a href="java\tscript:alert(1)">tab link</a>',
        '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
        '<object data="x.swf"></object><embed src="x.swf">',
        '<form action="javascript:alert(1)"><input formaction="javascript:alert(1)"></form>',
        '<a href="data:text/html,<script>alert(1)</script>">data</a>',
        '<svg><script>alert(1)</script></svg>',
        '<style>body { display: none }</style>',
        '<table><tr><td>cell</td></tr></table>',
      ].join('\n\n'),
    );
    for (const vector of [
      /javascript/i,
      /srcdoc/i,
      /<object/,
      /<embed/,
      /<script/,
      /data:text/,
      /<style/,
      /<iframe/,
    ])
      expect(html).not.toMatch(vector);
    expect(html).toContain('<a href="https://ok.example">ok</a>');
    expect(html).toContain('<td>cell</td>');
  });
});

describe('page HTML policy', () => {
  const compile = async (body: string, file = 'guides/page.mdx') => {
    const result = await compilePage(body, file, body, 0, { baseDir: 'guides' });
    if (!result.ok) throw new Error(result.diagnostic.message);
    return result.page;
  };

  it('reports each removal with its place in the file', async () => {
    const page = await compile(
      'Text\n\n<img src="/a.png" onError="x()" srcDoc="y" />\n\n<script>{`x`}</script>\n',
    );
    expect(page.diagnostics.map((d) => [d.code, d.line, d.column, d.message])).toEqual([
      ['page/unsafe-html', 3, 1, 'Removed onError on <img>: an event handler runs script.'],
      [
        'page/unsafe-html',
        3,
        1,
        'Removed srcDoc on <img>: it embeds a whole HTML document, scripts included.',
      ],
      ['page/unsafe-html', 5, 1, 'Removed <script>: it runs script or changes how the page loads.'],
    ]);
    expect(page.code).not.toMatch(/onError|srcDoc|"script"/);
  });

  it('keeps component props that only look like handlers, and inline images', async () => {
    const page = await compile(
      '<Card title="x" onboarding="yes" href="/a" />\n\n<img src="data:image/png;base64,AAAA" alt="dot" />\n',
    );
    expect(page.diagnostics).toEqual([]);
    expect(page.code).toContain('onboarding');
    expect(page.code).toContain('data:image/png;base64,AAAA');
  });

  it('removes script URLs written as expressions and in spreads', async () => {
    const page = await compile(
      '<a href={"javascript:alert(1)"}>x</a>\n\n<div {...{ onClick: () => 1 }}>y</div>\n',
    );
    expect(page.diagnostics.map((d) => d.line)).toEqual([1, 3]);
    expect(page.code).not.toMatch(/javascript|onClick/);
  });

  it('lists links resolved against the page folder', async () => {
    const page = await compile(
      '[a](../x/index.md#k) [b](./y?q=1) [c](/z/) [d](#local) [e](https://e.example)\n',
    );
    expect(page.links.map((link) => [link.href, link.target, link.fragment, link.samePage])).toEqual([
      ['../x/index.md#k', 'x', 'k', undefined],
      ['./y?q=1', 'guides/y', undefined, undefined],
      ['/z/', 'z', undefined, undefined],
      ['#local', '', 'local', true],
    ]);
    expect(page.links[3]).toMatchObject({ line: 1, column: 44 });
    expect(page.code).toContain('"/x#k"');
    expect(page.code).toContain('"/guides/y?q=1"');
  });
});

describe("Mermaid's ELK layout", () => {
  it('marks the diagrams that ask for the ELK layout, so the page loads ELK for them, without a warning', async () => {
    const body = [
      'Intro',
      '',
      '```mermaid',
      '%%{init: {"layout": "elk"}}%%',
      'flowchart LR',
      '  A --> B',
      '```',
      '',
      '<Mermaid chart={`---\nconfig:\n  layout: elk\n---\nflowchart TD\n  C --> D`} />',
      '',
      '```mermaid',
      'flowchart LR',
      '  E --> F',
      '```',
      '',
    ].join('\n');
    const result = await compilePage(body, 'flow.mdx', body, 0, { baseDir: '' });
    if (!result.ok) throw new Error(result.diagnostic.message);
    expect(result.page.diagnostics).toEqual([]);
    expect(result.page.code.match(/"data-layout": "elk"/g)).toHaveLength(2);
  });
});
