import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

async function build(config: Record<string, unknown>) {
  const site = await writeSite(
    {
      'docs.json': JSON.stringify(
        { name: 'Links', navigation: { groups: [{ group: 'G', pages: ['index'] }] }, ...config },
        null,
        2,
      ),
      'index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nHello.\n',
    },
    'sec-url',
  );
  return runDocs(['build', site, '--out', join(await tempDir('sec-url-out'), 'dist')]);
}

describe('unsafe URLs in docs.json (issue 21)', () => {
  it.each([
    ['navbar.links[0].href', { navbar: { links: [{ label: 'Docs', href: 'javascript:alert(1)' }] } }],
    [
      'navbar.primary.href',
      { navbar: { primary: { type: 'button', label: 'Go', href: ' JaVaScRiPt:alert(1)' } } },
    ],
    [
      'navbar.primary.href',
      { navbar: { primary: { type: 'github', href: 'javascript://github.com/%0aalert(1)' } } },
    ],
    ['footer.socials.x', { footer: { socials: { x: 'java\tscript:alert(1)' } } }],
    [
      'footer.links[0].items[0].href',
      { footer: { links: [{ items: [{ label: 'A', href: 'vbscript:msgbox(1)' }] }] } },
    ],
    ['logo.href', { logo: { light: '/logo.svg', dark: '/logo.svg', href: '\u0001javascript:alert(1)' } }],
    ['logo', { logo: 'data:image/svg+xml,<svg onload=alert(1)>' }],
    ['favicon', { favicon: 'javascript:alert(1)' }],
    ['background.image', { background: { image: 'data:text/html,<script>alert(1)</script>' } }],
    ['redirects[0].destination', { redirects: [{ source: '/old', destination: 'javascript:alert(1)' }] }],
    [
      'contextual.options[0].href',
      { contextual: { options: [{ title: 'T', description: 'D', href: 'JAVASCRIPT:alert(1)' }] } },
    ],
    [
      'navigation.anchors[0].href',
      {
        navigation: {
          anchors: [
            { anchor: 'Evil', href: 'javascript:alert(1)' },
            { anchor: 'Docs', groups: [{ group: 'G', pages: ['index'] }] },
          ],
        },
      },
    ],
    ['fonts.source', { fonts: { family: 'X', source: 'javascript:alert(1)' } }],
    ['api.mdx.server', { api: { mdx: { server: 'javascript:alert(1)' } } }],
    ['api.mdx.server[1]', { api: { mdx: { server: ['https://api.example.com', ' JavaScript:alert(1)'] } } }],
    ['seo.metatags["og:image"]', { seo: { metatags: { 'og:image': 'javascript:alert(1)' } } }],
    [
      'seo.metatags["twitter:image"]',
      { seo: { metatags: { 'twitter:image': 'data:text/html,<script>1</script>' } } },
    ],
    ['seo.metatags["og:url"]', { seo: { metatags: { 'og:url': 'vbscript:msgbox(1)' } } }],
  ])('%s is rejected with its line, column and JSON path', async (path, config) => {
    const result = await build(config);
    expect(result.code).toBe(1);
    const escaped = path.replace(/[.[\]]/g, (c) => `\\${c}`);
    expect(result.stderr).toMatch(
      new RegExp(`error config/unsafe-url {2}docs\\.json:\\d+:\\d+ \\(${escaped}\\)`),
    );
    expect(result.stderr).toMatch(/URL is not allowed here/);
    expect(result.stderr).toMatch(/hint: Use an https:\/\/ or http:\/\/ URL/);
  });

  it('accepts site paths and http(s) URLs in those fields, and any text in meta tags that are not URLs', async () => {
    const result = await build({
      api: { mdx: { server: ['https://api.example.com/v1', '/api'] } },
      seo: {
        metatags: {
          'og:image': '/images/cover.png',
          'twitter:image': 'https://cdn.example.com/card.png',
          'og:title': 'javascript: the good parts',
          keywords: 'javascript:, apis',
        },
      },
    });
    expect(result.stderr).not.toContain('config/unsafe-url');
    expect(result.code).toBe(0);
  });
});
