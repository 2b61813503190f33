import { type ApiSpec, parseSpec } from '@docwright/api-model';
import { parseConfig } from '@docwright/config';
import { describe, expect, it } from 'vitest';
import { planSite } from '../src/index.ts';
import { resourceTitle } from '../src/plan/resource-groups.ts';

// Issue 36 item 1: a spec without tags (Stripe's) groups its sidebar by resource, and an
// operation without a summary is titled by its request line.

const tagless = (): ApiSpec => {
  const { spec } = parseSpec(
    JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'Shop API', version: '1' },
      paths: {
        '/api/v2/orders': { get: { responses: {} }, post: { summary: 'Place an order', responses: {} } },
        '/api/v2/orders/{order}': { get: { responses: {} } },
        '/api/v2/gift_cards/{card}/redeem': { post: { responses: {} } },
        '/api/v2': { get: { responses: {} } },
      },
    }),
    'shop.json',
  );
  if (!spec) throw new Error('fixture spec did not parse');
  return spec;
};

function plan(navigation: unknown) {
  const source = JSON.stringify({ name: 'S', navigation });
  const parsed = parseConfig(source);
  if (!parsed.config) throw new Error(JSON.stringify(parsed.diagnostics));
  const spec = tagless();
  return planSite({
    config: parsed.config,
    configMounts: [{ path: [], file: 'docs.json', source }],
    pages: new Map(),
    specs: new Map([[spec.id, spec]]),
  });
}

type Item = { kind: string; title: string; items?: Item[] };
const tree = (items: readonly Item[]): unknown[] =>
  items.map((item) => (item.kind === 'group' ? { [item.title]: tree(item.items ?? []) } : item.title));

describe('a spec without tags', () => {
  it('groups operations by resource inside a group, each titled by its request line unless it has a summary', () => {
    const graph = plan({ groups: [{ group: 'API', openapi: 'shop.json' }] });
    expect(graph.diagnostics).toEqual([]);
    expect(tree(graph.sections[0]?.items as Item[])).toEqual([
      {
        API: [
          { Orders: ['/api/v2/orders', 'Place an order', '/api/v2/orders/{order}'] },
          { 'Gift cards': ['/api/v2/gift_cards/{card}/redeem'] },
          { 'Shop API': ['/api/v2'] },
        ],
      },
    ]);
    const titles = [...graph.routes.values()].map((route) => [route.route, route.title]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['api-reference/get-apiv2orders', 'GET /api/v2/orders'],
        ['api-reference/place-an-order', 'Place an order'],
        ['api-reference/get-apiv2orders-1', 'GET /api/v2/orders/{order}'],
      ]),
    );
  });

  it("puts the resource groups inside the spec title's group at the sidebar's top level, so they fold", () => {
    const graph = plan({ openapi: 'shop.json' });
    expect(graph.diagnostics).toEqual([]);
    expect(tree(graph.sections[0]?.items as Item[])).toEqual([
      {
        'Shop API': [
          '/api/v2',
          { Orders: ['/api/v2/orders', 'Place an order', '/api/v2/orders/{order}'] },
          { 'Gift cards': ['/api/v2/gift_cards/{card}/redeem'] },
        ],
      },
    ]);
  });
});

describe('resourceTitle', () => {
  it.each([
    ['/v1/payment_intents/{intent}/capture', 'Payment intents'],
    ['/api/v2/orders', 'Orders'],
    ['/2024-01-01/reports', 'Reports'],
    ['/v2beta1/{project}/datasets', 'Datasets'],
    ['/users', 'Users'],
    ['/v1', undefined],
    ['/', undefined],
  ])('%s -> %s', (path, title) => {
    expect(resourceTitle(path)).toBe(title);
  });
});
