import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

it('binds pages to an OpenAPI file that docs.json does not name, as Mintlify does', async () => {
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Plants', version: '1' },
    servers: [{ url: 'https://api.plants.example' }],
    paths: {
      '/plants': {
        get: {
          summary: 'List plants',
          parameters: [{ name: 'limit', in: 'query', schema: { type: 'integer' } }],
          responses: { '200': { description: 'OK' } },
        },
      },
    },
  };
  const site = await writeSite({
    'docs.json': JSON.stringify({
      name: 'Plants',
      navigation: { groups: [{ group: 'API', pages: ['endpoints/list'] }] },
    }),
    'data.json': JSON.stringify({ not: 'a spec' }),
  });
  await mkdir(join(site, 'api-reference'));
  await mkdir(join(site, 'endpoints'));
  await writeFile(join(site, 'api-reference/openapi.json'), JSON.stringify(spec, null, 2));
  await writeFile(
    join(site, 'endpoints/list.mdx'),
    "---\nopenapi: 'openapi GET /plants'\n---\n\nEvery plant in the garden.\n",
  );
  const out = join(await tempDir('discovery-out'), 'dist');
  const result = await runDocs(['build', site, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  const html = await readFile(join(out, 'endpoints/list/index.html'), 'utf8');
  expect(html).toContain('<h1 class="dw-title">List plants</h1>');
  expect(html).toContain('Every plant in the garden.');
  expect(html).toContain('id="limit"');
  expect(await readFile(join(out, 'api-reference/openapi.json'), 'utf8')).toBe(JSON.stringify(spec, null, 2));
  await expect(readFile(join(out, 'data.json'), 'utf8')).rejects.toThrow();
});
