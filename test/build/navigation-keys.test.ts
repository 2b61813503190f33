import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { type RunResult, runDocs } from '../helpers/cli.ts';
import { copySite, tempDir } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

/** A tab with Mintlify's `menu` (as dify's docs.json has), plus keys Docwright accepts without applying. */
const fixture = fileURLToPath(new URL('../fixtures/config/tabs-menu/', import.meta.url));

describe('navigation keys real sites use', () => {
  let out: string;
  let build: RunResult;
  let browser: Browser;

  beforeAll(async () => {
    const site = await copySite(fixture, 'navigation-keys');
    out = join(await tempDir('navigation-keys-out'), 'dist');
    build = await runDocs(['build', site, '--out', out]);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds, naming each key Mintlify accepts that Docwright does not apply, with its place', () => {
    expect(build.code, build.stderr).toBe(0);
    expect(build.stderr).not.toContain('config/unknown-key');
    expect(build.stderr).not.toContain('"menu"');
    // `metadata.timestamp` is applied now (a "Last modified" line): no warning names it.
    expect(build.stderr).not.toMatch(/\(metadata[.)]/);
    for (const [line, path] of [
      [7, 'interaction'],
      [20, 'navigation.tabs[0].groups[0].boost'],
    ] as const)
      expect(build.stderr).toMatch(
        new RegExp(
          `warning config/not-supported {2}docs\\.json:${line}:\\d+ \\(${path.replace(/[.[\]]/g, '\\$&')}\\)`,
        ),
      );
  });

  it('puts the pages of a tab menu’s items in sitemap.xml, as indexable pages', async () => {
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    for (const route of ['cloud/setup', 'cloud/billing', 'self/install'])
      expect(sitemap).toContain(`<loc>http://localhost:3000/${route}</loc>`);
    const html = await readFile(join(out, 'self/install/index.html'), 'utf8').catch(() =>
      readFile(join(out, 'self/install.html'), 'utf8'),
    );
    expect(html).not.toMatch(/<meta name="robots" content="[^"]*noindex/);
  });

  it('puts the pages of a tab menu’s items in the search index', async () => {
    const server = await serveStatic(out);
    const tab = await browser.newPage();
    try {
      await tab.goto(server.url);
      const urls = await tab.evaluate(async (script) => {
        // Spelled as a string so the test runner's module transform leaves this import alone.
        const pagefind = await new Function('url', 'return import(url)')(script);
        const found: string[] = [];
        for (const word of ['cumulonimbusqueue', 'stratocumulusvault']) {
          const result = await pagefind.search(word);
          for (const hit of result.results) found.push((await hit.data()).url);
        }
        return found;
      }, '/_docwright/search/pagefind.js');
      expect(urls.map((url: string) => url.replace(/\/$/, ''))).toEqual(['/cloud/setup', '/self/install']);
    } finally {
      await tab.close();
      await server.close();
    }
  });
});
