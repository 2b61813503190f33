/**
 * Regenerates docs/screenshots/: the starter, a corpus site, and endpoint pages of Stripe's and
 * the petstore's real specs, at 1440 px and on a phone, light and dark; then Stripe's create
 * PaymentIntent beside the same operation in Scalar's API reference. Run with
 * `pnpm run screenshots` (needs Debian's chromium, and the npm registry for Scalar's package).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  await besideScalar();
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}

/**
 * Stripe's create PaymentIntent in Docwright beside Scalar's reference of the same operation, from
 * the same document: the one-operation OpenAPI document that ends the page's Markdown twin (the
 * whole Stripe spec stalls Scalar's page). Scalar's browser bundle comes from its npm tarball.
 */
async function besideScalar(): Promise<void> {
  const scalarVersion = '1.46.0';
  const scalarDir = join(work, 'scalar');
  mkdirSync(scalarDir, { recursive: true });
  execFileSync('npm', ['pack', `@scalar/api-reference@${scalarVersion}`, '--silent'], { cwd: scalarDir });
  execFileSync(
    'tar',
    ['xzf', `scalar-api-reference-${scalarVersion}.tgz`, 'package/dist/browser/standalone.js'],
    {
      cwd: scalarDir,
    },
  );
  const route = '/api-reference/post-v1payment_intents';
  const dist = join(work, 'stripe-endpoint');
  const twin = readFileSync(join(dist, `${route.slice(1)}.md`), 'utf8');
  const document = [...twin.matchAll(/```json\n([\s\S]*?)\n```/g)].at(-1)?.[1];
  if (!document) throw new Error(`no OpenAPI document at the end of ${route}.md`);
  const embedded = document.replaceAll('</', '<\\/');
  writeFileSync(
    join(scalarDir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>Scalar</title></head><body><script id="api-reference" type="application/json">${embedded}</script><script src="package/dist/browser/standalone.js"></script></body></html>`,
  );
  const ours = await serveStatic(dist);
  const theirs = await serveStatic(scalarDir);
  try {
    const shots: string[] = [];
    for (const [name, url] of [
      ['docwright', `${ours.url}${route}`],
      ['scalar', `${theirs.url}/index.html`],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        colorScheme: 'light',
      });
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'networkidle' });
      if (name === 'scalar') {
        // Scalar opens on the API's introduction: scroll to the operation, as our page opens on it.
        const heading = page.getByRole('heading', { name: '/v1/payment_intents', exact: true });
        await heading.waitFor({ timeout: 60_000 });
        await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await page.waitForTimeout(500);
      }
      const file = join(work, `${name}.png`);
      await page.screenshot({ path: file });
      shots.push(file);
      await context.close();
    }
    const context = await browser.newContext({
      viewport: { width: 2896, height: 940 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    const image = (file: string) => `data:image/png;base64,${readFileSync(file).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0;display:flex;gap:16px;background:#888;font:600 16px system-ui"><figure style="margin:0"><figcaption style="padding:8px">Docwright</figcaption><img src="${image(shots[0] as string)}"></figure><figure style="margin:0"><figcaption style="padding:8px">Scalar ${scalarVersion}</figcaption><img src="${image(shots[1] as string)}"></figure></body>`,
    );
    const file = join(outDir, 'stripe-endpoint-beside-scalar.png');
    await page.screenshot({ path: file });
    console.log(`wrote ${file}`);
    await context.close();
  } finally {
    await ours.close();
    await theirs.close();
  }
}
