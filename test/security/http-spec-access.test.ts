// Issue 21, finding 2: under reader sign-in, spec files (with or without `servers`, and the files a
// spec `$ref`s, copied beside it) follow the strictest rule of the pages they document.
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunningServer } from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, get, loginUrl, readerSecret, serveSite, signIn } from './serve-helpers.ts';

let server: RunningServer;
let legacy: RunningServer;

const page = (title: string, extra = '') =>
  `---\ntitle: ${title}\ndescription: ${title} page\n${extra}---\n\n${title} body text.\n`;

beforeAll(async () => {
  const dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Spec access',
      api: { openapi: ['openapi.json', 'catalog.yaml'] },
      navigation: {
        groups: [{ group: 'Docs', pages: ['index', 'guide', 'partners', 'open-items'] }],
      },
    }),
    // Documents a page only partners may read; its schemas live in a file it `$ref`s.
    'openapi.json': JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Partner API', version: '1' },
      servers: [{ url: 'https://api.example.com' }],
      paths: {
        '/partners': {
          get: {
            summary: 'List partner deals',
            responses: {
              '200': {
                description: 'Deals',
                content: { 'application/json': { schema: { $ref: 'schemas/deal.json' } } },
              },
            },
          },
        },
        '/items': {
          get: { summary: 'List items', responses: { '200': { description: 'Items' } } },
        },
      },
    }),
    'schemas/deal.json': JSON.stringify({
      type: 'object',
      properties: { secretDealTerms: { type: 'string' } },
    }),
    // A spec without `servers`: nothing for the proxy, but still a description of the API.
    'catalog.yaml': [
      'openapi: 3.1.0',
      'info: { title: Catalog, version: "1" }',
      'paths:',
      '  /catalog:',
      '    get:',
      '      summary: Browse the catalog',
      '      responses:',
      "        '200': { description: The catalog }",
      '',
    ].join('\n'),
    'index.mdx': page('Home', 'public: true\n'),
    'guide.mdx': page('Guide'),
    'partners.mdx': page('Partners', 'groups: [partners]\nopenapi: openapi.json GET /partners\n'),
    'open-items.mdx': page('Open items', 'public: true\nopenapi: openapi.json GET /items\n'),
  });
  server = await serveSite(dist, { auth: { secret: readerSecret, loginUrl } });
  // The same build as an earlier version wrote it: no list of spec files in its manifest.
  const old = `${dist}-legacy`;
  await cp(dist, old, { recursive: true });
  const manifestFile = join(old, '_docwright/server.json');
  const { specFiles: _dropped, ...manifest } = JSON.parse(await readFile(manifestFile, 'utf8'));
  await writeFile(manifestFile, JSON.stringify(manifest));
  legacy = await serveSite(old, { auth: { secret: readerSecret, loginUrl } });
});

afterAll(async () => {
  await server?.close();
  await legacy?.close();
});

describe('docs serve: spec files follow the rules of the pages they document', () => {
  it('serves no spec file, $ref-ed file or server-less spec to signed-out readers', async () => {
    for (const path of ['/openapi.json', '/schemas/deal.json', '/catalog.yaml']) {
      const response = await get(server, path);
      expect(response.status, path).toBe(401);
      const text = await response.text();
      expect(text, path).not.toContain('secretDealTerms');
      expect(text, path).not.toContain('/partners');
      expect(text, path).not.toContain('Browse the catalog');
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('refuses a reader outside the groups of a documented page the spec and the files it $refs', async () => {
    const outsider = await signIn(server, ['beta']);
    for (const path of ['/openapi.json', '/schemas/deal.json']) {
      const response = await get(server, path, outsider);
      expect(response.status, path).toBe(403);
      const text = await response.text();
      expect(text, path).not.toContain('secretDealTerms');
      expect(text, path).not.toContain('List partner deals');
    }
    // The page itself is refused to them too: the spec was the way around it.
    expect((await get(server, '/partners', outsider)).status).toBe(403);
    // A spec that documents only pages they may read is theirs.
    const catalog = await get(server, '/catalog.yaml', outsider);
    expect(catalog.status).toBe(200);
    expect(await catalog.text()).toContain('Browse the catalog');
    expect(catalog.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('serves the spec and its $ref-ed files to a reader who may read every page it documents', async () => {
    const partner = await signIn(server, ['partners']);
    const spec = await get(server, '/openapi.json', partner);
    expect(spec.status).toBe(200);
    expect(await spec.text()).toContain('/partners');
    const schema = await get(server, '/schemas/deal.json', partner);
    expect(schema.status).toBe(200);
    expect(await schema.text()).toContain('secretDealTerms');
    expect(schema.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('treats every JSON or YAML file of a build without the list as documenting every restricted page', async () => {
    for (const path of ['/openapi.json', '/schemas/deal.json', '/catalog.yaml'])
      expect((await get(legacy, path)).status, path).toBe(401);
    const outsider = await signIn(legacy, ['beta']);
    for (const path of ['/openapi.json', '/schemas/deal.json', '/catalog.yaml'])
      expect((await get(legacy, path, outsider)).status, path).toBe(403);
    const partner = await signIn(legacy, ['partners']);
    expect((await get(legacy, '/schemas/deal.json', partner)).status).toBe(200);
  });
});
