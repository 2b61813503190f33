import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, IncrementalSite, RenderPool } from '@docwright/site-builder';
import { expect, it } from 'vitest';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { hashTree, listFiles, tempDir, writeSite } from '../helpers/site.ts';

// Twilio Conversations: 103 operations, past the point where a build starts render workers.
const spec = join(corpusDir, 'openapi/twilio/twilio_conversations_v1.json');

async function conversationsSite(): Promise<string> {
  const site = await writeSite({
    'docs.json': JSON.stringify({
      name: 'Conversations',
      navigation: { groups: [{ group: 'API', openapi: 'conversations.json' }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: The Conversations API.\n---\n\nStart here.\n',
  });
  await copyFile(spec, join(site, 'conversations.json'));
  return site;
}

it('renders the same site, byte for byte, with render workers as on one thread', async () => {
  const site = await conversationsSite();
  const outputs = await tempDir('workers-out');
  const oneThread = await buildSite({ dir: site, outDir: join(outputs, 'one'), renderWorkers: 0 });
  const pool = RenderPool.start(2);
  const pooled = await buildSite({
    dir: site,
    outDir: join(outputs, 'pooled'),
    ...(pool && { renderPool: pool }),
  });
  await pool?.close();
  expect(oneThread.ok && pooled.ok).toBe(true);
  // The workers did render pages (a worker that failed to start would leave them all to this thread).
  expect(pool?.stats.rendered).toBeGreaterThan(0);
  expect(pool?.stats.declined).toBe(0);
  expect(pooled.pages).toBe(104);
  expect(await listFiles(join(outputs, 'pooled'))).toEqual(await listFiles(join(outputs, 'one')));
  expect(await hashTree(join(outputs, 'pooled'))).toBe(await hashTree(join(outputs, 'one')));
});

it('renders on the main thread what a worker declines: a spec edited after it was loaded', async () => {
  const site = await conversationsSite();
  const outputs = await tempDir('workers-declined');
  // Kept in memory: its pages' content is compared below, after the build.
  const expected = await buildSite({
    dir: site,
    outDir: join(outputs, 'expected'),
    renderWorkers: 0,
    spool: false,
  });
  expect(expected.ok).toBe(true);

  // The main thread loads the spec; then the file changes before rendering, so every worker
  // loads a spec whose fingerprints differ from the main thread's and must decline each route.
  const pool = RenderPool.start(1);
  const loaded = new IncrementalSite(site, { ...(pool && { renderPool: pool }) });
  await loaded.load();
  const text = await readFile(join(site, 'conversations.json'), 'utf8');
  await writeFile(
    join(site, 'conversations.json'),
    text.replaceAll('"description": "', '"description": "Edited. '),
  );
  const rendered = await loaded.render();
  await pool?.close();
  expect(rendered.ok).toBe(true);
  expect(pool?.stats.declined).toBeGreaterThan(0);
  const page = [...(loaded.snapshot?.pages.values() ?? [])].find((p) => p.route.includes('credential'));
  expect(page?.contentHtml).toBeDefined();
  expect(page?.contentHtml).not.toContain('Edited.');
  const reference = expected.snapshot?.pages.get(page?.route ?? '');
  expect(page?.contentHtml).toBe(reference?.contentHtml);
});

it('takes the number of render workers from `docs build --workers`, and refuses a bad one', async () => {
  const site = await conversationsSite();
  const out = join(await tempDir('workers-cli'), 'dist');
  const built = await runDocs(['build', site, '--out', out, '--workers', '1']);
  expect(built.code, built.stderr).toBe(0);
  expect(built.stdout).toContain('Built 104 pages (103 endpoints)');
  const bad = await runDocs(['build', site, '--out', out, '--workers', 'two']);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('--workers must be a whole number');
});
