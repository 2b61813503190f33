// The base URL is written as it is into every page's attributes, llms.txt's Markdown links and
// sitemap.xml: whatever could break out of them, or publish a password, is refused with the name
// of where it came from (issue 33, item 6).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteBaseUrl } from '../../packages/cli/src/base-url.ts';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

const hostile = {
  'an attribute break-out': 'https://a.example/"><script>alert(1)</script>',
  'a javascript: URL': 'javascript:alert(1)',
  'a javascript: URL shaped like a path': 'javascript://a.example/%0Aalert(1)',
  credentials: 'https://admin:hunter2@a.example',
  'CRLF (a header or line injection)': 'https://a.example/\r\nSet-Cookie: x=1',
  'a space': 'https://a.example/my docs',
  'a single quote': "https://a.example/'onmouseover='alert(1)",
  'a Markdown link break-out': 'https://a.example/)[click](https://evil.example',
  'a backslash': 'https://a.example\\@evil.example',
  'a query': 'https://a.example/?next=https://evil.example',
  'a fragment': 'https://a.example/#x',
  'no host': 'https:///path',
  'a data: URL': 'data:text/html,<script>alert(1)</script>',
};

describe('the base URL refuses what could break out of a link', () => {
  for (const [what, value] of Object.entries(hostile)) {
    it(`refuses ${what}, from --base-url and from each variable`, () => {
      expect(() => siteBaseUrl(value, {})).toThrow(/^--base-url must be an http\(s\) URL such as/);
      expect(() => siteBaseUrl(undefined, { DOCWRIGHT_BASE_URL: value })).toThrow(
        /^DOCWRIGHT_BASE_URL must be an http\(s\) URL such as https:\/\/docs\.example\.com, got /,
      );
      expect(() => siteBaseUrl(undefined, { NETLIFY: 'true', URL: value })).toThrow(/URL \(set by Netlify\)/);
    });
  }

  it('refuses a Vercel production address that is not a host name', () => {
    expect(() =>
      siteBaseUrl(undefined, { VERCEL: '1', VERCEL_PROJECT_PRODUCTION_URL: 'a.example/"><script>' }),
    ).toThrow(/VERCEL_PROJECT_PRODUCTION_URL \(set by Vercel\)/);
  });

  it('keeps a normal https URL, with a path', () => {
    expect(siteBaseUrl('https://docs.example.com', {})).toBe('https://docs.example.com');
    expect(siteBaseUrl(undefined, { DOCWRIGHT_BASE_URL: 'https://example.com/docs/v2/' })).toBe(
      'https://example.com/docs/v2/',
    );
    expect(siteBaseUrl('http://localhost:8080', {})).toBe('http://localhost:8080');
  });

  it('docs build stops before writing anything, naming the variable and what it found', async () => {
    const site = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Acme',
        navigation: { groups: [{ group: 'A', pages: ['index'] }] },
      }),
      'index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nHi.\n',
    });
    const out = join(await tempDir('base-url-hostile'), 'dist');
    const result = await runDocs(['build', site, '--out', out], {
      env: { DOCWRIGHT_BASE_URL: hostile['an attribute break-out'] },
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'DOCWRIGHT_BASE_URL must be an http(s) URL such as https://docs.example.com, got "https://a.example/\\"><script>alert(1)</script>": it contains the character "',
    );
    expect(existsSync(out)).toBe(false);
    const good = await runDocs(['build', site, '--out', out], {
      env: { DOCWRIGHT_BASE_URL: 'https://example.com/docs' },
    });
    expect(good.code, good.stderr).toBe(0);
    expect(await readFile(join(out, 'sitemap.xml'), 'utf8')).toContain('<loc>https://example.com/docs/');
  });
});
