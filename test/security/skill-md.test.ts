import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { splitFrontmatter } from '@docwright/mdx';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

describe('a hostile site name, description and page titles in the generated skill.md', () => {
  it('keep to their YAML values and link texts', async () => {
    const name = 'Acme\n---\nname: evil\n';
    const description = 'Line one\n---\ninjected: "yes"\n# Heading';
    const site = await writeSite(
      {
        'docs.json': JSON.stringify({
          name,
          description,
          navigation: { groups: [{ group: 'G', pages: ['index'] }] },
        }),
        'index.mdx': '---\ntitle: "Home](https://evil.example/x) ["\ndescription: D.\n---\n\nHi.\n',
      },
      'skill-sec',
    );
    const out = join(await tempDir('skill-sec-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out, '--base-url', 'https://docs.example.com']);
    expect(result.code, result.stderr).toBe(0);
    const skill = await readFile(join(out, 'skill.md'), 'utf8');
    const { frontmatter, diagnostics } = splitFrontmatter(skill, 'skill.md');
    expect(diagnostics).toEqual([]);
    expect(frontmatter).toEqual({
      name: 'acme-name-evil',
      description: 'Line one --- injected: "yes" # Heading',
    });
    // The title stays the text of its own link: no second link to the other host.
    expect(skill).toContain('- [Home\\](https://evil.example/x) \\[](https://docs.example.com/index.md): D.');
    expect(skill.match(/\]\(https:\/\/evil/g) ?? []).toHaveLength(1);
    expect(skill).not.toMatch(/^injected:/m);
  });
});
