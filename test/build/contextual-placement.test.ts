import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IncrementalSite } from '@docwright/site-builder';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

// docs.json puts the menu in the table of contents; one page has its own options, one none, one
// its own menu beside the title (`display` defaults to "header", as in docs.json), one is a `wide` page (no table of contents).
const pages: Record<string, string> = {
  'guide.mdx': '---\ntitle: Guide\ndescription: G.\n---\n\n## First\n\nText.\n\n## Second\n\nMore.\n',
  'own.mdx':
    '---\ntitle: Own\ndescription: O.\ncontextual:\n  options:\n    - view\n    - title: Ask Acme\n      description: Ask our bot\n      href:\n        base: https://ask.example.com/\n        query:\n          - key: at\n            value: $path\n  display: toc\n---\n\n## Only\n\nText.\n',
  'none.mdx': '---\ntitle: None\ndescription: N.\ncontextual:\n  options: []\n---\n\n## Heading\n\nText.\n',
  'header.mdx':
    '---\ntitle: Header\ndescription: H.\ncontextual:\n  options: [copy, claude]\n---\n\n## Heading\n\nText.\n',
  'bare.mdx': '---\ntitle: Bare\ndescription: B.\n---\n\nNo headings here.\n',
  'wide.mdx': '---\ntitle: Wide\ndescription: W.\nmode: wide\n---\n\n## Heading\n\nText.\n',
};

describe('contextual.display "toc" and a page’s own contextual', () => {
  let out = '';
  let stderr = '';
  beforeAll(async () => {
    const site = await writeSite(
      {
        'docs.json': JSON.stringify({
          name: 'Placement',
          navigation: { pages: Object.keys(pages).map((file) => file.replace('.mdx', '')) },
          contextual: { options: ['copy', 'view', 'chatgpt'], display: 'toc' },
        }),
        ...pages,
      },
      'ctx-place',
    );
    out = join(await tempDir('ctx-place-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    stderr = result.stderr;
  }, 120_000);

  const html = (route: string) => readFile(join(out, route, 'index.html'), 'utf8');
  const tocOf = (page: string) => page.slice(page.indexOf('<aside class="dw-toc"'), page.indexOf('</aside>'));
  const titleRowOf = (page: string) =>
    page.includes('<div class="dw-title-row">')
      ? page.slice(page.indexOf('<div class="dw-title-row">'), page.indexOf('</div></div>') + 12)
      : '';
  const tocEntries = (page: string) =>
    [...tocOf(page).matchAll(/class="dw-ctx-toc-item"[^>]*>(?:<[^>]+>)*?<span>([^<]+)<\/span>/g)].map(
      (match) => match[1],
    );

  it('no longer warns that display "toc" is not applied', () => {
    expect(stderr).not.toContain('"toc" is not applied');
  });

  it('lists the options under "On this page", with the title’s menu kept only as the narrow-screen stand-in', async () => {
    const page = await html('guide');
    const toc = tocOf(page);
    expect(toc.indexOf('On this page')).toBeLessThan(toc.indexOf('class="dw-ctx-toc"'));
    expect(tocEntries(page)).toEqual(['Copy page', 'View as Markdown', 'Open in ChatGPT']);
    expect(toc).toContain('href="/guide.md"');
    expect(toc).toMatch(/<button type="button" class="dw-ctx-toc-item"[^>]*data-ctx-copy>/);
    expect(titleRowOf(page)).toContain('<div class="dw-ctx" data-ctx-fallback');
  });

  it('gives a page’s own options, with $path filled, in the same place', async () => {
    const page = await html('own');
    expect(tocEntries(page)).toEqual(['View as Markdown', 'Ask Acme']);
    expect(tocOf(page)).toContain('href="https://ask.example.com/?at=%2Fown"');
    expect(page).not.toContain('Open in ChatGPT');
  });

  it('shows no menu anywhere on a page with options: []', async () => {
    const page = await html('none');
    expect(page).not.toContain('dw-ctx');
    expect(tocOf(page)).toContain('On this page');
  });

  it('puts a page’s menu without display beside the title only (the schema’s default)', async () => {
    const page = await html('header');
    expect(tocOf(page)).not.toContain('dw-ctx');
    const row = titleRowOf(page);
    expect(row).toContain('<div class="dw-ctx" data-twin="/header.md"');
    expect(row).not.toContain('data-ctx-fallback');
    expect(row).toContain('Open in Claude');
  });

  it('gives a page without headings a table of contents holding the options', async () => {
    const page = await html('bare');
    expect(tocOf(page)).not.toContain('On this page');
    expect(tocEntries(page)).toEqual(['Copy page', 'View as Markdown', 'Open in ChatGPT']);
  });

  it('keeps the menu beside the title on a page without a table of contents (mode: wide)', async () => {
    const page = await html('wide');
    expect(page).not.toContain('<aside class="dw-toc"');
    expect(titleRowOf(page)).toContain('<div class="dw-ctx" data-twin="/wide.md"');
    expect(page).not.toContain('data-ctx-fallback');
  });
});

describe('warnings about a page’s own contextual, located in the page', () => {
  const build = async (page: string, mcpUrl?: string) => {
    const site = new IncrementalSite(
      await writeSite(
        {
          'docs.json': JSON.stringify({
            name: 'Warned',
            navigation: { pages: ['page'] },
            contextual: { options: ['copy', 'chatgpt'] },
          }),
          'page.mdx': page,
        },
        'ctx-page-warn',
      ),
      { renderWorkers: 0, ...(mcpUrl && { mcpUrl }) },
    );
    await site.load();
    const result = await site.render();
    expect(result.ok).toBe(true);
    return result.diagnostics
      .filter((d) => d.code === 'page/not-supported')
      .map((d) => `${d.file}:${d.line} ${d.message}`);
  };

  it('names the file, the line of `contextual` and each wrong key with what was expected', async () => {
    const warnings = await build(
      '---\ntitle: Page\ndescription: P.\ncontextual:\n  options: [copy, chatgtp]\n  display: sidebar\n---\n\nText.\n',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^page\.mdx:4 The front-matter field `contextual` is not applied: /);
    expect(warnings[0]).toContain('contextual.options[1]: expected one of');
    expect(warnings[0]).toContain('Did you mean "chatgpt"?');
    expect(warnings[0]).toContain('contextual.display: expected one of header, toc; found "sidebar"');
  });

  it('warns of the options the menu leaves out, and of MCP entries while the build knows no MCP URL', async () => {
    const page =
      '---\ntitle: Page\ndescription: P.\ncontextual:\n  options: [copy, devin-mcp, mcp, { title: Add, description: D, href: { base: "https://x.dev/", query: [{ key: u, value: $mcp }] } }]\n---\n\nText.\n';
    const warnings = await build(page);
    expect(warnings.map((w) => w.slice(0, w.indexOf(' is left out')))).toEqual([
      'page.mdx:4 contextual.options[1] "devin-mcp"',
      'page.mdx:4 contextual.options[2] "mcp"',
      'page.mdx:4 contextual.options[3] "Add" (its link names $mcp)',
    ]);
    expect(warnings[1]).toContain('--mcp-url');
    expect(await build(page, 'https://docs.example.com/mcp')).toHaveLength(1);
  });
});

describe('an operation’s x-mint.metadata.contextual, on its generated page', () => {
  const operation = (summary: string, contextual: unknown) => ({
    get: {
      summary,
      'x-mint': { metadata: { contextual } },
      responses: { '200': { description: 'OK' } },
    },
  });
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Menus', version: '1' },
    servers: [{ url: 'https://api.example.com' }],
    paths: {
      '/own': operation('Own', { options: ['claude'] }),
      '/typo': operation('Typo', { options: ['perplexty'] }),
      '/none': operation('None', { options: [] }),
    },
  };
  let out = '';
  let stderr = '';
  beforeAll(async () => {
    const site = await writeSite(
      {
        'docs.json': JSON.stringify({
          name: 'Operation menus',
          navigation: { pages: ['GET /own', 'GET /typo', 'GET /none'] },
          api: { openapi: 'openapi.json' },
          contextual: { options: ['copy', 'chatgpt'] },
        }),
        'openapi.json': JSON.stringify(spec, null, 2),
      },
      'ctx-operation',
    );
    out = join(await tempDir('ctx-operation-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    stderr = result.stderr;
  }, 120_000);

  const menuOf = async (route: string) => {
    const page = await readFile(join(out, 'api-reference', route, 'index.html'), 'utf8');
    return {
      claude: page.includes('claude.ai/new'),
      chatgpt: page.includes('chatgpt.com'),
      menu: page.includes('dw-ctx'),
    };
  };

  it('replaces the site’s menu with the operation’s own, and says nothing of it being ignored', async () => {
    expect(await menuOf('own')).toEqual({ claude: true, chatgpt: false, menu: true });
    expect(stderr).not.toMatch(/x-mint\.metadata\.contextual` of GET \/own is not applied/);
  });

  it('shows no menu for options: []', async () => {
    expect(await menuOf('none')).toEqual({ claude: false, chatgpt: false, menu: false });
  });

  it('warns of an invalid value at its line and JSON path in the spec, and keeps the site’s menu', async () => {
    expect(await menuOf('typo')).toEqual({ claude: false, chatgpt: true, menu: true });
    const lines = JSON.stringify(spec, null, 2).split('\n');
    const typo = lines.findIndex((text) => text.includes('"/typo"'));
    const line = lines.findIndex((text, index) => index > typo && text.includes('"contextual"')) + 1;
    expect(stderr).toContain(`openapi.json:${line}:`);
    expect(stderr).toMatch(
      /warning spec\/not-supported {2}openapi\.json:\d+:\d+ \(#\/paths\/~1typo\/get\/x-mint\/metadata\/contextual\)\n {2}GET \/typo: `x-mint\.metadata\.contextual` is not applied: contextual\.options\[0\]: expected one of [^\n]*Did you mean "perplexity"\?/,
    );
    expect(stderr.match(/x-mint\/metadata\/contextual\)/g)).toHaveLength(1);
  });
});
