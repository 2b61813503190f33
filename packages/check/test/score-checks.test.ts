import { describe, expect, it } from 'vitest';
import { type CheckId, runScoreCheck, runScoreChecks } from '../src/index.ts';
import { baseUrl, servedFolder } from './folder.ts';

const page = (title: string, head = '') =>
  `<!doctype html><html><head><title>${title}</title>${head}</head><body><h1>${title}</h1></body></html>`;
const jsonLd = (data: string) => `<script type="application/ld+json">${data}</script>`;

/** A site as a static host serves it, where every score check passes. */
const good: Record<string, string> = {
  'robots.txt': `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`,
  'llms.txt': [
    '# Acme',
    '',
    '> Documentation for the Acme API.',
    '',
    '## Guides',
    '',
    `- [Home](${baseUrl}/index.md): Where to start.`,
    `- [Guide](${baseUrl}/guide.md): How it works.`,
    '',
    '## OpenAPI Specs',
    '',
    `- [Acme API](${baseUrl}/openapi.yaml)`,
    '',
  ].join('\n'),
  'index.md': '# Home\n\nWhere to start.\n',
  'guide.md': '# Guide\n\nHow it works.\n',
  'index.html': page('Home', jsonLd('{"@context":"https://schema.org","@type":"WebSite","name":"Acme"}')),
  'guide/index.html': page('Guide'),
  'llms-full.txt': `# Home\n\nSource: ${baseUrl}/\n\n${'Where to start. '.repeat(40)}\n\n# Guide\n\nSource: ${baseUrl}/guide\n\nHow it works.\n`,
  'openapi.yaml': 'openapi: 3.1.0\ninfo:\n  title: Acme\n  version: "1"\npaths: {}\n',
  'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${baseUrl}/</loc></url>\n  <url><loc>${baseUrl}/guide</loc></url>\n</urlset>\n`,
};

/** `good` with some files replaced, and those set to undefined removed. */
function variant(changes: Record<string, string | undefined>): Record<string, string> {
  const files = { ...good, ...changes };
  return Object.fromEntries(
    Object.entries(files).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

const check = async (id: CheckId, files: Record<string, string>) =>
  runScoreCheck(await servedFolder(files), id);

const llmsLinks = (hrefs: readonly string[]) =>
  `# Acme\n\n## Pages\n\n${hrefs.map((href, i) => `- [Page ${i}](${href})`).join('\n')}\n`;

describe('site score checks on a served folder', () => {
  it('pass on a site that has everything, with content negotiation skipped and a score of 100', async () => {
    const report = await runScoreChecks(await servedFolder(good));
    const notPassing = report.checks.filter((result) => result.status !== 'pass');
    expect(notPassing.map((result) => [result.id, result.status])).toEqual([
      ['contentNegotiationMarkdown', 'skip'],
      ['contentNegotiationPlaintext', 'skip'],
    ]);
    expect(notPassing[0]?.reason).toContain('--url');
    expect(report.score).toEqual({ value: 100, pass: 12, warn: 0, fail: 0, skip: 2 });
    const reasons = Object.fromEntries(report.checks.map((result) => [result.id, result.reason]));
    expect(reasons.llmsTxtValid).toBe('"# Acme", a summary, 2 sections and 3 links.');
    expect(reasons.llmsTxtLinksResolve).toBe('3 of 3 links to this site resolve.');
    expect(reasons.llmsTxtLinksMarkdown).toBe('2 of 3 links end in .md.');
    expect(reasons.openApiSpec).toBe('OpenAPI 3.1.0 document at /openapi.yaml, linked from llms.txt.');
    expect(reasons.sitemapExists).toBe('/sitemap.xml lists 2 URLs, named in robots.txt.');
    expect(reasons.structuredData).toBe('The home page (/) has JSON-LD: WebSite.');
    expect(reasons.llmsTxtFullValid).toBe('Markdown with 2 pages (H1 headings), 2 with a "Source:" line.');
  });

  it('llmsTxtExists fails without llms.txt, and when the host answers with a web page', async () => {
    const missing = await check('llmsTxtExists', variant({ 'llms.txt': undefined }));
    expect(missing.status).toBe('fail');
    expect(missing.reason).toContain('/llms.txt answered 404.');
    const html = await check('llmsTxtExists', variant({ 'llms.txt': page('Not found') }));
    expect(html.status).toBe('fail');
    expect(html.reason).toContain('answers with a web page');
    const wellKnown = await check(
      'llmsTxtExists',
      variant({ 'llms.txt': undefined, '.well-known/llms.txt': good['llms.txt'] as string }),
    );
    expect(wellKnown.status).toBe('warn');
  });

  it('llmsTxtValid fails without the H1 first', async () => {
    const result = await check(
      'llmsTxtValid',
      variant({ 'llms.txt': `Acme docs\n\n- [Home](${baseUrl}/index.md)\n` }),
    );
    expect(result.status).toBe('fail');
    expect(result.reason).toContain('must start with an H1');
  });

  it('llmsTxtValid warns on list items that are not links', async () => {
    const result = await check(
      'llmsTxtValid',
      variant({ 'llms.txt': '# Acme\n\n## Pages\n\n- [Home](/index.md)\n- Guide\n' }),
    );
    expect(result.status).toBe('warn');
    expect(result.reason).toContain('line 6');
  });

  it('llmsTxtSize fails at 100,000 characters and more', async () => {
    const big = `# Acme\n\n## Pages\n\n${`- [Home](${baseUrl}/index.md): ${'x'.repeat(200)}\n`.repeat(500)}`;
    const result = await check('llmsTxtSize', variant({ 'llms.txt': big }));
    expect(result.status).toBe('fail');
    expect(result.reason).toMatch(/^1\d\d,\d{3} characters: keep it under 100,000/);
  });

  it('llmsTxtLinksResolve fails under 90%, warns at 90% and passes only when every link resolves, naming the broken links', async () => {
    const ok = Array.from({ length: 8 }, () => `${baseUrl}/index.md`);
    const failing = await check(
      'llmsTxtLinksResolve',
      variant({
        'llms.txt': llmsLinks([...ok, `${baseUrl}/gone.md`, '/also-gone.md', 'https://elsewhere.example/x']),
      }),
    );
    expect(failing.status).toBe('fail');
    expect(failing.reason).toContain(
      'Only 8 of 10 links to this site resolve (80%, 90% needed) (1 to other sites not fetched)',
    );
    expect(failing.reason).toContain(`${baseUrl}/gone.md (line 13: 404)`);
    const warning = await check(
      'llmsTxtLinksResolve',
      variant({ 'llms.txt': llmsLinks([...ok, `${baseUrl}/guide.md`, '/gone.md']) }),
    );
    expect(warning.status).toBe('warn');
    expect(warning.reason).toContain('9 of 10 links to this site resolve; broken: /gone.md (line 14: 404)');
    const passing = await check(
      'llmsTxtLinksResolve',
      variant({ 'llms.txt': llmsLinks([...ok, `${baseUrl}/guide.md`]) }),
    );
    expect(passing.status).toBe('pass');
    expect(passing.reason).toBe('9 of 9 links to this site resolve.');
  });

  it('llmsTxtLinksMarkdown fails when fewer than half the links end in .md', async () => {
    const result = await check(
      'llmsTxtLinksMarkdown',
      variant({ 'llms.txt': llmsLinks([`${baseUrl}/guide`, `${baseUrl}/`, `${baseUrl}/index.md`]) }),
    );
    expect(result.status).toBe('fail');
    expect(result.reason).toContain('1 of 3 links end in .md');
  });

  it('llmsTxtFullExists fails without llms-full.txt', async () => {
    const result = await check('llmsTxtFullExists', variant({ 'llms-full.txt': undefined }));
    expect(result.status).toBe('fail');
    expect(result.reason).toContain('/llms-full.txt answered 404.');
  });

  it('llmsTxtFullSize fails under 500 and over 5,000,000 characters', async () => {
    const small = await check('llmsTxtFullSize', variant({ 'llms-full.txt': '# Home\n\nShort.\n' }));
    expect(small.status).toBe('fail');
    expect(small.reason).toContain('too little');
    const huge = await check(
      'llmsTxtFullSize',
      variant({ 'llms-full.txt': `# Home\n\n${'word '.repeat(1_000_001)}` }),
    );
    expect(huge.status).toBe('fail');
    expect(huge.reason).toContain('over the 5,000,000');
  });

  it('llmsTxtFullValid fails when it does not start with a page heading', async () => {
    const result = await check(
      'llmsTxtFullValid',
      variant({ 'llms-full.txt': `Everything.\n\n${'text '.repeat(200)}` }),
    );
    expect(result.status).toBe('fail');
    expect(result.reason).toContain(`should start with a page's "# Title"`);
  });

  it('openApiSpec fails when the linked spec is missing, and when there is none', async () => {
    const broken = await check('openApiSpec', variant({ 'openapi.yaml': undefined }));
    expect(broken.status).toBe('fail');
    expect(broken.reason).toContain('/openapi.yaml answered 404');
    const none = await check(
      'openApiSpec',
      variant({ 'openapi.yaml': undefined, 'llms.txt': llmsLinks(['/index.md']) }),
    );
    expect(none.status).toBe('fail');
    expect(none.reason).toContain('No OpenAPI document');
    const wellKnown = await check(
      'openApiSpec',
      variant({
        'openapi.yaml': undefined,
        'openapi.json': '{"openapi":"3.0.3","info":{},"paths":{}}',
        'llms.txt': llmsLinks(['/index.md']),
      }),
    );
    expect(wellKnown.status).toBe('pass');
  });

  it('sitemapExists fails without a sitemap and on one that is not a sitemap', async () => {
    const missing = await check('sitemapExists', variant({ 'sitemap.xml': undefined }));
    expect(missing.status).toBe('fail');
    expect(missing.reason).toContain('/sitemap.xml answered 404');
    const wrong = await check('sitemapExists', variant({ 'sitemap.xml': '<html>nope</html>' }));
    expect(wrong.status).toBe('fail');
    expect(wrong.reason).toContain('not a sitemap');
  });

  it('structuredData fails without JSON-LD and on invalid JSON-LD, and follows a redirect page', async () => {
    const none = await check('structuredData', variant({ 'index.html': page('Home') }));
    expect(none.status).toBe('fail');
    expect(none.reason).toContain('has no JSON-LD');
    const invalid = await check(
      'structuredData',
      variant({ 'index.html': page('Home', jsonLd('{"@type": ')) }),
    );
    expect(invalid.status).toBe('fail');
    expect(invalid.reason).toContain('not valid JSON');
    const redirected = await check(
      'structuredData',
      variant({
        'index.html': '<!doctype html><meta http-equiv="refresh" content="0; url=/guide">',
        'guide/index.html': page(
          'Guide',
          jsonLd('{"@context":"https://schema.org","@graph":[{"@type":"TechArticle"}]}'),
        ),
      }),
    );
    expect(redirected.status, redirected.reason).toBe('pass');
    expect(redirected.reason).toBe('The home page (/guide) has JSON-LD: TechArticle.');
  });
});
