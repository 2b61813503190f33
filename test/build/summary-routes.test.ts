// Routes from any summary (issue 23, part 7): a summary of any length and with any characters
// makes a page a file system can hold and a browser can reach, titled with the summary as text.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { maxSegmentBytes } from '@docwright/api-model';
import { buildSite, type SiteSnapshot } from '@docwright/site-builder';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles, writeSite } from '../helpers/site.ts';

const longSummary = 'Create a widget from the uploaded template and notify every subscriber '
  .repeat(20)
  .slice(0, 1380);
const operation = (summary: string) => ({
  summary,
  tags: ['Widgets'],
  responses: { '200': { description: 'OK' } },
});

const spec = {
  openapi: '3.1.0',
  info: { title: 'Widgets', version: '1' },
  paths: {
    '/long': { post: operation(longSummary) },
    '/ask': { get: operation('Is it **ready**? See [the guide](/guide) [ ] #1') },
    '/ask-again': { get: operation('Is it ready') },
  },
};

let dir: string;
let snapshot: SiteSnapshot;
let files: string[];

beforeAll(async () => {
  dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Summaries',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
        redirects: [
          { source: '/old-ask?page=2', destination: '/api-reference/widgets/is-it-ready' },
          { source: '/legacy#top', destination: '/api-reference/widgets/is-it-ready' },
        ],
      }),
      'openapi.json': JSON.stringify(spec),
    },
    'summary-routes',
  );
  const result = await buildSite({ dir, outDir: join(dir, 'dist'), renderWorkers: 0 });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.ok).toBe(true);
  if (!result.snapshot) throw new Error('no snapshot');
  snapshot = result.snapshot;
  files = await listFiles(join(dir, 'dist'));
});

const endpointRoutes = () => [...snapshot.graph.routes.values()].filter((entry) => entry.kind === 'endpoint');

describe('generated routes from any summary', () => {
  it('builds a 1,380-character summary into a capped, stable route (no ENAMETOOLONG)', () => {
    expect(longSummary.length).toBe(1380);
    const long = endpointRoutes().find((entry) => entry.binding.key === 'POST /long');
    const last = long?.route.split('/').pop() ?? '';
    expect(new TextEncoder().encode(last).length).toBeLessThanOrEqual(maxSegmentBytes);
    expect(last.startsWith('create-a-widget-from-the-uploaded-template')).toBe(true);
    expect(files).toContain(`${long?.route}/index.html`);
    expect(long?.title).toBe(longSummary);
  });

  it('never puts ? or # into a route, an href or an output file, and keeps routes unique', async () => {
    const routes = endpointRoutes().map((entry) => entry.route);
    expect(routes.filter((route) => /[?#]/.test(route))).toEqual([]);
    expect(new Set(routes.map((r) => r.toLowerCase())).size).toBe(routes.length);
    // Mintlify's file name keeps `*` and `[ ]`; ours only drops what would end the URL's path.
    expect(routes).toContain('api-reference/widgets/is-it-**ready**-see-[the-guide]guide-[-]-1');
    expect(files.filter((file) => /[?#]/.test(file))).toEqual([]);
    const html = await readFile(join(dir, 'dist', 'api-reference/widgets/is-it-ready/index.html'), 'utf8');
    const hrefs = [...html.matchAll(/href="(\/api-reference\/[^"]*)"/g)].map((m) => m[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(2);
    expect(hrefs.filter((href) => href.includes('?'))).toEqual([]);
  });

  it('titles the page with the summary as text, not Markdown', async () => {
    const ask = endpointRoutes().find((entry) => entry.binding.key === 'GET /ask');
    expect(ask?.title).toBe('Is it ready? See the guide [ ] #1');
    const html = await readFile(join(dir, 'dist', ask?.route ?? '', 'index.html'), 'utf8');
    expect(html).toMatch(/<h1 class="dw-title">Is it ready\? See the guide \[ \] #1<\/h1>/);
    expect(html).not.toMatch(/<h1[^>]*>[^<]*\*\*/);
  });

  it('writes redirect pages at the path a request can name, without its ? or #', () => {
    expect(files).toContain('old-ask/index.html');
    expect(files).toContain('legacy/index.html');
  });
});
