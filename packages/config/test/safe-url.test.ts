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
