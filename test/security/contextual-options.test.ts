import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

async function build(options: unknown[], buildArgs: string[] = [], page = 'Hello.') {
  const site = await writeSite(
    {
      'docs.json': JSON.stringify(
        { name: 'Menu', navigation: { groups: [{ group: 'G', pages: ['index'] }] }, contextual: { options } },
        null,
        2,
      ),
      'index.mdx': `---\ntitle: Home\ndescription: Home.\n---\n\n${page}\n`,
    },
    'sec-ctx',
  );
  const out = join(await tempDir('sec-ctx-out'), 'dist');
  return { result: await runDocs(['build', site, '--out', out, ...buildArgs]), out };
}

describe('hostile contextual menu options in docs.json', () => {
  it('refuses a javascript: URL in a custom option, with its place', async () => {
    const { result } = await build([
      'copy',
      { title: 'T', description: 'D', href: { base: ' java\tscript:alert(1)', query: [] } },
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /error config\/unsafe-url {2}docs\.json:\d+:\d+ \(contextual\.options\[1\]\.href\.base\)/,
    );
  });

  it('escapes titles and descriptions, and query values stay inside the link', async () => {
    const { result, out } = await build([
      'copy',
      {
        title: '<img src=x onerror=alert(1)>',
        description: '"><script>alert(2)</script>',
        href: {
          base: 'https://example.com/ask',
          query: [{ key: 'q', value: '"><script>alert(3)</script>$path' }],
        },
      },
    ]);
    expect(result.code).toBe(0);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    const menu = html.slice(html.indexOf('<div class="dw-ctx"'), html.indexOf('<p class="dw-ctx-status"'));
    expect(menu).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(menu).not.toMatch(/<img|<script/);
    expect(menu).toContain('href="https://example.com/ask?q=%22%3E%3Cscript%3Ealert(3)%3C%2Fscript%3E%2F"');
  });

  it('leaves out the MCP options, and custom options naming $mcp, with located warnings on a build with no MCP URL', async () => {
    const { result, out } = await build([
      'copy',
      'mcp',
      'cursor',
      {
        title: 'Install',
        description: 'D',
        href: { base: 'https://x.dev/', query: [{ key: 'u', value: '$mcp' }] },
      },
    ]);
    expect(result.code).toBe(0);
    for (const index of [1, 2, 3])
      expect(result.stderr).toMatch(
        new RegExp(
          `warning config/not-supported {2}docs\\.json:\\d+:\\d+ \\(contextual\\.options\\[${index}\\]\\)[^]*--mcp-url`,
        ),
      );
    const html = await readFile(join(out, 'index.html'), 'utf8');
    expect(html).not.toMatch(/MCP|cursor:|Install/);
  });

  it.each([
    'javascript:alert(1)',
    'https://docs.example.com/mcp"><script>alert(1)</script>',
    'https://user:secret@docs.example.com/mcp',
  ])('refuses --mcp-url %s before building', async (url) => {
    const { result } = await build(['mcp', 'cursor'], ['--mcp-url', url]);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toMatch(/--mcp-url must be an http\(s\) URL/);
  });

  it("keeps a page's Markdown that could break out of a link inside one escaped attribute", async () => {
    const { result, out } = await build(
      [
        {
          title: 'Share',
          description: 'D',
          href: { base: 'https://x.dev/share', query: [{ key: 't', value: '$page' }] },
        },
      ],
      [],
      'Text " onmouseover="alert(1) & x=<script>alert(2)</script> #frag',
    );
    expect(result.code).toBe(0);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    const menu = html.slice(html.indexOf('<div class="dw-ctx"'), html.indexOf('<p class="dw-ctx-status"'));
    // The Markdown itself is put in by the script in the browser (test/e2e/contextual-menu-options);
    // the markup holds only the encoded template, which names no page text.
    expect(menu).toContain('data-ctx-page-query="t=%24page"');
    expect(menu).not.toMatch(/onmouseover|<script/);
  });
});
