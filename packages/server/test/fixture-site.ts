import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSite } from '@docwright/site-builder';

export const tempDir = (prefix: string) =>
  mkdtemp(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), `${prefix}-`));

/**
 * Writes a site's files and builds it with the real build (under `basePath`, as `--base-path`
 * does, when given); returns the output folder.
 */
export async function buildFixture(
  files: Record<string, string>,
  options: { readonly basePath?: string } = {},
): Promise<string> {
  const dir = await tempDir('serve-site');
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  const outDir = join(dir, 'dist');
  const result = await buildSite({ dir, outDir, baseUrl: 'http://docs.test', ...options });
  if (!result.ok)
    throw new Error(
      `fixture build failed: ${result.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')}`,
    );
  return outDir;
}

/** A site with public, signed-in-only and group-only pages, an `auth` playground and a redirect. */
export function accessSite(apiOrigin: string): Record<string, string> {
  const spec = {
    openapi: '3.1.0',
    info: { title: 'Items', version: '1' },
    servers: [{ url: apiOrigin }],
    paths: {
      '/items': {
        get: {
          operationId: 'listItems',
          summary: 'List items',
          parameters: [{ name: 'q', in: 'query', schema: { type: 'string' } }],
          responses: { '200': { description: 'The items' } },
        },
      },
    },
  };
  const page = (title: string, extra = '') =>
    `---\ntitle: ${title}\ndescription: ${title} page\n${extra}---\n\n${title} body text.\n`;
  return {
    'docs.json': JSON.stringify({
      name: 'Serve fixture',
      api: { openapi: 'openapi.json' },
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide', 'admins', 'try'] }] },
      redirects: [{ source: '/old/:slug*', destination: '/guide/:slug*' }],
    }),
    'openapi.json': JSON.stringify(spec),
    'index.mdx': page('Home', 'public: true\n'),
    'guide.mdx': page('Guide'),
    'admins.mdx': page('Admins', 'groups: [admins]\n'),
    'try.mdx': page('Try', 'public: true\ngroups: [beta]\nopenapi: GET /items\nplayground: auth\n'),
  };
}

/** An API on 127.0.0.1 that answers every request with what it received. */
export async function startEchoApi(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ method: request.method, url: request.url }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
