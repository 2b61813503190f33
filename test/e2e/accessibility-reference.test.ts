import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { corpusDir, repoRoot } from '../helpers/cli.ts';
import { corpusBuild, corpusBuildTimeout } from '../helpers/corpus-builds.ts';
import { sharedBuild } from '../helpers/shared-build.ts';
import { tempDir } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// The pages issue 36 names: Stripe's create-PaymentIntent page (the whole spec, so its sidebar of
// 417 operations is on the page too), the petstore's endpoint page, and one page of each of three
// corpus sites, in light and dark. axe-core's serious and critical rules include AA contrast, so
// the code themes' token colours are checked here on real code.

interface Site {
  readonly name: string;
  /** `stripe`, a folder to build, or `corpus:<site>` for the run's build of that corpus site. */
  readonly source: string;
  readonly path: string;
}

const sites: Site[] = [
  { name: 'Stripe', source: 'stripe', path: '/api-reference/post-v1payment_intents' },
  { name: 'petstore', source: join(repoRoot, 'examples/petstore'), path: '/api-reference/pets/create-a-pet' },
  { name: 'mintlify-starter', source: 'corpus:mintlify-starter', path: '/essentials/code' },
  { name: 'formal', source: 'corpus:formal', path: '/docs/guides/getting-started/quickstart' },
  { name: 'firecrawl', source: 'corpus:firecrawl', path: '/introduction' },
];

async function stripeSite(): Promise<string> {
  const dir = await tempDir('a11y-stripe');
  await copyFile(join(corpusDir, 'openapi/stripe/spec3.json'), join(dir, 'spec3.json'));
  await writeFile(
    join(dir, 'docs.json'),
    JSON.stringify({ name: 'Stripe', navigation: { groups: [{ group: 'API', openapi: 'spec3.json' }] } }),
  );
  return dir;
}

/**
 * The corpus sites are the run's one build of each (see corpusBuild), which the corpus suites read
 * too; the same Stripe site as stripe-reference-names.test.ts's: one build serves both.
 */
async function build(source: string): Promise<{ out: string; code: number | null; stderr: string }> {
  if (source.startsWith('corpus:')) return corpusBuild(source.slice('corpus:'.length));
  return sharedBuild(source === 'stripe' ? await stripeSite() : source);
}

describe('accessibility of the reference pages issue 36 names (axe-core in Chromium)', () => {
  let browser: Browser;
  const servers = new Map<string, { url: string; close: () => Promise<void> }>();

  beforeAll(async () => {
    for (const site of sites) {
      const { out, ...result } = await build(site.source);
      expect(result.code, `${site.name}: ${result.stderr}`).toBe(0);
      servers.set(site.name, await serveStatic(out));
    }
    browser = await launchBrowser();
  }, corpusBuildTimeout);

  afterAll(async () => {
    await browser?.close();
    for (const server of servers.values()) await server.close();
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    for (const site of sites) {
      it(`${site.name} ${site.path} has no serious or critical violations (${colorScheme})`, async () => {
        const context = await browser.newContext({ colorScheme, viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const response = await page.goto(`${servers.get(site.name)?.url}${site.path}`, {
          waitUntil: 'networkidle',
        });
        expect(response?.status()).toBe(200);
        expect(await page.locator('h1').count()).toBe(1);
        expect(await page.locator('pre.shiki .line span[class]').count()).toBeGreaterThan(0);
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      }, 300_000);
    }
  }
});
