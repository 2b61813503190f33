import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type BuildStage,
  buildSite,
  buildStages,
  IncrementalSite,
  runStages,
  searchIndexFolder,
  siteOutputFiles,
} from '../src/index.ts';

// `runStages` is the one place the stages run: a build (`docs build`, `docs check`) and a dev
// rebuild (its outputs in memory) both run every stage of `buildStages`, once, in its order.

const spec = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Widgets', version: '1' },
  paths: {
    '/widgets': {
      get: { operationId: 'listWidgets', summary: 'List widgets', responses: { 200: { description: 'OK' } } },
    },
  },
});

const files = {
  'docs.json': JSON.stringify({
    name: 'Widgets',
    navigation: {
      groups: [
        { group: 'Guides', pages: ['index'] },
        { group: 'API', openapi: 'openapi.json' },
      ],
    },
  }),
  'index.mdx': '---\ntitle: Home\ndescription: The widgets API.\n---\nWelcome.\n',
  'openapi.json': spec,
};

describe('the order of the stages', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'stage-order-'));
    for (const [file, text] of Object.entries(files)) await writeFile(join(dir, file), text);
  });
  afterEach(async () => {
    // A dev site keeps its highlight cache in the site folder and writes it after the run resolves:
    // on a loaded host that write can land while the folder is removed (ENOTEMPTY), so rm retries.
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  it('runs every stage once, in buildStages order, for a build', async () => {
    const ran: BuildStage[] = [];
    const result = await buildSite({
      dir,
      outDir: join(dir, 'dist'),
      renderWorkers: 0,
      renderAhead: false,
      onStage: (stage) => ran.push(stage),
    });
    expect(result.ok, JSON.stringify(result.diagnostics)).toBe(true);
    expect(ran).toEqual([...buildStages]);
  });

  it('runs them in the same order for a dev rebuild, whose outputs are the build files in memory', async () => {
    const ran: BuildStage[] = [];
    const site = new IncrementalSite(dir, {
      outDir: join(dir, 'dist'),
      renderWorkers: 0,
      renderAhead: false,
      onStage: (stage) => ran.push(stage),
    });
    const run = (changed?: readonly string[]) =>
      runStages(site, {
        ...(changed && { changed }),
        review: (result) => result,
        outputs: { siteDir: dir, baseUrl: 'http://localhost:3000', search: { files: async () => new Map() } },
        target: siteOutputFiles,
      });
    const first = await run();
    expect(first.written).toBeDefined();
    expect(ran).toEqual([...buildStages]);

    ran.length = 0;
    await writeFile(join(dir, 'index.mdx'), `${files['index.mdx']}Edited.\n`);
    const again = await run(['index.mdx']);
    expect(again.result.changedRoutes).toEqual(['']);
    expect(ran).toEqual([...buildStages]);

    // The same outputs as the build writes (but the search index, which dev makes later).
    const built = await buildSite({ dir, outDir: join(dir, 'out'), renderWorkers: 0, renderAhead: false });
    expect(built.ok).toBe(true);
    const entries = await readdir(join(dir, 'out'), { recursive: true, withFileTypes: true });
    const written = entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(join(dir, 'out'), join(entry.parentPath, entry.name)))
      .filter((path) => !path.startsWith(searchIndexFolder))
      .sort();
    expect([...(again.written?.output.keys() ?? [])].sort()).toEqual(written);
  });

  it('stops before the outputs when the review fails the run', async () => {
    const ran: BuildStage[] = [];
    const site = new IncrementalSite(dir, {
      renderWorkers: 0,
      renderAhead: false,
      onStage: (s) => ran.push(s),
    });
    let made = false;
    const run = await runStages(site, {
      review: (result) => ({ ...result, ok: false }),
      outputs: { siteDir: dir, baseUrl: 'http://localhost:3000', search: { files: async () => new Map() } },
      target: async () => {
        made = true;
      },
    });
    expect(run.written).toBeUndefined();
    expect(made).toBe(false);
    expect(ran).toEqual(buildStages.filter((stage) => stage !== 'write outputs'));
  });
});
