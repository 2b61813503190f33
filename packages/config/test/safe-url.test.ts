import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/index.ts';
import { unsafeUrlReason } from '../src/schema/safe-url.ts';

describe('safe URLs in docs.json', () => {
  it.each([
    'javascript:x',
    ' JaVaScRiPt:x',
    'java\tscript:x',
    '\u0000javascript:x',
    'data:x',
    'vbscript:x',
    'file:///x',
  ])('refuses %j', (url) => expect(unsafeUrlReason(url)).toBeDefined());

  it.each([
    'https://a.example',
    'http://a.example',
    'mailto:a@b.c',
    'tel:+1',
    '/guides',
    'guides/a',
    '#top',
    '//cdn.example/x.png',
  ])('accepts %j', (url) => expect(unsafeUrlReason(url)).toBeUndefined());

  it('http(s), mailto:, tel: and site paths still validate', () => {
    const { diagnostics } = parseConfig(
      JSON.stringify({
        name: 'Links',
        navigation: { groups: [{ group: 'G', pages: ['index'] }] },
        navbar: {
          links: [{ label: 'Mail', href: 'mailto:team@example.com' }],
          primary: { type: 'button', label: 'Call', href: 'tel:+15555550100' },
        },
        footer: {
          socials: { x: 'https://x.com/example' },
          links: [{ items: [{ label: 'A', href: '/index' }] }],
        },
        redirects: [{ source: '/old', destination: '/index' }],
      }),
    );
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('every URL-valued field of docs.json', () => {
  const unsafe = (config: Record<string, unknown>) =>
    parseConfig(
      JSON.stringify({
        name: 'Links',
        navigation: { groups: [{ group: 'G', pages: ['index'] }] },
        ...config,
      }),
    ).diagnostics.filter((d) => d.code === 'config/unsafe-url');

  it('checks api.mdx.server, one URL or several', () => {
    expect(unsafe({ api: { mdx: { server: 'javascript:alert(1)' } } }).map((d) => d.jsonPath)).toEqual([
      'api.mdx.server',
    ]);
    const list = unsafe({ api: { mdx: { server: ['https://api.example.com', 'data:text/html,x'] } } });
    expect(list.map((d) => d.jsonPath)).toEqual(['api.mdx.server[1]']);
    expect(unsafe({ api: { mdx: { server: ['https://api.example.com', '/v1'] } } })).toEqual([]);
  });

  it('checks the meta tags whose content is a URL, and only those', () => {
    const found = unsafe({
      seo: {
        metatags: {
          'og:image': 'javascript:alert(1)',
          'og:image:secure_url': 'javascript:alert(1)',
          'twitter:player': 'javascript:alert(1)',
          'og:description': 'javascript:alert(1) is not run here',
          'og:url': 'https://docs.example.com',
        },
      },
    });
    expect(found.map((d) => d.jsonPath).sort()).toEqual([
      'seo.metatags["og:image"]',
      'seo.metatags["og:image:secure_url"]',
      'seo.metatags["twitter:player"]',
    ]);
  });
});
