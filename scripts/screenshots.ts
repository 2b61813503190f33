/**
 * Regenerates docs/screenshots/: the starter and a corpus site, desktop and 375 px wide,
 * light and dark. Run with `pnpm run screenshots` (needs Debian's chromium).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchBrowser } from '../test/helpers/browser.ts';
import { serveStatic } from '../test/helpers/static-server.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'docs/screenshots');
const sites = [
  { name: 'starter', dir: join(root, 'templates/starter'), path: '/writing' },
  {
    name: 'mintlify-starter',
    dir: resolve(root, '../shared/corpus/docs/mintlify-starter'),
    path: '/essentials/code',
  },
];
const viewports = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

mkdirSync(outDir, { recursive: true });
const work = mkdtempSync(join(tmpdir(), 'docwright-screenshots-'));
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
