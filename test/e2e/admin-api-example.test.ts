import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { startServe } from '../helpers/dev-server.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { copySite, tempDir } from '../helpers/site.ts';

/** A port nothing listens on now: the example's spec must name the server's address before it is built. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

it("the admin API's example site calls a running docs serve from its playground", async () => {
  const site = await copySite(join(repoRoot, 'examples/admin-api'), 'admin-example');
  const port = await freePort();
  const specPath = join(site, 'admin-api.yaml');
  const spec = await readFile(specPath, 'utf8');
  expect(spec).toContain('http://127.0.0.1:4000');
  await writeFile(specPath, spec.replaceAll('http://127.0.0.1:4000', `http://127.0.0.1:${port}`));
  const out = join(site, 'dist');
  const built = await runDocs(['build', site, '--out', out]);
  expect(built.code, built.stderr).toBe(0);

  const data = await tempDir('admin-example-data');
  const config = join(data, 'docwright.json');
  await writeFile(
    config,
    JSON.stringify({
      DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(data, 'db')),
      DOCWRIGHT_SECRET: 'pepper-0123456789-abcdefghij',
    }),
  );
  const created = await runDocs([
    'admin',
    'keys',
    'create',
    '--project',
    'acme',
    '--config',
    config,
    '--json',
  ]);
  expect(created.code, created.stderr).toBe(0);
  const { key } = JSON.parse(created.stdout);

  const [serve, browser] = await Promise.all([
    startServe(out, { DOCWRIGHT_CONFIG: config, DOCWRIGHT_DATA_DIR: join(data, 'db') }, port),
    launchBrowser(),
  ]);
  try {
    expect(serve.url).toBe(`http://127.0.0.1:${port}`);
    const page = await browser.newPage();
    await page.goto(`${serve.url}/api-reference/agent-jobs/list-agent-jobs`);
    await page.getByText('Try it').click();
    await expect.poll(() => page.getByRole('button', { name: 'Send request' }).isEnabled()).toBe(true);
    await page.getByLabel('adminKey', { exact: true }).fill(key);
    await page.getByLabel('projectId', { exact: true }).fill('acme');
    await page.getByRole('button', { name: 'Send request' }).click();
    const response = page.getByRole('region', { name: 'Response', exact: true });
    await expect.poll(() => response.textContent()).toContain('nextCursor');
    expect(await response.textContent()).toContain('200');
  } finally {
    await browser.close();
    await serve.stop();
  }
});
