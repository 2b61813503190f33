// docs.json `errors.404` (issue 35), as Mintlify's custom 404 page documents it: `title` replaces
// the "Page not found" heading, `description` (Markdown) is the text under it, and `redirect: true`
// sends a reader who reaches an unknown address to the home page instead. Sites built by the real
// CLI, served by a static host that answers unknown paths with 404.html, read in Chromium.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

type Host = { url: string; close: () => Promise<void> };

async function buildSite(errors: unknown, name: string): Promise<{ dist: string; output: string }> {
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Lost and found',
        ...(errors !== undefined && { errors }),
        navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide'] }] },
      }),
      'index.mdx': '---\ntitle: Welcome home\n---\n\nThe home page.\n',
      'guide.mdx': '---\ntitle: Guide\n---\n\nThe guide.\n',
    },
    name,
  );
  const dist = join(dir, 'dist');
  const built = await runDocs(['build', dir, '--out', dist]);
  const output = built.stdout + built.stderr;
  if (built.code !== 0) throw new Error(`docs build failed:\n${output}`);
  return { dist, output };
}

let browser: Browser;
let custom: { dist: string; output: string };
let customHost: Host;
let redirectHost: Host;
let plainHost: Host;

beforeAll(async () => {
  custom = await buildSite(
    {
      '404': {
        redirect: false,
        title: 'Nothing lives here',
        description: 'This page **moved or never was**. Try [the guide](/guide).',
      },
    },
    'custom-404',
  );
  const redirecting = await buildSite({ '404': { redirect: true, title: 'Never seen' } }, 'redirect-404');
  const plain = await buildSite(undefined, 'plain-404');
  [customHost, redirectHost, plainHost, browser] = await Promise.all([
    serveStatic(custom.dist),
    serveStatic(redirecting.dist),
    serveStatic(plain.dist),
    launchBrowser(),
  ]);
}, 300_000);

afterAll(async () => {
  await Promise.all([customHost?.close(), redirectHost?.close(), plainHost?.close(), browser?.close()]);
});

describe('errors.404', () => {
  it('title and description replace the default heading and text of the 404 page', async () => {
    const tab = await browser.newPage();
    const response = await tab.goto(`${customHost.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    const heading = tab.getByRole('heading', { level: 1 });
    expect(await heading.textContent()).toBe('Nothing lives here');
    expect(await heading.isVisible()).toBe(true);
    expect(await tab.title()).toContain('Nothing lives here');
    const bold = tab.locator('main strong', { hasText: 'moved or never was' });
    expect(await bold.isVisible()).toBe(true);
    expect(await bold.evaluate((node) => Number(getComputedStyle(node).fontWeight))).toBeGreaterThanOrEqual(
      600,
    );
    const headingBox = await heading.boundingBox();
    const boldBox = await bold.boundingBox();
    if (!headingBox || !boldBox) throw new Error('the 404 page shows no heading or text');
    expect(boldBox.y).toBeGreaterThan(headingBox.y);
    expect(await tab.getByText('Page not found').count()).toBe(0);
    expect(await tab.getByText('There is no page at this address').count()).toBe(0);
    await tab.getByRole('link', { name: 'the guide' }).click();
    await expect.poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe('Guide');
    await tab.close();
    const html = await readFile(join(custom.dist, '404.html'), 'utf8');
    expect(html).toContain(
      '<meta name="description" content="This page moved or never was. Try the guide.">',
    );
    expect(custom.output).not.toMatch(/errors\.404|not-supported/);
  });

  it('redirect: true sends the reader to the home page', async () => {
    const tab = await browser.newPage();
    await tab.goto(`${redirectHost.url}/no/such/page`);
    await expect.poll(() => new URL(tab.url()).pathname).toBe('/');
    await expect.poll(() => tab.getByRole('heading', { level: 1 }).textContent()).toBe('Welcome home');
    await tab.close();
  });

  it('without errors.404 the default page stays, with no redirect', async () => {
    const tab = await browser.newPage();
    const response = await tab.goto(`${plainHost.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await tab.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(new URL(tab.url()).pathname).toBe('/no/such/page');
    await tab.close();
  });
});
