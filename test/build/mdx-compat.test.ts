import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

async function build(page: string) {
  const dir = await writeSite({
    'docs.json': JSON.stringify({ name: 'Compat', navigation: { pages: ['page', 'plain'] } }),
    'page.mdx': `---\ntitle: Page\ndescription: D.\n---\n\n${page}`,
    'plain.mdx': '---\ntitle: Plain\ndescription: D.\n---\n\nNo math here.\n',
  });
  const out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  return { result, out, html: await readFile(join(out, 'page/index.html'), 'utf8').catch(() => '') };
}

describe('MDX as Mintlify sites write it', () => {
  it('typesets $...$, $$...$$ and <Latex> with KaTeX, and only pages with math load its stylesheet', async () => {
    const { result, out, html } = await build(
      'Size: $\\texttt{shift} + \\frac{D}{8}$ bytes.\n\n$$\nE = mc^2\n$$\n\n<Latex>a^2 + b^2</Latex>\n',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(html.match(/class="katex"/g)?.length).toBe(3);
    expect(html).toContain(
      '<annotation encoding="application/x-tex">\\texttt{shift} + \\frac{D}{8}</annotation>',
    );
    expect(html).toContain('href="/_docwright/katex/katex.min.css"');
    const css = await readFile(join(out, '_docwright/katex/katex.min.css'), 'utf8');
    for (const font of css.match(/fonts\/KaTeX_[\w-]+\.woff2/g) ?? []) {
      expect(await readFile(join(out, '_docwright/katex', font)).then((b) => b.length)).toBeGreaterThan(0);
    }
    expect(await readFile(join(out, 'plain/index.html'), 'utf8')).not.toContain('katex');
  });

  it('shows {name} that names nothing as text, with a located warning', async () => {
    const { result, html } = await build('Poll /extract/{ID} until done.\n');
    expect(result.code, result.stderr).toBe(0);
    expect(html).toContain('Poll /extract/{ID} until done.');
    expect(result.stderr).toMatch(/warning page\/unbound-expression {2}page\.mdx:6:15/);
  });

  it('still evaluates expressions that name something', async () => {
    const { result, html } = await build(
      'export const version = "2.1";\n\nVersion {version}, {Math.max(1, 3)}.\n',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(html).toContain('Version 2.1, 3.');
  });
});
