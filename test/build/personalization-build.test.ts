// Issue 37, personalization in the build: Mintlify pages that read `user` build, `{user.<field>}`
// becomes a marked element holding the signed-out text for `docs serve` to fill, and a use of
// `user` outside the personalization grammar renders as signed out with a located warning.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '@docwright/site-builder';
import { expect, it } from 'vitest';
import { writeSite } from '../helpers/site.ts';

it('marks {user.<field>} values, renders other user expressions signed out and says where', async () => {
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Build',
        navigation: { groups: [{ group: 'Docs', pages: ['index', 'own'] }] },
      }),
      'index.mdx': [
        '---\ntitle: Home\ndescription: Home\n---',
        '',
        'Hello {user.firstName}, plan {user.org?.plan ?? "free"}, seats {user["seats"] || 5}.',
        '',
        "{user.plan === 'enterprise' ? <>Ask your admin.</> : <>See pricing.</>}",
        '',
        '<Note title={user.name}>Props read it too.</Note>',
        '',
      ].join('\n'),
      'own.mdx':
        '---\ntitle: Own\ndescription: Own\n---\n\nexport const user = { firstName: "Page" };\n\nHi {user.firstName}.\n',
    },
    'personal-build',
  );
  const outDir = join(dir, 'dist');
  const result = await buildSite({ dir, outDir, baseUrl: 'http://docs.test' });
  expect(result.ok, result.diagnostics.map((d) => d.message).join('\n')).toBe(true);
  const html = await readFile(join(outDir, 'index.html'), 'utf8');
  expect(html).toContain(
    'Hello <span data-dw-user="[&quot;firstName&quot;]"></span>, plan <span data-dw-user="[&quot;org&quot;,&quot;plan&quot;]">free</span>, seats <span data-dw-user="[&quot;seats&quot;]">5</span>.',
  );
  // The condition and the prop render as for a signed-out reader (`user` is {}); the condition is a
  // per-reader choice (personalization-choices.test.ts), the prop is warned where it is.
  expect(html).toContain('See pricing.');
  expect(html).not.toContain('Ask your admin.');
  const warnings = result.diagnostics
    .filter((d) => d.code === 'page/not-supported' && d.file === 'index.mdx')
    .map((d) => [d.line, d.message.slice(0, 40)]);
  expect(warnings).toEqual([[10, '`<Note> title={user.name}` reads the rea']]);
  // A page that defines its own `user` keeps it: nothing marked, nothing warned.
  const own = await readFile(join(outDir, 'own/index.html'), 'utf8');
  expect(own).toContain('Hi Page.');
  expect(own).not.toContain('data-dw-user');
  expect(result.diagnostics.filter((d) => d.file === 'own.mdx' && d.code === 'page/not-supported')).toEqual(
    [],
  );
  // The manifest tells `docs serve` which pages to fill; the twin holds the signed-out text.
  const manifest = JSON.parse(await readFile(join(outDir, '_docwright/server.json'), 'utf8')) as {
    routes: Record<string, { personalized?: true }>;
  };
  expect(manifest.routes['']?.personalized).toBe(true);
  expect(manifest.routes.own?.personalized).toBeUndefined();
});
