// One bad page does not hide the others: every missing snippet of a page is reported, `{{name}}`
// in prose is kept as text like `{name}`, and a page the navigation does not reach that fails to
// compile is a warning (navigation pages that fail stay errors).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { corpusBuild, corpusBuildTimeout } from '../helpers/corpus-builds.ts';
import { writeSite } from '../helpers/site.ts';

const frontmatter = (title: string) => `---\ntitle: ${title}\ndescription: A page.\n---\n`;
const docsJson = (pages: string[]) =>
  JSON.stringify({ name: 'R', navigation: { groups: [{ group: 'G', pages }] } });
/** `error page/snippet-not-found  index.mdx:5:15` lines of the CLI's report. */
const reported = (stderr: string, severity: string, code: string) =>
  [...stderr.matchAll(new RegExp(`^${severity} ${code} {2}(\\S+)$`, 'gm'))].map((match) => match[1]);

describe('every missing snippet of a page', () => {
  it('is reported, each where the page names it', async () => {
    const site = await writeSite({
      'docs.json': docsJson(['index']),
      'snippets/here.mdx': 'A snippet that exists.',
      'index.mdx': `${frontmatter('Home')}import Here from '/snippets/here.mdx';
import A from '/snippets/missing-a.mdx';
import B from './missing-b.mdx';

<Here /> <A /> <B />

<Snippet file="missing-c.mdx" />

<Snippet file="missing-d.mdx" />
`,
    });
    const result = await runDocs(['build', site, '--out', join(site, 'out')]);
    // Mintlify's own resolver (resolveAllImports of @mintlify/common) warns about a missing file and
    // renders the page without it; so does Docwright, so the snippet that exists still shows.
    expect(result.code, result.stderr).toBe(0);
    expect(await readFile(join(site, 'out/index.html'), 'utf8')).toContain('A snippet that exists.');
    expect(reported(result.stderr, 'warning', 'page/snippet-not-found')).toEqual([
      'index.mdx:6:1',
      'index.mdx:7:1',
      'index.mdx:11:1',
      'index.mdx:13:1',
    ]);
    expect(result.stderr).toContain(
      'import from "./missing-b.mdx" names a snippet that does not exist (looked for missing-b.mdx)',
    );
    expect(result.stderr).toContain(
      '<Snippet file="missing-d.mdx"> names a snippet that does not exist (looked for _snippets/missing-d.mdx or snippets/missing-d.mdx)',
    );
  }, 60_000);
});

describe('`{{name}}` in prose', () => {
  it('is shown as written with a located warning naming docs.json variables, as `{name}` is', async () => {
    const site = await writeSite({
      'docs.json': docsJson(['index']),
      'index.mdx': `${frontmatter('Home')}Hello {{name}}, {{ plan }} and {id}.\n`,
    });
    const result = await runDocs(['build', site, '--out', join(site, 'out')]);
    expect(result.code, result.stderr).toBe(0);
    expect(reported(result.stderr, 'warning', 'page/undefined-variable')).toEqual([
      'index.mdx:5:7',
      'index.mdx:5:17',
    ]);
    expect(reported(result.stderr, 'warning', 'page/unbound-expression')).toEqual(['index.mdx:5:32']);
    expect(result.stderr).toContain(
      '`{{name}}` names no entry of `variables` in docs.json; it is shown as written.',
    );
    const html = await readFile(join(site, 'out/index.html'), 'utf8');
    expect(html).toContain('Hello {{name}}, {{ plan }} and {id}.');
  }, 60_000);

  it('still reads a name the page defines', async () => {
    const site = await writeSite({
      'docs.json': docsJson(['index']),
      'index.mdx': `${frontmatter('Home')}export const plan = 'Pro';\n\nPlan: {plan}, object: {JSON.stringify({ plan })}\n`,
    });
    const result = await runDocs(['build', site, '--out', join(site, 'out')]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('page/unbound-expression');
    expect(await readFile(join(site, 'out/index.html'), 'utf8')).toContain(
      'Plan: Pro, object: {&quot;plan&quot;:&quot;Pro&quot;}',
    );
  }, 60_000);
});

describe('a page that fails to compile', () => {
  const files = {
    'index.mdx': `${frontmatter('Home')}Home.\n`,
    'draft.mdx': `${frontmatter('Draft')}An unclosed <div> tag.\n`,
    'stray.mdx': `${frontmatter('Stray')}import Gone from '/snippets/gone.mdx';\n\n<Gone />\n`,
  };

  it('is a warning when the navigation does not reach it, and the other pages are built', async () => {
    const site = await writeSite({ ...files, 'docs.json': docsJson(['index']) });
    const result = await runDocs(['build', site, '--out', join(site, 'out')]);
    expect(result.code, result.stderr).toBe(0);
    expect(reported(result.stderr, 'warning', 'page/mdx-fallback')).toEqual(['draft.mdx:5:1']);
    expect(reported(result.stderr, 'warning', 'page/snippet-not-found')).toEqual(['stray.mdx:5:1']);
    expect(await readFile(join(site, 'out/index.html'), 'utf8')).toContain('Home.');
  }, 60_000);

  it('stays an error, off the navigation too, when its code runs and fails', async () => {
    const site = await writeSite({
      'docs.json': docsJson(['index']),
      'index.mdx': files['index.mdx'],
      'throws.mdx': `${frontmatter('Throws')}{(() => { throw new Error('refused by the sandbox') })()}\n`,
    });
    const result = await runDocs(['build', site, '--out', join(site, 'out')]);
    expect(result.code).toBe(1);
    expect(reported(result.stderr, 'error', 'page/mdx-compile')).toEqual(['throws.mdx']);
    expect(result.stderr).toContain('refused by the sandbox');
  }, 60_000);

  it('is shown as plain Markdown with a warning when the navigation lists it, and is an error with --strict', async () => {
    const site = await writeSite({ ...files, 'docs.json': docsJson(['index', 'draft', 'stray']) });
    const result = await runDocs(['build', site, '--out', join(site, 'out')]);
    expect(result.code, result.stderr).toBe(0);
    expect(reported(result.stderr, 'warning', 'page/mdx-fallback')).toEqual(['draft.mdx:5:1']);
    expect(result.stderr).toContain('It is shown as plain Markdown.');
    expect(await readFile(join(site, 'out/draft/index.html'), 'utf8')).toContain('An unclosed');
    const strict = await runDocs(['build', site, '--strict', '--out', join(site, 'strict')]);
    expect(strict.code).toBe(1);
    expect(reported(strict.stderr, 'error', 'page/mdx-fallback')).toEqual(['draft.mdx:5:1']);
  }, 60_000);

  it(
    'builds the meilisearch site, whose navigation page imports a snippet that is not there, with a warning',
    async () => {
      const dir = join(corpusDir, 'docs/meilisearch');
      const page = 'capabilities/conversational_search/getting_started/setup';
      // The navigation is in config/navigation.json, which docs.json includes by $ref.
      expect(await readFile(join(dir, 'docs.json'), 'utf8')).toContain('"$ref": "./config/navigation.json"');
      expect(await readFile(join(dir, 'config/navigation.json'), 'utf8')).toContain(`"${page}"`);
      // The run's one build of the site (see corpusBuild), which the corpus suites read too.
      const { out, ...result } = await corpusBuild('meilisearch');
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/^0 errors, \d+ warnings$/m);
      expect(reported(result.stderr, 'warning', 'page/snippet-not-found')).toEqual([`${page}.mdx:9:1`]);
      expect(await readFile(join(out, page, 'index.html'), 'utf8')).toContain('<h1');
    },
    corpusBuildTimeout,
  );
});
