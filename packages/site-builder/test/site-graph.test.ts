import { type ApiSpec, parseSpec } from '@docwright/api-model';
import { parseConfig } from '@docwright/config';
import { describe, expect, it } from 'vitest';
import { createPageSource, planSite } from '../src/index.ts';

const spec = (id: string, paths: Record<string, unknown>): ApiSpec => {
  const { spec: parsed } = parseSpec(
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Pets API', version: '1' },
      tags: [{ name: 'Pets' }, { name: 'Orders' }],
      paths,
    }),
    id,
  );
  if (!parsed) throw new Error('fixture spec did not parse');
  return parsed;
};

const petsSpec = spec('openapi.json', {
  '/pets': {
    get: { operationId: 'listPets', summary: 'List pets', tags: ['Pets'], responses: {} },
    post: { operationId: 'createPet', summary: 'Create a pet', tags: ['Pets'], responses: {} },
  },
  '/orders': {
    post: { operationId: 'placeOrder', summary: 'Place an order', tags: ['Orders'], responses: {} },
  },
  '/internal': {
    get: { operationId: 'internalStats', tags: ['Pets'], 'x-hidden': true, responses: {} },
    post: { operationId: 'internalReset', tags: ['Pets'], 'x-excluded': true, responses: {} },
  },
  '/health': { get: { summary: 'Health', responses: {} } },
});

function plan(config: unknown, pages: Record<string, string>, specs: ApiSpec[] = [petsSpec]) {
  const source = JSON.stringify(config, null, 2);
  const parsed = parseConfig(source);
  if (!parsed.config) throw new Error(JSON.stringify(parsed.diagnostics));
  return planSite({
    config: parsed.config,
    configMounts: [{ path: [], file: 'docs.json', source }],
    pages: new Map(
      Object.entries(pages).map(([file, text]) => [
        createPageSource(file, text).route,
        createPageSource(file, text),
      ]),
    ),
    specs: new Map(specs.map((s) => [s.id, s])),
  });
}

const titles = (items: readonly unknown[]): unknown[] =>
  (items as { kind: string; title: string; items?: unknown[]; route?: string }[]).map((item) =>
    item.kind === 'group' ? { [item.title]: titles(item.items ?? []) } : item.route,
  );

describe('planSite', () => {
  it('generates one page per operation under a tab with openapi, grouped by tag after the listed groups', () => {
    const graph = plan(
      {
        name: 'S',
        navigation: {
          tabs: [
            { tab: 'Guides', pages: ['index'] },
            { tab: 'API', openapi: 'openapi.json', groups: [{ group: 'Overview', pages: ['intro'] }] },
          ],
        },
      },
      { 'index.mdx': '---\ntitle: Home\n---\n', 'intro.mdx': '---\ntitle: Intro\n---\n' },
    );
    expect(graph.diagnostics).toEqual([]);
    expect(graph.sections.map((s) => [s.title, s.href])).toEqual([
      ['Guides', '/'],
      ['API', '/intro'],
    ]);
    expect(titles(graph.sections[1]?.items ?? [])).toEqual([
      { Overview: ['intro'] },
      { Pets: ['api-reference/pets/list-pets', 'api-reference/pets/create-a-pet'] },
      { Orders: ['api-reference/orders/place-an-order'] },
      { 'Pets API': ['api-reference/health'] },
    ]);
    expect(graph.routes.get('api-reference/get-internal')).toBeUndefined();
    expect(graph.routes.get('api-reference/pets/get-internal')).toMatchObject({
      kind: 'endpoint',
      inNavigation: false,
    });
    expect([...graph.routes.keys()].some((r) => r.includes('post-internal'))).toBe(false);
    expect(graph.navigationOrder).toEqual([
      '',
      'intro',
      'api-reference/pets/list-pets',
      'api-reference/pets/create-a-pet',
      'api-reference/orders/place-an-order',
      'api-reference/health',
    ]);
  });

  it('lists only the named endpoints, in the listed order, under {source, directory}', () => {
    const graph = plan(
      {
        name: 'S',
        navigation: {
          groups: [
            {
              group: 'Endpoints',
              openapi: { source: '/openapi.json', directory: 'reference' },
              pages: ['POST /orders', 'GET /pets'],
            },
          ],
        },
      },
      {},
    );
    expect(graph.diagnostics).toEqual([]);
    expect(titles(graph.sections[0]?.items ?? [])).toEqual([
      { Endpoints: ['reference/orders/place-an-order', 'reference/pets/list-pets'] },
    ]);
  });

  it('reports an endpoint entry that names no operation, with the nearest ones and its location', () => {
    const graph = plan(
      { name: 'S', navigation: { groups: [{ group: 'E', openapi: 'openapi.json', pages: ['GET /pet'] }] } },
      {},
    );
    expect(graph.diagnostics).toHaveLength(1);
    expect(graph.diagnostics[0]).toMatchObject({
      code: 'nav/endpoint-not-found',
      file: 'docs.json',
      jsonPath: 'navigation.groups[0].pages[0]',
      line: 9,
    });
    expect(graph.diagnostics[0]?.message).toContain('nearest: GET /pets');
  });

  it('lets a page bound with `openapi:` front matter replace the generated page', () => {
    const graph = plan(
      { name: 'S', navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] } },
      { 'custom/list.mdx': '---\nopenapi: GET /pets\n---\n\nHand-written intro.\n' },
    );
    expect(graph.diagnostics).toEqual([]);
    const pets = titles(graph.sections[0]?.items ?? [])[0] as { API: { Pets: string[] }[] };
    expect(pets.API[0]?.Pets).toEqual(['custom/list', 'api-reference/pets/create-a-pet']);
    expect(graph.routes.get('custom/list')).toMatchObject({
      kind: 'page',
      title: 'List pets',
      binding: { specId: 'openapi.json', key: 'GET /pets' },
    });
    expect(graph.routes.has('api-reference/pets/list-pets')).toBe(false);
  });

  it('asks for the spec file when a bare binding matches several specs', () => {
    const other = spec('v2/openapi.yaml', { '/pets': { get: { summary: 'List pets v2', responses: {} } } });
    const graph = plan(
      { name: 'S', navigation: { pages: ['a'] } },
      { 'a.mdx': '---\ntitle: A\nopenapi: GET /pets\n---\n' },
      [petsSpec, other],
    );
    expect(graph.diagnostics[0]).toMatchObject({
      code: 'page/openapi-ambiguous',
      severity: 'error',
      file: 'a.mdx',
      line: 3,
    });
    expect(graph.diagnostics[0]?.message).toContain('prefix it with the spec file');
    const prefixed = plan(
      { name: 'S', navigation: { pages: ['a'] } },
      { 'a.mdx': '---\ntitle: A\nopenapi: /openapi.json GET /pets\n---\n' },
      [petsSpec, other],
    );
    expect(prefixed.diagnostics).toEqual([]);
    expect(prefixed.routes.get('a')).toMatchObject({ binding: { specId: 'openapi.json' } });
  });

  it('builds pages outside the navigation without listing them', () => {
    const graph = plan(
      { name: 'S', navigation: { pages: ['index'] } },
      { 'index.mdx': '# Home\n', 'drafts/idea.md': '# Idea\n' },
    );
    expect(graph.navigationOrder).toEqual(['']);
    expect(graph.routes.get('drafts/idea')).toMatchObject({
      kind: 'page',
      title: 'Idea',
      inNavigation: false,
    });
  });

  it('nests groups by OpenAPI 3.2 tag parents and names them by x-group', () => {
    const nested = spec('tags.json', {});
    const withTags = {
      ...nested,
      tags: [
        { name: 'flights', summary: 'Flights' },
        { name: 'international', summary: 'International', parent: 'flights' },
        { name: 'delays', kind: 'badge' },
        { name: 'billing', group: 'Money' },
      ],
      operations: [
        { ...petsSpec.operations[0], key: 'GET /flights', tags: ['flights'], summary: 'List flights' },
        {
          ...petsSpec.operations[0],
          key: 'GET /intl',
          tags: ['delays', 'international'],
          summary: 'List international flights',
        },
        { ...petsSpec.operations[0], key: 'GET /invoices', tags: ['billing'], summary: 'List invoices' },
      ],
    } as ApiSpec;
    const graph = plan({ name: 'S', navigation: { groups: [{ group: 'API', openapi: 'tags.json' }] } }, {}, [
      withTags,
    ]);
    expect(graph.diagnostics).toEqual([]);
    expect(titles(graph.sections[0]?.items ?? [])).toEqual([
      {
        API: [
          {
            Flights: [
              'api-reference/flights/list-flights',
              { International: ['api-reference/delays/list-international-flights'] },
            ],
          },
          { Money: ['api-reference/billing/list-invoices'] },
        ],
      },
    ]);
  });
});
