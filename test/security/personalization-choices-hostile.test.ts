// Conditions on `user` where the build cannot keep their branches apart (review findings): a
// component that reads its children as text (`<Prompt>` into a link, `<CodeBlock>` into highlighted
// code), a snippet inside a page's branch, a page's condition handed into a snippet, and a condition
// whose results are text. Each stays signed out for every reader, with a located warning: no other
// branch reaches any file of the build, the server's manifest included.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '@docwright/site-builder';
import { expect, it } from 'vitest';
import { writeSite } from '../helpers/site.ts';

const secrets = ['PROMPTSECRET', 'CODEBLOCKSECRET', 'BPROSECRET', 'CHILDSECRET', 'TEXTSECRET'];

async function everyFile(dir: string): Promise<string> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = await Promise.all(
    entries.filter((e) => e.isFile()).map((e) => readFile(join(e.parentPath, e.name), 'latin1')),
  );
  return texts.join('\n');
}

it('leaves no branch but the signed-out one in any built file where branches cannot be kept apart', async () => {
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Hostile choices',
        navigation: { groups: [{ group: 'Docs', pages: ['index', 'nested', 'children'] }] },
      }),
      'index.mdx': [
        '---\ntitle: Text\ndescription: Text\n---',
        '',
        '<Prompt description="p" actions={["copy","cursor"]}>',
        "Do this {user.plan === 'pro' ? <>PROMPTSECRET</> : <>promptfree</>}",
        '</Prompt>',
        '',
        '<CodeBlock language="js" filename="a.js">',
        "{user.plan === 'pro' ? <>CODEBLOCKSECRET</> : <>codefree</>}",
        '</CodeBlock>',
        '',
        "Plan: {user.plan === 'pro' ? 'TEXTSECRET' : 'Free'} end.",
        '',
      ].join('\n'),
      'snippets/a.mdx':
        'import B from \'/snippets/b.mdx\';\n\n{user.beta ? <div className="beta"><B /></div> : <>not beta</>}\n',
      'snippets/b.mdx': "{user.plan === 'pro' ? <>BPROSECRET</> : <>bfree</>}\n",
      'nested.mdx':
        "---\ntitle: Nested\ndescription: Nested\n---\n\nimport A from '/snippets/a.mdx';\n\n<A />\n",
      'snippets/wrap.mdx': '<div className="wrap">{props.children}</div>\n',
      'children.mdx':
        "---\ntitle: Children\ndescription: Children\n---\n\nimport Wrap from '/snippets/wrap.mdx';\n\n<Wrap>{user.plan === 'pro' ? <>CHILDSECRET</> : <>childfree</>}</Wrap>\n",
    },
    'hostile-choices',
  );
  const outDir = join(dir, 'dist');
  const result = await buildSite({ dir, outDir, baseUrl: 'http://docs.test' });
  expect(result.ok, result.diagnostics.map((d) => d.message).join('\n')).toBe(true);
  const all = await everyFile(outDir);
  for (const secret of secrets) expect(all, secret).not.toContain(secret);
  // What a signed-out reader sees is there.
  const index = await readFile(join(outDir, 'index.html'), 'utf8');
  expect(index).toContain('promptfree');
  expect(index).toContain('codefree');
  expect(index).toContain('Plan: Free end.');
  expect(await readFile(join(outDir, 'nested/index.html'), 'utf8')).toContain('not beta');
  expect(await readFile(join(outDir, 'children/index.html'), 'utf8')).toContain('childfree');
  // Each stays signed out with a located warning.
  const warned = result.diagnostics.filter((d) => d.code === 'page/not-supported');
  for (const text of ['PROMPTSECRET', 'CODEBLOCKSECRET', "'TEXTSECRET'", 'user.beta', 'CHILDSECRET'])
    expect(
      warned.some((d) => d.message.includes(text) && d.line !== undefined),
      text,
    ).toBe(true);
});
