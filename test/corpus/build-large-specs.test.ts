import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { listFiles, tempDir, writeSite } from '../helpers/site.ts';
import { refsIn, resolveLocal, twinOpenApi } from '../helpers/twin.ts';

const baseUrl = 'https://docs.example.com';

const cases = [
  { spec: 'stripe/spec3.json', operations: 417 },
  { spec: 'stripe/spec3.yaml', operations: 417 },
  { spec: 'twilio/twilio_api_v2010.json', operations: 197 },
  { spec: 'plaid/plaid-2020-09-14.yml', operations: 329 },
  { spec: 'slack/slack_web_openapi_v2.json', operations: 174 },
];

/** Hrefs inside the page's sidebar. */
const sidebarLinks = (html: string) => {
  const sidebar = /<nav class="dw-sidebar"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...sidebar.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
};

describe.each(cases)('docs build on $spec', ({ spec, operations }) => {
  it(`writes ${operations} endpoint pages, each in the sidebar, llms.txt and sitemap.xml`, async () => {
    const name = spec.split('/').pop() ?? spec;
    const site = await writeSite(
      {
        'docs.json': JSON.stringify({
          name: 'Corpus API',
          navigation: { groups: [{ group: 'API reference', openapi: name }] },
        }),
        [name]: await readFile(join(corpusDir, 'openapi', spec), 'utf8'),
      },
      'corpus',
    );
    const out = join(await tempDir('corpus-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out, '--base-url', baseUrl]);
    expect(result.stderr).not.toMatch(/^error/m);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`Built ${operations} pages \\(${operations} endpoints\\)`));

    const files = await listFiles(out);
    const pages = files
      .filter((f) => f.endsWith('/index.html'))
      .map((f) => f.slice(0, -'/index.html'.length));
    expect(pages).toHaveLength(operations);
    for (const route of pages) expect(files).toContain(`${route}.md`);
    const sizes = await Promise.all(
      pages.map(async (route) => (await stat(join(out, `${route}/index.html`))).size),
    );
    // Stripe's largest page: about 320 KB of reference, the request examples in the 8 default
    // languages, each spelling out its 150-field form body, highlighted at build time (token and
    // line spans take about 130 KB), and the playground's form and model: about 550 KB in all.
    // What the reader downloads is the gzipped page: about 45 KB, since fields that a depth or
    // size budget used to drop silently are listed or linked (issue 24); with the stylesheet and
    // scripts, Stripe's heaviest page stays under 60 KB (`bench/page-weight.mjs`).
    const largest = sizes.indexOf(Math.max(...sizes));
    expect(sizes[largest], 'largest page in bytes').toBeLessThanOrEqual(560 * 1024);
    const largestPage = await readFile(join(out, `${pages[largest]}/index.html`));
    expect(gzipSync(largestPage).length, 'largest page in gzipped bytes').toBeLessThanOrEqual(48 * 1024);

    // Twins list fields two levels deep and end with the operation as a pruned OpenAPI document:
    // components past the first level are cut at a budget, so even Stripe's most connected
    // operation stays about 145 KB (its own request body schema is 25 KB of compact JSON), and
    // every $ref left resolves inside it.
    const twinSizes = await Promise.all(
      pages.map(async (route) => (await stat(join(out, `${route}.md`))).size),
    );
    const largestTwin = twinSizes.indexOf(Math.max(...twinSizes));
    expect(twinSizes[largestTwin], 'largest twin in bytes').toBeLessThanOrEqual(160 * 1024);
    const twinDocument = twinOpenApi(await readFile(join(out, `${pages[largestTwin]}.md`), 'utf8'));
    for (const { ref, at } of refsIn(twinDocument))
      expect(resolveLocal(twinDocument, ref), `${ref} at ${at}`).toBeDefined();
    const full = await readFile(join(out, 'llms-full.txt'), 'utf8');
    expect(full.match(/^Source: /gm)).toHaveLength(operations);
    expect(full.length, 'llms-full.txt in characters').toBeLessThanOrEqual(5_000_000);

    const firstPage = await readFile(join(out, `${pages[0]}/index.html`), 'utf8');
    expect(new Set(sidebarLinks(firstPage))).toEqual(new Set(pages.map((route) => `/${route}`)));
    expect(firstPage).toContain('aria-current="page"');

    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    const llmsLinks = new Set([...llms.matchAll(/\]\((https:[^)]+\.md)\)/g)].map((m) => m[1]));
    expect(llmsLinks).toEqual(new Set(pages.map((route) => `${baseUrl}/${route}.md`)));
    expect(llms.length).toBeLessThanOrEqual(100_000);
    expect(llms).toContain(`## OpenAPI Specs\n\n- [`);

    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    const locs = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(locs).toEqual(new Set(pages.map((route) => `${baseUrl}/${route}`)));

    expect(await readFile(join(out, name), 'utf8')).toBe(
      await readFile(join(corpusDir, 'openapi', spec), 'utf8'),
    );
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});
