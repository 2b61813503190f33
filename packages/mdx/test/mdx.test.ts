import { describe, expect, it } from 'vitest';
import {
  compilePage,
  createHeadingIds,
  createMarkdownTwin,
  renderMarkdown,
  splitFrontmatter,
} from '../src/index.ts';

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
});

describe('createMarkdownTwin', () => {
  it('turns components into readable Markdown and drops imports', async () => {
    const twin = await createMarkdownTwin(
      'import X from \'/snippets/x.mdx\'\n\n# Title\n\n<Note>\nRead **this**.\n</Note>\n\n<Card title="Next" href="/next">Go</Card>\n',
    );
    expect(twin).not.toContain('import');
    expect(twin).toContain('> **Note:**');
    expect(twin).toContain('> Read **this**.');
    expect(twin).toContain('[**Next**](/next)');
  });
});
