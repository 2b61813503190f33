// Issue 33, "the first hour": a build on Netlify or Vercel, or with DOCWRIGHT_BASE_URL, knows the
// address it is served from without --base-url; an empty PORT is no port.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteBaseUrl } from '../../packages/cli/src/base-url.ts';
import { listenAddress } from '../../packages/cli/src/listen-port.ts';
import { corpusDir, runDocs } from '../helpers/cli.ts';

const site = join(corpusDir, 'docs/mintlify-starter');
/** Every variable these tests set, unset first: the machine running them may have any of them. */
const cleared = {
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
    expect(bad.stderr).toContain('DOCWRIGHT_BASE_URL must be an http(s) URL, got "docs.example.org"');
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
