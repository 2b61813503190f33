import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { corpusDir, repoRoot } from '../helpers/cli.ts';
import { sharedBuild } from '../helpers/shared-build.ts';
import { tempDir } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// The pages issue 36 names: Stripe's create-PaymentIntent page (the whole spec, so its sidebar of
// 417 operations is on the page too), the petstore's endpoint page, and one page of each of three
// corpus sites, in light and dark. axe-core's serious and critical rules include AA contrast, so
// the code themes' token colours are checked here on real code.

interface Site {
  readonly name: string;
  readonly source: string;
  readonly path: string;
}

const sites: Site[] = [
  { name: 'Stripe', source: 'stripe', path: '/api-reference/post-v1payment_intents' },
  { name: 'petstore', source: join(repoRoot, 'examples/petstore'), path: '/api-reference/pets/create-a-pet' },
  { name: 'mintlify-starter', source: join(corpusDir, 'docs/mintlify-starter'), path: '/essentials/code' },
  { name: 'formal', source: join(corpusDir, 'docs/formal'), path: '/docs/guides/getting-started/quickstart' },
  { name: 'firecrawl', source: join(corpusDir, 'docs/firecrawl'), path: '/introduction' },
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

describe('accessibility of the reference pages issue 36 names (axe-core in Chromium)', () => {
  let browser: Browser;
  const servers = new Map<string, { url: string; close: () => Promise<void> }>();

  beforeAll(async () => {
    for (const site of sites) {
      const source = site.source === 'stripe' ? await stripeSite() : site.source;
      // The same Stripe site as stripe-reference-names.test.ts's: one build serves both.
      const { out, ...result } = await sharedBuild(source);
      expect(result.code, `${site.name}: ${result.stderr}`).toBe(0);
      servers.set(site.name, await serveStatic(out));
    }
    browser = await launchBrowser();
  }, 600_000);

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
