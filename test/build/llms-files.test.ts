import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { corpusDir, repoRoot, runDocs } from '../helpers/cli.ts';
import { copySite, tempDir } from '../helpers/site.ts';

/**
 * The exact llms.txt of real sites, kept in test/fixtures/llms/. After a deliberate change,
 * regenerate with `UPDATE_FIXTURES=1 npx vitest run test/build/llms-files.test.ts` and review the diff.
 */
const fixtures = join(repoRoot, 'test/fixtures/llms');
const baseUrl = 'https://docs.example.com';

const sites = [
  { name: 'starter', dir: join(repoRoot, 'templates/starter') },
  { name: 'mintlify-starter', dir: join(corpusDir, 'docs/mintlify-starter') },
];

async function build(dir: string): Promise<string> {
  const site = await copySite(dir, 'llms-site');
  const out = join(await tempDir('llms-out'), 'dist');
  const result = await runDocs(['build', site, '--out', out, '--base-url', baseUrl]);
  expect(result.code, result.stderr).toBe(0);
  return out;
}

const read = (out: string, file: string) => readFile(join(out, file), 'utf8');

async function expectFixture(name: string, actual: string): Promise<void> {
  const file = join(fixtures, name);
  if (process.env.UPDATE_FIXTURES) await writeFile(file, actual);
  expect(existsSync(file), `${name} is missing: run with UPDATE_FIXTURES=1`).toBe(true);
  expect(actual).toBe(await readFile(file, 'utf8'));
}

/** `- [Title](url): description` lines of an llms.txt. */
const entries = (llms: string) =>
  [...llms.matchAll(/^- \[((?:[^\]\\]|\\.)*)\]\(([^)]+)\)(?:: (.*))?$/gm)].map((m) => ({
    title: m[1] ?? '',
    url: m[2] ?? '',
    description: m[3],
  }));

describe.each(sites)('llms files of $name', ({ name, dir }) => {
  it('writes the exact llms.txt, also at /.well-known/, and llms-full.txt with every listed page', async () => {
    const out = await build(dir);
    const llms = await read(out, 'llms.txt');
    await expectFixture(`${name}.llms.txt`, llms);
    expect(await read(out, '.well-known/llms.txt')).toBe(llms);

    // Every page line links an existing .md twin; descriptions are never empty.
    const pages = entries(llms).filter((e) => e.url.endsWith('.md'));
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) {
      expect(existsSync(join(out, page.url.slice(baseUrl.length))), page.url).toBe(true);
      if (page.description !== undefined) expect(page.description.trim()).not.toBe('');
    }
    expect(llms).not.toMatch(/\): *$/m);

    // llms-full.txt: one `# Title` / `Source:` block per listed page, in the same order.
    const full = await read(out, 'llms-full.txt');
    expect(await read(out, '.well-known/llms-full.txt')).toBe(full);
    const sources = [...full.matchAll(/^# (.+)\nSource: (\S+)\n\n/gm)].map((m) => ({
      title: m[1],
      url: m[2],
    }));
    expect(sources).toEqual(
      pages.map((page) => ({
        title: page.title.replace(/\\(.)/g, '$1'),
        url: page.url.replace(/\.md$/, '').replace(/\/index$/, '/'),
      })),
    );
    expect(full.length).toBeGreaterThan(500);

    expect(await read(out, '_headers')).toBe(
      '/*\n  Link: </llms.txt>; rel="llms-txt", </llms-full.txt>; rel="llms-full-txt"\n',
    );
  });
});

describe('a site’s own files', () => {
  it('replace llms.txt, llms-full.txt (and their .well-known copies), robots.txt, _headers and _redirects byte for byte', async () => {
    const site = await copySite(join(repoRoot, 'templates/starter'), 'llms-own');
    const own = {
      'llms.txt': '# Mine\n\nhand-written index\n',
      'llms-full.txt': '# Mine, in full\n',
      _headers: '/*\n  X-Frame-Options: DENY\n',
      'robots.txt': 'User-agent: *\r\nDisallow: /drafts\r\n',
      _redirects: '/old /new 301\n',
    };
    for (const [file, text] of Object.entries(own)) await writeFile(join(site, file), text);
    const out = join(await tempDir('llms-own-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out, '--base-url', baseUrl]);
    expect(result.code, result.stderr).toBe(0);
    for (const [file, text] of Object.entries(own)) expect(await read(out, file)).toBe(text);
    expect(await read(out, '.well-known/llms.txt')).toBe(own['llms.txt']);
    expect(await read(out, '.well-known/llms-full.txt')).toBe(own['llms-full.txt']);
  });
});
