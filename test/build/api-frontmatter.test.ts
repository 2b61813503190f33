// MDX-only API pages (issue 23, part 8): `api: "METHOD URL"` front matter with ParamFields, as the
// dune corpus site writes them, gives the endpoint header and a playground from docs.json's
// `api.mdx`; `asyncapi: "/file.yaml channel"` finds a spec file docs.json does not name.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '@docwright/site-builder';
import { beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

let out: string;
const html = (route: string) => readFile(join(out, route, 'index.html'), 'utf8');

beforeAll(async () => {
  const dune = (file: string) => readFile(join(corpusDir, 'docs/dune', file), 'utf8');
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'MDX API',
        api: { mdx: { server: 'https://api.dune.com', auth: { method: 'key', name: 'X-DUNE-API-KEY' } } },
        navigation: {
          groups: [{ group: 'API', pages: ['clear-data', 'items', 'ping', 'lights'] }],
        },
      }),
      // A real dune page: a relative `api:` path and one path ParamField.
      'clear-data.mdx': await dune('access-methods/api-reference/tables/clear-data.mdx'),
      'items.mdx': [
        '---',
        'title: Update an item',
        'description: Changes an item.',
        'api: "PATCH /v1/items/{item_id}"',
        '---',
        '',
        '<ParamField path="item_id" type="string" required>The item.</ParamField>',
        '<ParamField query="dry_run" type="boolean">Only check.</ParamField>',
        '<ParamField body="name" type="string" required>Its new name.</ParamField>',
        '<ParamField body="tags" type="string[]">Its tags.</ParamField>',
      ].join('\n'),
      'ping.mdx':
        '---\ntitle: Ping\ndescription: Is it up?\napi: "GET https://status.example.com/v2/ping"\n---\n\nAnswers pong.\n',
      'lights.mdx':
        '---\ntitle: Light measured\ndescription: Each measurement.\nasyncapi: "/events/lights.yml lightingMeasured"\n---\n\nMeasured light.\n',
      'events/lights.yml': await readFile(
        join(corpusDir, 'asyncapi/streetlights-mqtt-asyncapi-3.1.0.yml'),
        'utf8',
      ),
    },
    'api-frontmatter',
  );
  out = join(dir, 'dist');
  const result = await buildSite({ dir, outDir: out, renderWorkers: 0 });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.ok).toBe(true);
});

const bar = (page: string) => /<div class="dw-endpoint-bar">([\s\S]*?)<\/div>/.exec(page)?.[1] ?? '';

describe('api: front matter', () => {
  it('shows the method and the URL from api.mdx.server, and a playground, on a dune page', async () => {
    const page = await html('clear-data');
    expect(bar(page)).toContain('<span class="dw-method dw-method-post">POST</span>');
    expect(bar(page)).toContain(
      '<code class="dw-endpoint-path">https://api.dune.com/api/v1/tables-clear-data</code>',
    );
    expect(page).toContain('data-playground');
    expect(page).toContain('Try it');
  });

  it('takes parameters, body and auth for the playground from the ParamFields and api.mdx.auth, shown once', async () => {
    const page = await html('items');
    expect(bar(page)).toContain('PATCH');
    expect(bar(page)).toContain('https://api.dune.com/v1/items/{item_id}');
    // The page names its model, which the playground fetches from its own file when it opens.
    expect(page).toContain('data-model-route="items"');
    const json = await readFile(join(out, '_docwright/playground/items/model.json'), 'utf8');
    const model = JSON.parse(json) as {
      method: string;
      parameters: { name: string; in: string; required?: boolean }[];
      auth: { scheme: string; name?: string }[];
      body?: unknown;
    };
    expect(model.method).toBe('PATCH');
    expect(model.parameters.map((p) => [p.in, p.name])).toEqual([
      ['path', 'item_id'],
      ['query', 'dry_run'],
    ]);
    expect(JSON.stringify(model.auth)).toContain('X-DUNE-API-KEY');
    expect(JSON.stringify(model.body)).toContain('name');
    // The page's fields are the reference: no generated parameter list repeats them.
    expect(page.match(/id="param-item-id"/g)).toHaveLength(1);
    expect(page).not.toContain('Path parameters');
    expect(page).not.toContain('<h2 id="body">');
  });

  it('shows an absolute api: URL as written', async () => {
    expect(bar(await html('ping'))).toContain('https://status.example.com/v2/ping');
  });

  it('binds asyncapi: front matter to a spec file docs.json does not name', async () => {
    const page = await html('lights');
    expect(page).toContain('data-channel="lightingMeasured"');
    expect(page).toContain('Measured light.');
  });
});
