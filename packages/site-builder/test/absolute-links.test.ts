import { describe, expect, it } from 'vitest';
import { absoluteLinks } from '../src/outputs/absolute-links.ts';

const base = 'https://docs.example.com/';

describe('absoluteLinks', () => {
  it('makes site-relative links, images and definitions absolute', () => {
    const markdown = 'See [setup](/guides/setup.md) and ![logo](/logo.png).\n\n[ref]: /api/pets';
    expect(absoluteLinks(markdown, base)).toBe(
      'See [setup](https://docs.example.com/guides/setup.md) and ![logo](https://docs.example.com/logo.png).\n\n[ref]: https://docs.example.com/api/pets',
    );
  });

  it('rewrites a definition with a title, and leaves text without site-relative links as it is', () => {
    expect(absoluteLinks('Intro.\n\n[ref]:   /api/pets "Pets"', base)).toBe(
      'Intro.\n\n[ref]:   https://docs.example.com/api/pets "Pets"',
    );
    const plain = 'No links here, only [external](https://other.dev/a) and `code`.\n\n```json\n{"a": 1}\n```';
    expect(absoluteLinks(plain, base)).toBe(plain);
  });

  it('leaves code, external and protocol-relative links as written', () => {
    const markdown = [
      'Run `curl [x](/not-a-link)` or [site](https://other.dev/a) or [cdn](//cdn.dev/x).',
      '```md',
      '[inside](/fenced)',
      '```',
      '[after](/fence)',
    ].join('\n');
    expect(absoluteLinks(markdown, base)).toBe(
      [
        'Run `curl [x](/not-a-link)` or [site](https://other.dev/a) or [cdn](//cdn.dev/x).',
        '```md',
        '[inside](/fenced)',
        '```',
        '[after](https://docs.example.com/fence)',
      ].join('\n'),
    );
  });
});
