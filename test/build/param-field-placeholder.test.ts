import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

// Mintlify's `<ParamField placeholder>` fills the playground's empty input; Docwright's playground
// has no such hint, so the prop is a located `not-supported` warning, never a silent drop.
describe('<ParamField placeholder>', () => {
  it('is a located not-supported warning naming the prop and what to do', async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Placeholder',
        navigation: { pages: ['create', 'guide'] },
      }),
      'create.mdx': [
        '---',
        'title: Create an item',
        'description: Creates one.',
        'api: POST https://api.example.com/items',
        '---',
        '',
        '<ParamField body="name" type="string" placeholder="My item">',
        '  The item name.',
        '</ParamField>',
        '',
      ].join('\n'),
      'guide.mdx': [
        '---',
        'title: Guide',
        'description: No playground here.',
        '---',
        '',
        '<ParamField query="q" placeholder="search">The query.</ParamField>',
        '',
      ].join('\n'),
    });
    const result = await runDocs(['build', dir, '--out', join(dir, 'dist')]);
    expect(result.code, result.stderr).toBe(0);
    const output = result.stderr + result.stdout;
    expect(output).toMatch(/page\/not-supported\s+create\.mdx:7:39/);
    expect(output).toContain('The ParamField prop `placeholder` is not applied yet');
    expect(output).toContain('give the field a `default`');
    // On a page without a playground too: Mintlify's own fields show it only there.
    expect(output).toMatch(/page\/not-supported\s+guide\.mdx:6:23/);
  });
});
