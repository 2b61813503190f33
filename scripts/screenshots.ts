/**
 * Regenerates docs/screenshots/: the starter, a corpus site, and endpoint pages of Stripe's and
 * the petstore's real specs, at 1440 px and on a phone, light and dark. Run with
 * `pnpm run screenshots` (needs Debian's chromium).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser } from '../test/helpers/browser.ts';
import { serveStatic } from '../test/helpers/static-server.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'docs/screenshots');
const corpus = resolve(root, '../shared/corpus');
const work = mkdtempSync(join(tmpdir(), 'docwright-screenshots-'));

/** A site of one real spec, as a team would start one: a tab of generated endpoint pages. */
function specSite(name: string, title: string, spec: string): string {
  const dir = join(work, `${name}-src`);
  mkdirSync(dir, { recursive: true });
  const file = spec.split('/').at(-1) as string;
  copyFileSync(join(corpus, 'openapi', spec), join(dir, file));
  writeFileSync(
    join(dir, 'docs.json'),
    JSON.stringify({
      name: title,
      navigation: { tabs: [{ tab: 'API reference', openapi: file }] },
      api: { playground: { display: 'interactive' } },
    }),
  );
  return dir;
}

const sites = [
  { name: 'starter', dir: join(root, 'templates/starter'), path: '/writing' },
  {
    name: 'mintlify-starter',
    dir: resolve(root, '../shared/corpus/docs/mintlify-starter'),
    path: '/essentials/code',
  },
  {
    name: 'stripe-endpoint',
    dir: specSite('stripe', 'Stripe API', 'stripe/spec3.json'),
    path: '/api-reference/post-v1payment_intents',
  },
  {
    name: 'petstore-endpoint',
    dir: specSite('petstore', 'Petstore', 'oai-examples/v3.0/petstore-expanded.yaml'),
    path: '/api-reference/post-pets',
  },
];
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

mkdirSync(outDir, { recursive: true });
const browser = await launchBrowser();
try {
  for (const site of sites) {
    const dist = join(work, site.name);
    execFileSync(
      process.execPath,
      [join(root, 'packages/cli/bin/docs.js'), 'build', site.dir, '--out', dist],
      {
        stdio: 'inherit',
      },
    );
    const server = await serveStatic(dist);
    try {
      for (const viewport of viewports) {
        for (const colorScheme of ['light', 'dark'] as const) {
          const context = await browser.newContext({
            viewport: { width: viewport.width, height: viewport.height },
            colorScheme,
            deviceScaleFactor: 1,
          });
          const page = await context.newPage();
          await page.goto(`${server.url}${site.path}`, { waitUntil: 'networkidle' });
          const file = join(outDir, `${site.name}-${viewport.name}-${colorScheme}.png`);
          await page.screenshot({ path: file });
          console.log(`wrote ${file}`);
          await context.close();
        }
      }
    } finally {
      await server.close();
    }
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
