// An endpoint page's playground model is a file of its own (`_docwright/playground/<route>/model.json`,
// fetched when a reader opens "Try it"): it describes the operation as the page does, so under
// reader sign-in `docs serve` serves it to exactly the readers who may open the page.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RunningServer } from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, get, loginUrl, readerSecret, serveSite, signIn } from './serve-helpers.ts';

const spec = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Deals API', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/public-items': { get: { summary: 'Public items', responses: { '200': { description: 'ok' } } } },
    '/secret-deals': {
      post: {
        summary: 'Create a secret deal',
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { partner_only_margin: { type: 'integer' } } },
            },
          },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
});

const page = (title: string, extra: string) =>
  `---\ntitle: ${title}\ndescription: ${title} page\n${extra}---\n\n${title} body text.\n`;

const modelOf = (route: string) => `/_docwright/playground/${route}/model.json`;

let dist: string;
let server: RunningServer;

beforeAll(async () => {
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Playground models',
      api: { openapi: 'deals.json' },
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'items', 'deals', 'members'] }] },
    }),
    'deals.json': spec,
    'index.mdx': page('Home', 'public: true\n'),
    'items.mdx': page('Items', 'public: true\nopenapi: deals.json GET /public-items\n'),
    'deals.mdx': page('Deals', 'groups: [partners]\nopenapi: deals.json POST /secret-deals\n'),
    'members.mdx': page('Members', 'openapi: deals.json POST /secret-deals\n'),
  });
  server = await serveSite(dist, { auth: { secret: readerSecret, loginUrl } });
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('playground model files under reader sign-in', () => {
  it('are written for each interactive playground, and no page embeds its model', async () => {
    const model = JSON.parse(await readFile(join(dist, modelOf('deals').slice(1)), 'utf8'));
    expect(model.path).toBe('/secret-deals');
    const html = await readFile(join(dist, 'deals/index.html'), 'utf8');
    expect(html).toContain('data-model-route="deals"');
    expect(html).not.toContain('dw-playground-model');
  });

  it("serve a group-only page's model to its group only", async () => {
    expect((await get(server, modelOf('deals'))).status).toBe(401);
    const outsider = await signIn(server, ['beta']);
    const refused = await get(server, modelOf('deals'), outsider);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('partner_only_margin');
    const partner = await signIn(server, ['partners']);
    const served = await get(server, modelOf('deals'), partner);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    expect(JSON.parse(await served.text()).body.fields[0].name).toBe('partner_only_margin');
  });

  it("serve a signed-in page's model to signed-in readers, a public page's to everyone", async () => {
    expect((await get(server, modelOf('members'))).status).toBe(401);
    expect((await get(server, modelOf('members'), await signIn(server, ['beta']))).status).toBe(200);
    const open = await get(server, modelOf('items'));
    expect(open.status).toBe(200);
    expect(open.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('cannot be reached around the rule by other spellings of the path', async () => {
    const outsider = await signIn(server, ['beta']);
    for (const path of [
      '/_docwright/playground/deals/./model.json',
      '/_docwright/playground/x/../deals/model.json',
      '/_docwright/playground/deals%2Fmodel.json',
      '/_docwright/playground//deals/model.json',
      '/_docwright/./playground/deals/model.json',
      '/_docwright/playground/DEALS/model.json',
    ]) {
      const response = await get(server, path, outsider);
      expect([403, 404], path).toContain(response.status);
      expect(await response.text(), path).not.toContain('partner_only_margin');
    }
  });
});
