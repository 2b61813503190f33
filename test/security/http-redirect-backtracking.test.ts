// Issue 31, finding "redirect matching backtracks": each `*` of a `_redirects` source was a `(.*)`,
// so a 12-splat rule and an anonymous GET of a 26-segment path held the server for seconds, and a
// 3-splat rule with a 4 KB path for longer. Rules are now matched segment by segment without
// backtracking, within bounds the build warns about.
import { join } from 'node:path';
import { buildSite } from '@docwright/site-builder';
import { redirectBounds } from '@docwright/site-builder/serving';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { tempDir, writeSite } from '../helpers/site.ts';
import { type DocsProcess, runDocsProcess, servedUrl } from './serve-helpers.ts';

const twelveSplats = `/${'*/'.repeat(12)}end`;
const fourSplats = `/four/${'*/'.repeat(redirectBounds.splats)}end`;
const threeSplats = '/docs/*/*/*/index';
const segments = (count: number, name: string) => Array(count).fill(name).join('/');
// 4 KB, as long as a path the server still matches against its rules.
const longPath = `/docs/ab/${segments(2044, 'a')}`;

let docs: DocsProcess;
let origin: string;
let warnings: { file?: string; jsonPath?: string; line?: number; message: string }[] = [];
const docsJson = JSON.stringify(
  {
    name: 'Redirect rules',
    navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide'] }] },
    redirects: [
      { source: twelveSplats, destination: '/guide' },
      { source: fourSplats, destination: '/guide/:splat' },
      { source: threeSplats, destination: '/guide/:splat', permanent: false },
    ],
  },
  null,
  2,
);

beforeAll(async () => {
  const page = (title: string) => `---\ntitle: ${title}\ndescription: ${title}\n---\n\n${title} text.\n`;
  const dir = await writeSite({
    'docs.json': docsJson,
    'index.mdx': page('Home'),
    'guide.mdx': page('Guide'),
  });
  const root = await tempDir('redirect-backtracking');
  const outDir = join(root, 'dist');
  const result = await buildSite({ dir, outDir, baseUrl: 'http://docs.test' });
  expect(result.ok).toBe(true);
  warnings = result.diagnostics.filter((d) => d.code === 'config/redirect-skipped');
  // A process of its own: a server stuck in a match cannot stop this test's clock.
  docs = runDocsProcess(['serve', outDir, '--port', '0', '--host', '127.0.0.1'], {
    DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(root, 'data')),
  });
  origin = await servedUrl(docs);
});

afterAll(async () => {
  if (!docs) return;
  const killed = setTimeout(() => docs.child.kill('SIGKILL'), 5_000);
  await docs.stop();
  clearTimeout(killed);
});

/**
 * The fastest of a few whole requests (answer and body), so a busy machine does not decide: tries
 * until one takes under 50 ms, up to 20 tries or 5 s; a request unanswered in 2 s counts as endless.
 */
async function fastestAnswer(path: string): Promise<{ status: number; location: string | null; ms: number }> {
  let fastest = { status: 0, location: null as string | null, ms: Number.POSITIVE_INFINITY };
  const deadline = performance.now() + 5_000;
  for (let attempt = 0; attempt < 20 && fastest.ms >= 50 && performance.now() < deadline; attempt++) {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(2_000),
    }).catch(() => undefined);
    await response?.arrayBuffer();
    const ms = response ? performance.now() - started : Number.POSITIVE_INFINITY;
    if (response && ms < fastest.ms)
      fastest = { status: response.status, location: response.headers.get('location'), ms };
  }
  return fastest;
}

describe('docs serve: redirect rules take time in proportion to the path', () => {
  it('answers a 26-segment path under a 12-splat rule, and one at the splat bound, in under 50 ms', async () => {
    for (const path of [
      `/${segments(26, 'a-longer-segment')}`,
      `/four/${segments(26, 'a-longer-segment')}`,
    ]) {
      const answer = await fastestAnswer(path);
      expect(answer.ms, path).toBeLessThan(50);
      expect(answer.status, path).toBe(404);
    }
    const followed = await fastestAnswer(`/four/${segments(22, 'a')}/b/c/d/end`);
    expect(followed.ms).toBeLessThan(50);
    expect(followed).toMatchObject({ status: 308, location: `/guide/${segments(22, 'a')}` });
  });

  it('answers a 4 KB path under a 3-splat rule in under 50 ms, matching or not', async () => {
    expect(longPath.length).toBe(redirectBounds.pathLength);
    const missed = await fastestAnswer(longPath);
    expect(missed.ms).toBeLessThan(50);
    expect(missed.status).toBe(404);
    // The first splat takes all it can, as Netlify's does.
    const matched = await fastestAnswer(`${longPath.slice(0, -'/a/a/a/a/a'.length)}/x/y/index`);
    expect(matched.ms).toBeLessThan(50);
    expect(matched).toMatchObject({ status: 307, location: `/guide/ab/${segments(2039, 'a')}` });
  });

  it('skips a rule past the bounds, and the build says so where docs.json has it', async () => {
    const skipped = await fastestAnswer(`/${segments(12, 'a')}/end`);
    expect(skipped.status).toBe(404);
    expect(warnings).toHaveLength(1);
    const line = docsJson.split('\n').findIndex((text) => text.includes(`"source": "${twelveSplats}"`)) + 1;
    expect(line).toBeGreaterThan(0);
    expect(warnings[0]).toMatchObject({ file: 'docs.json', jsonPath: 'redirects[0].source', line });
    expect(warnings[0]?.message).toContain(`at most ${redirectBounds.splats}`);
  });
});
