import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { splitFrontmatter } from '@docwright/mdx';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

const pages = {
  'index.mdx': '---\ntitle: Home\ndescription: Where to start.\n---\n\nHi.\n',
  'guide.mdx': '---\ntitle: Guide [beta]\ndescription: How to use it.\n---\n\nText.\n',
};

async function build(files: Record<string, string>, args: string[] = []) {
  const site = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Acme Docs',
        description: 'The Acme API: payments and refunds.',
        navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
      }),
      ...pages,
      ...files,
    },
    'skill',
  );
  const out = join(await tempDir('skill-out'), 'dist');
  const result = await runDocs([
    'build',
    site,
    '--out',
    out,
    '--base-url',
    'https://docs.example.com',
    ...args,
  ]);
  expect(result.code, result.stderr).toBe(0);
  return out;
}

const frontmatterOf = (text: string) => splitFrontmatter(text, 'skill.md').frontmatter;

describe('skill.md and the Agent Skills Discovery index', () => {
  it('writes a skill from docs.json and the pages, linking each Markdown twin that the build wrote', async () => {
    const out = await build({}, ['--mcp-url', 'https://docs.example.com/mcp']);
    const skill = await readFile(join(out, 'skill.md'), 'utf8');
    expect(frontmatterOf(skill)).toEqual({
      name: 'acme-docs',
      description: 'The Acme API: payments and refunds.',
    });
    expect(skill).toContain('- [Home](https://docs.example.com/index.md): Where to start.');
    expect(skill).toContain('- [Guide \\[beta\\]](https://docs.example.com/guide.md): How to use it.');
    expect(skill).toContain('`https://docs.example.com/mcp`');
    for (const twin of ['index.md', 'guide.md']) expect(existsSync(join(out, twin))).toBe(true);
    expect(await readFile(join(out, '.well-known/skills/default/SKILL.md'), 'utf8')).toBe(skill);
    expect(JSON.parse(await readFile(join(out, '.well-known/skills/index.json'), 'utf8'))).toEqual({
      skills: [{ name: 'default', description: 'The Acme API: payments and refunds.', files: ['SKILL.md'] }],
    });
  });

  it("publishes the site's own skill.md as written, not as a page, and indexes its description", async () => {
    const own =
      '---\nname: acme\ndescription: Take payments with Acme.\n---\n\n# Acme\n\nCall `POST /payments`.\n';
    const out = await build({ 'skill.md': own });
    expect(await readFile(join(out, 'skill.md'), 'utf8')).toBe(own);
    expect(await readFile(join(out, '.well-known/skills/default/SKILL.md'), 'utf8')).toBe(own);
    expect(existsSync(join(out, 'skill/index.html'))).toBe(false);
    expect(existsSync(join(out, 'skill.html'))).toBe(false);
    const index = JSON.parse(await readFile(join(out, '.well-known/skills/index.json'), 'utf8'));
    expect(index.skills[0].description).toBe('Take payments with Acme.');
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    expect(llms).not.toMatch(/skill/i);
  });
});
