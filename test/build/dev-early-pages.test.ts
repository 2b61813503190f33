import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type EarlyFile, EarlyPages } from '../../packages/cli/src/dev/early-pages.ts';
import { reloadClient } from '../../packages/cli/src/dev/reload.ts';
import { readOutput } from '../../packages/cli/src/dev/static-files.ts';
import {
  IncrementalSite,
  type RenderObserver,
  siteOutputFiles,
  siteOutputs,
} from '../../packages/site-builder/src/index.ts';
import { corpusDir } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

describe("docs dev's first build", () => {
  it('serves pages while the rest of the site renders, as the finished site has them or named for a reload', async () => {
    const site = await writeSite(
      {
        'docs.json': JSON.stringify({
          name: 'Pets',
          navigation: {
            groups: [
              { group: 'Start', pages: ['index', 'guide'] },
              { group: 'API', openapi: 'api.json' },
            ],
          },
        }),
        'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\nSee the [guide](/guide).\n',
        'guide.mdx': '---\ntitle: Guide\ndescription: A guide.\n---\n\nSend your key.\n',
      },
      'dev-early',
    );
    await copyFile(
      join(corpusDir, 'openapi/oai-examples/v3.0/petstore-expanded.json'),
      join(site, 'api.json'),
    );
    const options = {
      siteDir: site,
      baseUrl: 'http://127.0.0.1:3000',
      bodyEnd: reloadClient,
      search: { files: async () => new Map<string, Uint8Array>() },
    };
    const early = new EarlyPages(options);
    const incremental = new IncrementalSite(site, { renderWorkers: 0, renderAhead: false });
    await incremental.load();

    let rendered = 0;
    let routes = 0;
    const served: { route: string; renderedBefore: number; file: EarlyFile | undefined }[] = [];
    const ask = (route: string) =>
      early.file(`/${route}`).then((file) => served.push({ route, renderedBefore: rendered, file }));
    const asked: Promise<unknown>[] = [];
    const observer: RenderObserver = {
      planned: (plan) => {
        early.planned(plan);
        routes = plan.graph.routes.size;
        // The home page, and the last endpoint page, asked for before anything has rendered.
        const endpoints = [...plan.graph.routes.values()].filter((entry) => entry.binding);
        asked.push(ask(''), ask(endpoints.at(-1)?.route ?? 'missing'));
      },
      rendered: (route, page) => {
        early.rendered(route, page);
        rendered++;
      },
    };
    const result = await incremental.render(undefined, observer);
    expect(result.ok).toBe(true);
    await Promise.all(asked);
    early.finish();

    expect(routes).toBeGreaterThanOrEqual(6);
    const home = served.find((s) => s.route === '');
    // Answered while the other routes were still to render: as soon as its own route had.
    expect(home?.renderedBefore).toBe(1);
    expect(served.every((s) => s.file !== undefined && s.renderedBefore <= routes)).toBe(true);

    const snapshot = incremental.snapshot;
    if (!snapshot) throw new Error('no snapshot');
    const finished = await siteOutputFiles(siteOutputs(snapshot, options));
    const differs: string[] = [];
    for (const { route, file } of served) {
      const content = file ? finished.get(file.path) : undefined;
      if (content === undefined || !file) throw new Error(`${route}: not in the finished site`);
      if (String(await readOutput(content)) !== String(file.body)) differs.push(route);
    }
    // The home page is the same bytes; any page that is not is named for a reload.
    expect(differs).not.toContain('');
    expect(await early.differing(finished)).toEqual(differs);
  });
});
