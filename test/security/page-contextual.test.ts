import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

// A page's own `contextual` front matter is read with docs.json's schema: what docs.json refuses
// is refused here too (the page keeps docs.json's menu, with a located warning), and what it
// accepts is escaped as docs.json's options are.
async function build(contextual: string) {
  const site = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Menu',
        navigation: { pages: ['index'] },
        contextual: { options: ['copy'], display: 'toc' },
      }),
      'index.mdx': `---\ntitle: Home\ndescription: Home.\ncontextual:\n${contextual}\n---\n\n## Heading\n\nHello.\n`,
    },
    'sec-page-ctx',
  );
  const out = join(await tempDir('sec-page-ctx-out'), 'dist');
  const result = await runDocs(['build', site, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  return { stderr: result.stderr, html: await readFile(join(out, 'index.html'), 'utf8') };
}

describe("hostile contextual menu options in a page's front matter", () => {
  it.each([
    ['a string href', '  options:\n    - { title: T, description: D, href: "javascript:alert(1)" }'],
    ['a base', '  options:\n    - { title: T, description: D, href: { base: " JaVa\\tScRiPt:alert(1)" } }'],
    [
      'a base naming $page',
      '  options:\n    - { title: T, description: D, href: { base: "javascript:$page", query: [{ key: q, value: $page }] } }',
    ],
    [
      'a data: URL',
      '  options:\n    - { title: T, description: D, href: "data:text/html,<script>alert(1)</script>" }',
    ],
  ])('refuses a script URL in %s, at the page’s line, and keeps docs.json’s menu', async (_, contextual) => {
    const { stderr, html } = await build(contextual);
    expect(stderr).toMatch(
      /warning page\/not-supported {2}index\.mdx:4:1[\s\S]*contextual\.options\[0\]\.href/,
    );
    expect(stderr).toMatch(/URL is not allowed here/);
    expect(html).not.toMatch(/javascript:|data:text/i);
    const toc = html.slice(html.indexOf('<aside class="dw-toc"'), html.indexOf('</aside>'));
    expect(toc).toContain('data-ctx-copy');
  });

  it('escapes markup in titles and descriptions, and keeps query values inside the link', async () => {
    const { html } = await build(
      [
        '  options:',
        '    - title: "<img src=x onerror=alert(1)>"',
        "      description: '\"><script>alert(2)</script>'",
        '      href:',
        '        base: https://example.com/ask',
        '        query:',
        '          - key: q',
        "            value: '\"><script>alert(3)</script>$path'",
        '  display: toc',
      ].join('\n'),
    );
    const toc = html.slice(html.indexOf('<div class="dw-ctx-toc"'), html.indexOf('</aside>'));
    expect(toc).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(toc).toContain('title="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(toc).not.toMatch(/<img|<script/);
    expect(toc).toContain('href="https://example.com/ask?q=%22%3E%3Cscript%3Ealert(3)%3C%2Fscript%3E%2F"');
    expect(html).not.toMatch(/<script>alert/);
  });
});
