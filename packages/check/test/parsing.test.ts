import { describe, expect, it } from 'vitest';
import { elementIds, parseLlmsDocument, sitePathOf } from '../src/index.ts';

describe('elementIds', () => {
  it('lists element ids and <a name>, decoded, and nothing from scripts, styles or comments', () => {
    const html = `<h2 id="a&amp;b">x</h2><li class=f id='limit'></li><a name="old">o</a><input name="query-limit">
<!-- <p id="commented"> --><script>const s = '<p id="scripted">';</script><style>#styled{}</style><div id=bare></div>`;
    expect(elementIds(html)).toEqual(['a&b', 'limit', 'old', 'bare']);
  });
});

describe('parseLlmsDocument', () => {
  it('finds links with line, column and section, outside code fences', () => {
    const doc = parseLlmsDocument(
      '# Site\n\n> Summary\n\n## Docs\n\n- [A](https://x.example/a.md): about [B](/b)\n- plain item\n\n```\n[not](/a-link)\n```\n\n## OpenAPI Specs\n\n- [API](/openapi.json) ![img](/i.png)\n',
    );
    expect(doc.firstLine).toBe('# Site');
    expect(doc.links.map((link) => [link.href, link.line, link.column, link.section])).toEqual([
      ['https://x.example/a.md', 7, 3, 'Docs'],
      ['/b', 7, 38, 'Docs'],
      ['/openapi.json', 16, 3, 'OpenAPI Specs'],
    ]);
    expect(doc.bareListItems).toEqual([8]);
  });
});

describe('sitePathOf', () => {
  it('maps links under the base URL to site paths and leaves other sites alone', () => {
    expect(sitePathOf('https://d.example/docs', 'https://d.example/docs/a.md?x=1')).toBe('/a.md?x=1');
    expect(sitePathOf('https://d.example/docs/', 'https://d.example/docs')).toBe('/');
    expect(sitePathOf('https://d.example/docs', 'https://d.example/other')).toBeUndefined();
    expect(sitePathOf('https://d.example', 'https://e.example/a')).toBeUndefined();
    expect(sitePathOf('https://d.example', '/a.md')).toBe('/a.md');
    expect(sitePathOf('https://d.example', '//e.example/a')).toBeUndefined();
  });
});
