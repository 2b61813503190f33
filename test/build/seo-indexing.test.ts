import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { IncrementalSite, siteIndex } from '@docwright/site-builder';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

const baseUrl = 'https://docs.example.com';

const page = (title: string, extra = '', body = `Text of ${title}.`) =>
  `---\ntitle: ${JSON.stringify(title)}\ndescription: About ${title.toLowerCase()}.\n${extra}---\n\n${body}\n`;

const spec = {
  openapi: '3.0.3',
  info: { title: 'Acme', version: '1' },
  servers: [{ url: 'https://api.acme.example' }],
  paths: {
    '/things': {
      get: { summary: 'List things', tags: ['Things'], responses: { '200': { description: 'OK' } } },
    },
  },
};

const docsJson = (indexing?: 'all') =>
  JSON.stringify({
    name: 'Acme',
    description: 'Docs for Acme.',
    seo: {
      ...(indexing && { indexing }),
      metatags: {
        'og:image': '/cover.png',
        'twitter:site': '@acme',
        keywords: 'acme, api',
        robots: 'index, follow',
      },
    },
    navigation: {
      groups: [
        {
          group: 'Guides',
          pages: ['index', 'guide', 'hidden', 'private', 'unsearchable', 'danger'],
        },
        { group: 'Reference', openapi: 'openapi.json' },
        { group: 'Events', asyncapi: 'events.yml' },
      ],
    },
  });

async function siteFiles(indexing?: 'all'): Promise<Record<string, string>> {
  return {
    'docs.json': docsJson(indexing),
    'index.mdx': page('Home'),
    'guide.mdx': page(
      'Guide',
      'og:title: Guide, shared\nog:image: https://cdn.example.com/guide.png\nkeywords: [setup, tokens]\n',
    ),
    'hidden.mdx': page('Hidden', 'hidden: true\n'),
    'private.mdx': page('Private', 'noindex: true\n'),
    'unsearchable.mdx': page('Unsearchable', 'searchable: false\n'),
    'unlisted.mdx': page('Unlisted'),
    'danger.mdx': page('Ends </script><script>alert(1)</script> here', '', 'Careful.'),
    'openapi.json': JSON.stringify(spec),
    'events.yml': await readFile(join(corpusDir, 'asyncapi/streetlights-mqtt-asyncapi-3.1.0.yml'), 'utf8'),
  };
}

async function build(files: Record<string, string>): Promise<string> {
  const site = await writeSite(files, 'seo');
  const out = join(await tempDir('seo-out'), 'dist');
  const result = await runDocs(['build', site, '--out', out, '--base-url', baseUrl]);
  expect(result.code, result.stderr).toBe(0);
  return out;
}

const html = (out: string, route: string) =>
  readFile(join(out, route ? `${route}/index.html` : 'index.html'), 'utf8');
const meta = (doc: string, name: string) =>
  new RegExp(`<meta (?:name|property)="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(doc)?.[1];
const jsonLd = (doc: string) => {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(doc);
  expect(match, 'a JSON-LD script').toBeTruthy();
  return JSON.parse(match?.[1] ?? '') as { '@context': string; '@graph': Record<string, unknown>[] };
};
const ofType = (ld: { '@graph': Record<string, unknown>[] }, type: string) =>
  ld['@graph'].find((node) => node['@type'] === type);
const sitemapRoutes = async (out: string) =>
  [...(await readFile(join(out, 'sitemap.xml'), 'utf8')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
    (m[1] ?? '').slice(baseUrl.length + 1),
  );
const llmsRoutes = async (out: string, file: string) =>
  [
    ...(await readFile(join(out, file), 'utf8')).matchAll(/\]\(https:\/\/docs\.example\.com\/([^)]*)\.md\)/g),
  ].map((m) => (m[1] === 'index' ? '' : m[1]));
const fullRoutes = async (out: string) =>
  [...(await readFile(join(out, 'llms-full.txt'), 'utf8')).matchAll(/^Source: (\S+)$/gm)].map((m) =>
    (m[1] ?? '').slice(baseUrl.length + 1),
  );

describe('page head: meta tags, Open Graph, Twitter and JSON-LD', () => {
  let out: string;
  beforeAll(async () => {
    out = await build(await siteFiles());
  });

  it('marks the home page as the WebSite, with seo.metatags applied', async () => {
    const doc = await html(out, '');
    expect(meta(doc, 'og:type')).toBe('website');
    expect(meta(doc, 'og:site_name')).toBe('Acme');
    expect(meta(doc, 'og:url')).toBe(`${baseUrl}/`);
    expect(meta(doc, 'og:image')).toBe(`${baseUrl}/cover.png`);
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:site')).toBe('@acme');
    expect(meta(doc, 'keywords')).toBe('acme, api');
    const ld = jsonLd(doc);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ofType(ld, 'WebSite')).toMatchObject({
      name: 'Acme',
      url: `${baseUrl}/`,
      description: 'Docs for Acme.',
    });
    expect(ofType(ld, 'WebPage')).toMatchObject({ url: `${baseUrl}/` });
  });

  it('gives a content page its Open Graph tags (front matter over seo.metatags), WebPage, breadcrumbs and TechArticle', async () => {
    const doc = await html(out, 'guide');
    expect(doc).toContain(`<link rel="canonical" href="${baseUrl}/guide">`);
    expect(meta(doc, 'description')).toBe('About guide.');
    expect(meta(doc, 'og:type')).toBe('article');
    expect(meta(doc, 'og:title')).toBe('Guide, shared');
    expect(meta(doc, 'og:description')).toBe('About guide.');
    expect(meta(doc, 'og:url')).toBe(`${baseUrl}/guide`);
    expect(meta(doc, 'og:image')).toBe('https://cdn.example.com/guide.png');
    expect(meta(doc, 'twitter:image')).toBe('https://cdn.example.com/guide.png');
    expect(meta(doc, 'keywords')).toBe('setup, tokens');
    expect(meta(doc, 'robots')).toBe('index, follow');
    const ld = jsonLd(doc);
    expect(ofType(ld, 'WebPage')).toMatchObject({ url: `${baseUrl}/guide`, name: 'Guide' });
    expect(ofType(ld, 'BreadcrumbList')?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Acme', item: `${baseUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Guides' },
      { '@type': 'ListItem', position: 3, name: 'Guide', item: `${baseUrl}/guide` },
    ]);
    expect(ofType(ld, 'TechArticle')).toMatchObject({ headline: 'Guide', description: 'About guide.' });
  });

  it('describes endpoint pages as an APIReference', async () => {
    const ld = jsonLd(await html(out, 'api-reference/things/list-things'));
    expect(ofType(ld, 'APIReference')).toMatchObject({ headline: 'List things' });
    expect(ofType(ld, 'TechArticle')).toBeUndefined();
  });

  it('escapes < in JSON-LD so a title cannot close the script', async () => {
    const doc = await html(out, 'danger');
    const title = 'Ends </script><script>alert(1)</script> here';
    expect(ofType(jsonLd(doc), 'TechArticle')?.headline).toBe(title);
    expect(doc).not.toContain('<script>alert(1)');
  });

  it('lists both kinds of spec in llms.txt', async () => {
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain(`## OpenAPI Specs\n\n- [Acme](${baseUrl}/openapi.json)`);
    expect(llms).toMatch(new RegExp(`## AsyncAPI Specs\\n\\n- \\[[^\\]]+\\]\\(${baseUrl}/events\\.yml\\)`));
  });
});

describe('indexing rules: hidden, noindex, searchable and seo.indexing', () => {
  const navigable = ['', 'guide', 'unsearchable', 'danger', 'api-reference/things/list-things'];

  it('index the navigation only by default: search, sitemap and llms files agree', async () => {
    const files = await siteFiles();
    const out = await build(files);
    const routes = await sitemapRoutes(out);
    expect(routes.filter((r) => !r.startsWith('api-reference/') || r.includes('things'))).toEqual(navigable);
    for (const route of ['hidden', 'private', 'unlisted']) {
      expect(routes).not.toContain(route);
      expect(existsSync(join(out, route, 'index.html')), `${route} is still built`).toBe(true);
      const doc = await html(out, route);
      expect(meta(doc, 'robots'), route).toBe('noindex');
    }
    expect(meta(await html(out, 'unsearchable'), 'robots')).toBe('index, follow');
    expect(await llmsRoutes(out, 'llms.txt')).toEqual(routes);
    expect(await fullRoutes(out)).toEqual(routes);
    // A hidden page is not in the sidebar.
    expect(await html(out, 'guide')).not.toContain('href="/hidden"');

    // The search index takes the same routes, less `searchable: false` ones.
    const site = new IncrementalSite(await writeSite(files, 'seo-search'));
    await site.load();
    expect((await site.render()).ok).toBe(true);
    const index = siteIndex(site.snapshot as NonNullable<typeof site.snapshot>);
    expect(index.routes).toEqual(routes);
    expect(index.searchRoutes).toEqual(routes.filter((r) => r !== 'unsearchable'));
  });

  it('with seo.indexing all, index hidden and unlisted pages too (llms files list them last), never noindex ones', async () => {
    const out = await build(await siteFiles('all'));
    const routes = await sitemapRoutes(out);
    const extra = routes.slice(routes.indexOf('api-reference/things/list-things') + 1);
    expect(extra.filter((r) => !r.startsWith('api-reference/'))).toEqual(['hidden', 'unlisted']);
    expect(routes).not.toContain('private');
    expect(meta(await html(out, 'hidden'), 'robots')).toBe('index, follow');
    expect(meta(await html(out, 'private'), 'robots')).toBe('noindex');
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    expect(llms).toContain(
      `## Other pages\n\n- [Hidden](${baseUrl}/hidden.md): About hidden.\n- [Unlisted](${baseUrl}/unlisted.md): About unlisted.\n`,
    );
    expect(await fullRoutes(out)).toEqual(expect.arrayContaining(['hidden', 'unlisted']));
    expect(await fullRoutes(out)).not.toContain('private');
  });
});

describe('a site without a home page', () => {
  it('still declares its WebSite on the address that forwards to the first page', async () => {
    const out = await build({
      'docs.json': JSON.stringify({ name: 'Solo', navigation: { pages: ['intro'] } }),
      'intro.mdx': page('Intro'),
    });
    const doc = await readFile(join(out, 'index.html'), 'utf8');
    expect(doc).toContain('url=/intro');
    const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(doc);
    expect(JSON.parse(match?.[1] ?? '')).toMatchObject({
      '@type': 'WebSite',
      name: 'Solo',
      url: `${baseUrl}/`,
    });
  });
});
