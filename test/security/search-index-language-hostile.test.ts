// Pagefind names an index's files after each page's `<html lang>` and writes them itself
// (`WriteFiles`, see pagefind-index.ts), in the build's process or, for an update that `docs serve`
// runs, in the server's. A language that is a path (`../../escaped`), a second `<html>` tag that
// names one, or a spelling Pagefind reads differently from the build is refused before Pagefind
// reads the page: nothing is written outside the index's folder, from a page sent over the build
// channel or from docs.json's `navigation.languages`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serveChannel } from '../../packages/site-builder/src/isolation/isolated-channel.ts';
import { createPagefindIndex } from '../../packages/site-builder/src/isolation/pagefind-index.ts';
import { PagefindProcess } from '../../packages/site-builder/src/isolation/pagefind-process.ts';
import { localBuildServices } from '../../packages/site-builder/src/outputs/local-build-services.ts';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

/** Every file under `dir` whose name says it escaped, as paths relative to `dir`. */
async function escaped(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((entry) => entry.includes('escaped'));
}

const body = '<body><h1>Refunds</h1><p>Refund a charge.</p></body></html>';

describe('search index languages', { timeout: 120_000 }, () => {
  let scratch: string;
  const previousTmp = process.env.TMPDIR;
  beforeEach(async () => {
    // The index's folder is made in scratch/tmp; `../../escaped` from its `fragment/` lands in scratch.
    scratch = await tempDir('index-language');
    await import('node:fs/promises').then(({ mkdir }) => mkdir(join(scratch, 'tmp')));
    process.env.TMPDIR = join(scratch, 'tmp');
  });
  afterEach(async () => {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    await rm(scratch, { recursive: true, force: true });
  });

  it('Pagefind itself writes where a language points (why it is refused before Pagefind)', async () => {
    const pagefind = new PagefindProcess();
    try {
      const created = await pagefind.request({ type: 'NewIndex', config: { exclude_selectors: [] } });
      if (created.type !== 'NewIndex') throw new Error(created.type);
      const file_contents = `<html lang="../../escaped">${body}`;
      await pagefind.request({ type: 'AddFile', index_id: created.index_id, url: '/a', file_contents });
      await pagefind.request({
        type: 'WriteFiles',
        index_id: created.index_id,
        output_path: join(scratch, 'tmp', 'index'),
      });
    } finally {
      await pagefind.close();
    }
    expect(await escaped(scratch)).not.toEqual([]);
    // `fragment/<lang>_<hash>.pf_fragment` with the language `../../escaped` is written beside `index`.
    expect((await escaped(scratch)).some((file) => !file.startsWith('tmp/index/'))).toBe(true);
  });

  const hostile: Record<string, string> = {
    'a language that is a path': `<html lang="../../../escaped">${body}`,
    'a second <html> tag in the body': `<html lang="en"><body><p>x</p><html lang="../../../escaped"><p>y</p></body></html>`,
    'a second <HTML> tag, upper case, with a line break': `<html lang="en"><body><HTML\nlang="../../../escaped"></body></html>`,
    'the language written with character references': `<html lang="&#46;&#46;/&#46;&#46;/&#46;&#46;/escaped">${body}`,
    'the language given twice': `<html lang="en" lang="../../../escaped">${body}`,
    'no <html lang> first': `<!doctype html><html lang="../../../escaped">${body}`,
  };

  for (const [name, content] of Object.entries(hostile))
    it(`refuses ${name}; nothing is written outside the index's folder`, async () => {
      const { index } = await createPagefindIndex({ excludeSelectors: [] });
      if (!index) throw new Error('no index');
      try {
        const added = await index.addHTMLFile({ url: '/refunds', content });
        expect(added.errors).toHaveLength(1);
        expect(added.errors[0]).toMatch(/\/refunds/);
        const files = await index.getFiles();
        expect(files.errors).toEqual([]);
        expect(files.files.some((file) => file.path.includes('escaped'))).toBe(false);
      } finally {
        await index.deleteIndex();
      }
      expect(await escaped(scratch)).toEqual([]);
      expect(await readdir(join(scratch, 'tmp'))).toEqual([]);
    });

  it('refuses a forced language that is a path', async () => {
    const created = await createPagefindIndex({ excludeSelectors: [], forceLanguage: '../../escaped' });
    expect(created.index).toBeUndefined();
    expect(created.errors.join()).toMatch(/cannot name the files of a search index/);
  });

  it('refuses such a page sent over the build channel by an update build', async () => {
    const code = `
      const waiting = new Map(); let next = 0;
      process.on('message', (m) => { waiting.get(m.id)?.(m); waiting.delete(m.id); });
      const call = (method, argument) => new Promise((resolve) => {
        const id = next++; waiting.set(id, resolve); process.send({ kind: 'call', id, method, argument });
      });
      (async () => {
        await call('createSearchIndex', { excludeSelectors: [] });
        const added = await call('addHTMLFile', { url: '/refunds', content: ${JSON.stringify(hostile['a language that is a path'])} });
        await call('getFiles');
        await call('deleteIndex');
        const refused = added.value.errors.length;
        process.send({ kind: 'result', ok: true, pages: refused, endpoints: 0, diagnostics: [] }, () => process.disconnect());
      })();
    `;
    const child = spawn(process.execPath, ['-e', code], {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
    });
    child.stderr?.resume();
    const outcome = await serveChannel(child, localBuildServices);
    expect(outcome).toMatchObject({ kind: 'report', report: { pages: 1 } });
    expect(await escaped(scratch)).toEqual([]);
  });

  it('fails a build whose docs.json names a language that is a path, located in docs.json; nothing escapes', async () => {
    const site = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Acme',
        navigation: {
          languages: [
            { language: 'en', pages: ['index'] },
            { language: '../../../escaped', pages: ['other/index'] },
          ],
        },
      }),
      'index.mdx': '---\ntitle: Home\n---\n\nRefunds.\n',
      'other/index.mdx': '---\ntitle: Other\n---\n\nRefunds elsewhere.\n',
    });
    const out = join(scratch, 'out');
    const result = await runDocs(['build', site, '--out', out], { env: { TMPDIR: join(scratch, 'tmp') } });
    expect(result.code).not.toBe(0);
    // Refused by the config's schema, before any page is indexed, at the code's place in docs.json.
    const printed = `${result.stdout}${result.stderr}`;
    expect(printed).toMatch(
      /^error config\/invalid {2}docs\.json:\d+:\d+ \(navigation\.languages\[1\]\.language\)$/m,
    );
    expect(printed).toContain('a language code is letters, digits, - and _');
    expect(printed).toContain('found "../../../escaped"');
    expect(existsSync(join(out, 'index.html'))).toBe(false);
    expect(await escaped(scratch)).toEqual([]);
    expect(await escaped(site)).toEqual([]);
  });
});
