import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { linkOperations } from '../../packages/theme/src/render/operation-links.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

// The error object carries a whole Order, as Stripe's carries a PaymentIntent.
const spec = {
  openapi: '3.0.3',
  info: { title: 'Shop', version: '1.0.0' },
  paths: {
    '/orders': {
      post: {
        summary: 'Place an order',
        responses: { '201': { description: 'Placed', ...json(ref('Order')) } },
      },
    },
    '/orders/{id}': {
      get: {
        summary: 'Get an order',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The order', ...json(ref('Order')) } },
      },
    },
    '/carts': {
      post: {
        summary: 'Create a cart',
        responses: {
          '201': {
            description: 'Created',
            ...json({ type: 'object', properties: { id: { type: 'string' } } }),
          },
          default: { description: 'Error', ...json(ref('Error')) },
        },
      },
    },
  },
  components: {
    schemas: {
      Order: { type: 'object', properties: { id: { type: 'string' }, total: { type: 'integer' } } },
      ErrorBody: { type: 'object', properties: { message: { type: 'string' }, order: ref('Order') } },
      Error: { type: 'object', properties: { error: ref('ErrorBody') } },
    },
  },
};

describe('a component an error response stops short of', () => {
  let dir: string;
  let cart: string;
  beforeAll(async () => {
    dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Shop',
        navigation: { groups: [{ group: 'API', openapi: 'shop.json' }] },
      }),
      'shop.json': JSON.stringify(spec),
    });
    const result = await runDocs(['build', dir, '--out', join(dir, 'dist')]);
    expect(result.code, result.stderr).toBe(0);
    cart = await readFile(join(dir, 'dist/api-reference/create-a-cart/index.html'), 'utf8');
  });

  it('links to the fields on the page of the operation that returns it, the GET before the POST', async () => {
    const link =
      /Fields of <code>Order<\/code> are listed on the page of <a href="([^"]+)"><code>GET \/orders\/\{id\}<\/code><\/a>/.exec(
        cart,
      );
    expect(link?.[1]).toBe('/api-reference/get-an-order#schema-order');
    const target = await readFile(join(dir, 'dist/api-reference/get-an-order/index.html'), 'utf8');
    expect(target).toContain('id="response-200-total"');
    // The id sits on the block that lists Order's fields.
    expect(target).toMatch(/<div class="dw-media" id="schema-order">.*?id="response-200-total"/s);
    expect(cart).not.toContain('dw-operation:');
    expect(cart).not.toContain('id="response-default-error-order-id"');
  });
});

describe('linkOperations', () => {
  const html = (key: string, text = '<code>x</code>') =>
    `<p>See <a href="dw-operation:${encodeURIComponent(key)}">${text}</a>.</p>`;

  it("points a link at the operation's route, and leaves the text of one without a page", () => {
    const routes = new Map([['GET /a/{id}', 'api/get-a']]);
    const page = html('GET /a/{id}') + html('GET /gone', '<code>GET /gone</code>');
    expect(
      linkOperations(page, (key) => {
        const route = routes.get(key);
        return route === undefined ? undefined : { route };
      }),
    ).toBe('<p>See <a href="/api/get-a"><code>x</code></a>.</p><p>See <code>GET /gone</code>.</p>');
  });

  it('returns a page without such links as it is', () => {
    const page = '<p><a href="/x">x</a></p>';
    expect(linkOperations(page, () => ({ route: 'never' }))).toBe(page);
  });
});

describe('linkOperations over the UTF-8 bytes of a page', () => {
  it('gives the bytes the string gives, passing the bytes between links on without copying them', () => {
    const link = (key: string, text: string) =>
      `<a href="dw-operation:${encodeURIComponent(key)}">${text}</a>`;
    const page = `<p>Créer 🚀 ${link('POST /ä/{id}', '<code>ä</code>')} puis ${link('GET /gone', '日本')} fin é</p>`;
    const targetOf = (key: string) => (key === 'POST /ä/{id}' ? { route: 'api/ä' } : undefined);
    const bytes = Buffer.from(`xx${page}yy`).subarray(2, -2);
    const pieces = linkOperations(bytes, targetOf);
    const joined = Buffer.concat(pieces.map((piece) => Buffer.from(piece)));
    expect(joined.toString('utf8')).toBe(linkOperations(page, targetOf));
    expect(joined.toString('utf8')).toContain('<a href="/api/ä"><code>ä</code></a> puis 日本 fin');
    // The text between the links is a view of the page's own memory, not a copy.
    const first = pieces[0] as Uint8Array;
    expect(first.buffer).toBe(bytes.buffer);
    const none = Buffer.from('<p>no links, é</p>');
    expect(linkOperations(none, targetOf)).toEqual([none]);
  });
});

describe('linkOperations with a fragment', () => {
  it('keeps the fragment, and names the operation of another page the target chose', () => {
    const page = `<p>Fields of <code>Order</code> are listed on the page of <a href="dw-operation:${encodeURIComponent('GET /a')}#schema-order"><code>GET /a</code></a>.</p>`;
    const seen: (string | undefined)[] = [];
    expect(
      linkOperations(page, (key, fragment) => {
        seen.push(key);
        seen.push(fragment);
        return { route: 'api/get-b', fragment: 'schema-order', key: 'GET /b' };
      }),
    ).toBe(
      '<p>Fields of <code>Order</code> are listed on the page of <a href="/api/get-b#schema-order"><code>GET /b</code></a>.</p>',
    );
    expect(seen).toEqual(['GET /a', 'schema-order']);
  });
});
