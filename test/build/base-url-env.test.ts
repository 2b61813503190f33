// Issue 33, "the first hour": a build on Netlify or Vercel, or with DOCWRIGHT_BASE_URL, knows the
// address it is served from without --base-url; an empty PORT is no port.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteBaseUrl } from '../../packages/cli/src/base-url.ts';
import { inCi } from '../../packages/cli/src/ci.ts';
import { listenAddress } from '../../packages/cli/src/listen-port.ts';
import { corpusDir, runDocs } from '../helpers/cli.ts';

const site = join(corpusDir, 'docs/mintlify-starter');
/** Every variable these tests set, unset first: the machine running them may have any of them. */
const cleared = {
  CI: '1',
  DOCWRIGHT_BASE_URL: '',
  NETLIFY: '',
  URL: '',
  VERCEL: '',
  VERCEL_PROJECT_PRODUCTION_URL: '',
};

async function build(env: Record<string, string>, args: string[] = []) {
  const outDir = join(await mkdtemp(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), 'base-url-')), 'out');
  const result = await runDocs(['build', site, '--out', outDir, ...args], { env: { ...cleared, ...env } });
  return { ...result, sitemap: result.code === 0 ? await readFile(join(outDir, 'sitemap.xml'), 'utf8') : '' };
}

describe('the base URL from the environment', () => {
  it('DOCWRIGHT_BASE_URL names the address in sitemap.xml, with no base-url warning', async () => {
    const built = await build({ DOCWRIGHT_BASE_URL: 'https://docs.example.org' });
    expect(built.code, built.stderr).toBe(0);
    expect(built.sitemap).toContain('<loc>https://docs.example.org/');
    expect(built.sitemap).not.toContain('localhost');
    expect(`${built.stdout}${built.stderr}`).not.toContain('build/base-url-missing');
  });

  it('--base-url wins over the environment, and a bad value names where it came from', async () => {
    const built = await build({ DOCWRIGHT_BASE_URL: 'https://env.example.org' }, [
      '--base-url',
      'https://flag.example.org',
    ]);
    expect(built.sitemap).toContain('<loc>https://flag.example.org/');
    const bad = await build({ DOCWRIGHT_BASE_URL: 'docs.example.org' });
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain(
      'DOCWRIGHT_BASE_URL must be an http(s) URL such as https://docs.example.com, got "docs.example.org": it does not start with https:// or http://',
    );
  });

  it("reads Netlify's and Vercel's production address, only on their build machines", () => {
    expect(siteBaseUrl(undefined, { NETLIFY: 'true', URL: 'https://acme.netlify.app' })).toBe(
      'https://acme.netlify.app',
    );
    expect(siteBaseUrl(undefined, { URL: 'https://elsewhere.example' })).toBeUndefined();
    expect(siteBaseUrl(undefined, { VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'acme.vercel.app' })).toBe(
      'https://acme.vercel.app',
    );
    expect(
      siteBaseUrl(undefined, { CF_PAGES: '1', CF_PAGES_URL: 'https://3f2a.acme.pages.dev' }),
    ).toBeUndefined();
    expect(() => siteBaseUrl(undefined, { NETLIFY: 'true', URL: 'ftp://acme' })).toThrow(
      /URL \(set by Netlify\)/,
    );
  });
});

describe('a build without a base URL', () => {
  const note =
    'Absolute links (llms.txt, sitemap.xml, canonical links) use http://localhost:3000; to deploy, pass --base-url https://docs.example.com or set DOCWRIGHT_BASE_URL.';

  const warnings = (stdout: string) => Number(/ with (\d+) warnings? in /.exec(stdout)?.[1]);

  it('outside CI, says so in one line that is not a warning; in CI (which GitHub Actions, GitLab, Netlify, Vercel and Cloudflare Pages set), warns', async () => {
    const local = await build({ CI: '' });
    expect(local.code, local.stderr).toBe(0);
    expect(local.stdout).toContain(note);
    expect(`${local.stdout}${local.stderr}`).not.toContain('build/base-url-missing');
    const off = await build({ CI: 'false' });
    expect(off.stdout).toContain(note);
    expect(warnings(off.stdout)).toBe(warnings(local.stdout));
    const ci = await build({ CI: 'true' });
    expect(ci.code, ci.stderr).toBe(0);
    expect(ci.stderr).toContain('warning build/base-url-missing');
    expect(ci.stdout).not.toContain(note);
    expect(warnings(ci.stdout)).toBe(warnings(local.stdout) + 1);
  });

  it('with a base URL, neither warns nor notes, in CI or not', async () => {
    // In CI it is the first test above, by DOCWRIGHT_BASE_URL.
    const built = await build({ CI: '' }, ['--base-url', 'https://docs.example.org']);
    expect(built.code, built.stderr).toBe(0);
    expect(`${built.stdout}${built.stderr}`).not.toMatch(/base-url-missing|use http:\/\/localhost:3000/);
  });

  it('CI counts when set to anything but "", "false" or "0"', () => {
    for (const value of ['true', '1', 'yes', 'TRUE']) expect(inCi({ CI: value })).toBe(true);
    for (const value of [undefined, '', 'false', 'FALSE', '0']) expect(inCi({ CI: value })).toBe(false);
  });
});

describe('PORT', () => {
  it('empty is no choice: the default port, given way when busy', () => {
    expect(listenAddress({}, 3000, { PORT: '' })).toEqual({ port: 3000, host: '127.0.0.1', chosen: false });
    expect(listenAddress({}, 3000, { PORT: '8080' })).toEqual({
      port: 8080,
      host: '127.0.0.1',
      chosen: true,
    });
    expect(() => listenAddress({}, 3000, { PORT: ' 80' })).toThrow('PORT must be a port number');
  });
});
