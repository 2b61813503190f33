import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';

it('fetches a spec by URL, and builds from the cached copy when the server is gone', async () => {
  const spec = JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'Remote', version: '1' },
    paths: { '/things': { get: { summary: 'List things', responses: { '200': { description: 'OK' } } } } },
  });
  let requests = 0;
  const server = createServer((_, response) => {
    requests++;
    response.writeHead(200, { 'content-type': 'application/json' }).end(spec);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.json`;
  const site = await tempDir('remote');
  await writeFile(
    join(site, 'docs.json'),
    JSON.stringify({ name: 'R', navigation: { groups: [{ group: 'API', openapi: url }] } }),
  );
  const out = join(site, 'dist');

  const online = await runDocs(['build', site, '--out', out]);
  expect(online.code, online.stderr).toBe(0);
  expect(requests).toBe(1);
  expect(await readFile(join(out, 'api-reference/list-things/index.html'), 'utf8')).toContain('List things');
  await new Promise<void>((resolve) => server.close(() => resolve()));

  const offline = await runDocs(['build', site, '--out', out]);
  expect(offline.code, offline.stderr).toBe(0);
  expect(offline.stderr).toMatch(/^warning spec\/remote-cached {2}http:\/\/127\.0\.0\.1:\d+\/openapi\.json/m);
  expect(offline.stderr).toContain('the copy cached on');
});
