import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { createPng } from '../helpers/png.ts';
import { writeSite } from '../helpers/site.ts';

const spec = `openapi: 3.0.3
info: { title: Pets, version: '1' }
paths:
  /pets:
    get:
      tags: [pets]
      summary: List pets
      responses: { '200': { description: OK } }
`;

async function build(files: Record<string, string>, pages: string[], binary: Record<string, Buffer> = {}) {
  const dir = await writeSite({
    'docs.json': JSON.stringify({
      name: 'Content',
      navigation: {
        groups: [
          { group: 'Docs', pages },
          { group: 'API', openapi: 'openapi.yaml' },
        ],
      },
    }),
    'openapi.yaml': spec,
    ...files,
  });
  for (const [path, bytes] of Object.entries(binary)) await writeFile(join(dir, path), bytes);
  const out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  const read = (route: string) => readFile(join(out, route, 'index.html'), 'utf8');
  return { result, read };
}

/** The page's own content, without the theme's chrome (which has its own scripts and links). */
function contentOf(html: string): string {
  const start = html.indexOf('<div class="dw-content">');
  const end = html.indexOf('</article>', start);
  expect(start).toBeGreaterThan(0);
  return html.slice(start, end);
}

const frontmatter = (title: string) => `---\ntitle: ${title}\ndescription: ${title}.\n---\n`;

describe('links in pages', () => {
  it('resolve to routes, keep query and fragment, leave external links alone, and warn on broken ones', async () => {
    const { result, read } = await build(
      {
        'quickstart.mdx': `${frontmatter('Quickstart')}\nStart.\n`,
        'guides/index.mdx': `${frontmatter('Guides')}\nAll guides.\n`,
        'guides/other.mdx': `${frontmatter('Other')}\nOther.\n`,
        'files/guide.pdf': '%PDF-1.4 test',
        'guides/intro.mdx': [
          frontmatter('Intro'),
          '[relative](./other) [absolute](/quickstart) [up](../quickstart.mdx) [anchor](other.md#setup)',
          '',
          '[index](./index.mdx?tab=1#top) [endpoint](/api-reference/pets/list-pets) [pdf](../files/guide.pdf)',
          '',
          '<a href="other">html link</a>',
          '',
          '<Card title="Card" href="../quickstart">A card.</Card>',
          '',
          '[external](https://example.com/x) <a href="https://example.org" target="_blank">new tab</a> [mail](mailto:team@example.com) [top](#top)',
          '',
          'See [the missing page](/nowhere#x) for more.',
          '',
        ].join('\n'),
      },
      ['quickstart', 'guides/index', 'guides/intro', 'guides/other'],
    );
    const html = contentOf(await read('guides/intro'));
    expect(html).toContain('href="/guides/other">relative</a>');
    expect(html).toContain('href="/quickstart">absolute</a>');
    expect(html).toContain('href="/quickstart">up</a>');
    expect(html).toContain('href="/guides/other#setup">anchor</a>');
    expect(html).toContain('href="/guides?tab=1#top">index</a>');
    expect(html).toContain('href="/api-reference/pets/list-pets">endpoint</a>');
    expect(html).toContain('href="/files/guide.pdf">pdf</a>');
    expect(html).toContain('href="/guides/other">html link</a>');
    expect(html).toMatch(/<a class="dw-card" href="\/quickstart">/);
    expect(html).toContain('<a href="https://example.com/x" rel="noopener">external</a>');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener">new tab</a>');
    expect(html).toContain('<a href="mailto:team@example.com">mail</a>');
    expect(html).toContain('<a href="#top">top</a>');
    expect(html).toContain('href="/nowhere#x"');
    // Only the missing page is reported, with the place of its link.
    expect(result.stderr.match(/^warning page\/broken-link /gm)).toHaveLength(1);
    expect(result.stderr).toContain('page/broken-link  guides/intro.mdx:16:5');
    expect(result.stderr).toContain('"/nowhere#x" points at /nowhere');
  });
});

describe('images in pages', () => {
  it('get their size from the file, load lazily, resolve to the site root, and a missing one is located', async () => {
    const { result, read } = await build(
      {
        'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"></svg>',
        'guides/page.mdx': [
          frontmatter('Page'),
          '![Pixel](../images/pixel.png)',
          '',
          '<Frame>',
          '  <img className="block dark:hidden" src="/images/logo.svg" alt="Light" />',
          '  <img className="hidden dark:block" src="diagram.png" alt="Dark" width="50" />',
          '</Frame>',
          '',
          'Here: ![Gone](/images/missing.png)',
          '',
        ].join('\n'),
      },
      ['guides/page'],
      { 'images/pixel.png': createPng(3, 2), 'guides/diagram.png': createPng(40, 30) },
    );
    const html = contentOf(await read('guides/page'));
    expect(html).toContain(
      '<img src="/images/pixel.png" alt="Pixel" width="3" height="2" loading="lazy" decoding="async"/>',
    );
    expect(html).toMatch(
      /<img class="block dark:hidden" src="\/images\/logo.svg" alt="Light" width="120" height="40" loading="lazy" decoding="async"\/>/,
    );
    // The author's width stays, and no height is guessed beside it.
    expect(html).toMatch(
      /<img class="hidden dark:block" src="\/guides\/diagram.png" alt="Dark" width="50" loading="lazy"/,
    );
    expect(html).not.toMatch(/diagram.png"[^>]*height=/);
    expect(result.stderr.match(/^warning page\/missing-image /gm)).toHaveLength(1);
    expect(result.stderr).toContain('page/missing-image  guides/page.mdx:13:7');
    expect(result.stderr).toContain('"/images/missing.png" does not exist');
  });
});

describe('raw HTML in pages', () => {
  const hostile = [
    frontmatter('Hostile'),
    '<script>{`window.__pwned = "script"`}</script>',
    '',
    '<img src="/nothing.png" onerror="window.__pwned = \'onerror\'" alt="x" />',
    '',
    '<div onClick="window.__pwned = 1">click</div>',
    '',
    '<a href="javascript:window.__pwned = 2">js link</a>',
    '',
    '[md js link](javascript:alert(1))',
    '',
    '<iframe srcdoc="<script>parent.__pwned = 3</script>" title="doc"></iframe>',
    '',
    '<iframe src="data:text/html,<script>alert(1)</script>" title="data"></iframe>',
    '',
    '<object data="movie.swf"></object>',
    '',
    '<embed src="movie.swf" />',
    '',
    '<form action="javascript:window.__pwned = 4"><button>Send</button></form>',
    '',
    '<div dangerouslySetInnerHTML={{ __html: "<img src=x onerror=alert(1)>" }} />',
    '',
    '<style>{`.x { background: url("javascript:alert(1)") }`}</style>',
    '',
    '<iframe src="https://www.youtube.com/embed/4KzFe50RQkQ" title="YouTube video player" allow="autoplay; encrypted-media" allowFullScreen className="w-full aspect-video"></iframe>',
    '',
    "<div style={{ color: 'rebeccapurple', padding: '1rem' }}>Styled text</div>",
    '',
    '<style>{`.ok { color: teal }`}</style>',
    '',
    '<video controls src="/clip.mp4"></video>',
    '',
  ].join('\n');

  it('loses every script vector with a located warning, and keeps embeds and styles', async () => {
    const { result, read } = await build(
      {
        'hostile.mdx': hostile,
        'legacy.md': [
          frontmatter('Legacy'),
          'Markdown with <b>raw</b> HTML.',
          '',
          '<script>window.__pwned = "md"</script>',
          '',
          '<img src="/nothing.png" onerror="window.__pwned = 5">',
          '',
          '<a href="javascript:void(window.__pwned = 6)">x</a>',
          '',
          '<iframe src="https://www.youtube.com/embed/abc123" allowfullscreen></iframe>',
          '',
        ].join('\n'),
      },
      ['hostile', 'legacy'],
    );
    const html = contentOf(await read('hostile'));
    for (const vector of [
      /<script/i,
      /onerror/i,
      /onclick/i,
      /javascript:/i,
      /srcdoc/i,
      /data:text\/html/i,
      /<object/i,
      /<embed/i,
      /__pwned/,
      /onerror=alert/,
    ])
      expect(html).not.toMatch(vector);
    expect(html).toContain(
      '<iframe src="https://www.youtube.com/embed/4KzFe50RQkQ" title="YouTube video player"',
    );
    expect(html).toContain('allowFullScreen');
    expect(html).toMatch(/<div style="color:rebeccapurple;padding:1rem;?">Styled text<\/div>/);
    expect(html).toContain('.ok { color: teal }');
    expect(html).toContain('<video controls src="/clip.mp4"></video>');
    expect(html).toContain('<button>Send</button>');
    const warnings = result.stderr.match(/page\/unsafe-html {2}hostile\.mdx:\d+:\d+/g) ?? [];
    expect(warnings).toEqual([
      'page/unsafe-html  hostile.mdx:6:1',
      'page/unsafe-html  hostile.mdx:8:1',
      'page/unsafe-html  hostile.mdx:10:1',
      'page/unsafe-html  hostile.mdx:12:1',
      'page/unsafe-html  hostile.mdx:14:1',
      'page/unsafe-html  hostile.mdx:16:1',
      'page/unsafe-html  hostile.mdx:18:1',
      'page/unsafe-html  hostile.mdx:20:1',
      'page/unsafe-html  hostile.mdx:22:1',
      'page/unsafe-html  hostile.mdx:24:1',
      'page/unsafe-html  hostile.mdx:26:1',
      'page/unsafe-html  hostile.mdx:28:1',
    ]);
    expect(result.stderr).toContain('Removed onerror on <img>: an event handler runs script.');

    const legacy = contentOf(await read('legacy'));
    expect(legacy).toContain('<b>raw</b>');
    expect(legacy).toContain('<iframe src="https://www.youtube.com/embed/abc123"');
    for (const vector of [/<script/i, /onerror/i, /javascript:/i, /__pwned/])
      expect(legacy).not.toMatch(vector);
    expect(result.stderr.match(/page\/unsafe-html {2}legacy\.md:\d+/g)).toEqual([
      'page/unsafe-html  legacy.md:8',
      'page/unsafe-html  legacy.md:10',
      'page/unsafe-html  legacy.md:12',
    ]);
  });
});

describe('HTML in spec descriptions', () => {
  it('is sanitized on the generated endpoint page', async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Spec',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml' }] },
      }),
      'openapi.yaml': [
        'openapi: 3.0.3',
        'info: { title: Pets, version: "1" }',
        'paths:',
        '  /pets:',
        '    get:',
        '      summary: List pets',
        '      description: |',
        '        Lists **pets**. <script>window.__pwned = 1</script>',
        '        <img src="x" onerror="window.__pwned = 2"> [bad](javascript:alert(1))',
        '        <iframe srcdoc="<script>alert(1)</script>"></iframe>',
        '      parameters:',
        '        - name: limit',
        '          in: query',
        '          description: <a href="javascript:alert(1)" onclick="alert(1)">How many</a>',
        '          schema: { type: integer }',
        '      responses: { "200": { description: OK } }',
      ].join('\n'),
    });
    const out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const html = contentOf(await readFile(join(out, 'api-reference/list-pets/index.html'), 'utf8'));
    expect(html).toContain('<strong>pets</strong>');
    expect(html).toContain('How many');
    for (const vector of [/__pwned/, /onerror/i, /onclick/i, /javascript:/i, /srcdoc/i, /<script/i])
      expect(html).not.toMatch(vector);
  });
});
