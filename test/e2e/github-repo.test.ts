import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../helpers/axe.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { copySite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// <GitHub.Repo> as mintlify.com/docs/components/github documents it: a card linking to the
// repository, `inset` (default) or `flat`, whose description, stars and forks come from GitHub's
// public API when the page loads. The machine has no internet: api.github.com is routed to
// answers made here, and to failures.

const repositories: Record<string, object> = {
  'mintlify/docs': {
    description: 'Documentation of a docs platform',
    stargazers_count: 12345,
    forks_count: 678,
  },
  'acme/widgets': { description: null, stargazers_count: 7, forks_count: 0 },
};

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** Every call to GitHub's API waits until `release` is called, then gets `answer`. */
function holdGitHub(context: BrowserContext, answer: (route: Route, slug: string) => Promise<void>) {
  const asked: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const ready = context.route('https://api.github.com/**', async (route) => {
    const slug = new URL(route.request().url()).pathname.replace(/^\/repos\//, '');
    asked.push(slug);
    await released;
    await answer(route, slug);
  });
  return { asked, release, ready };
}

const json = (route: Route, status: number, body: object) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify(body),
  });

describe('GitHub.Repo cards', () => {
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };
  let dir: string;
  let output: string;

  beforeAll(async () => {
    dir = await copySite(join(repoRoot, 'test/fixtures/github-repo'), 'github-repo');
    const result = await runDocs(['build', dir, '--out', join(dir, 'dist')]);
    expect(result.code, result.stderr).toBe(0);
    output = result.stderr + result.stdout;
    server = await serveStatic(join(dir, 'dist'));
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(
    colorScheme: 'light' | 'dark' = 'light',
  ): Promise<{ context: BrowserContext; tab: Page }> {
    const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
    return { context, tab: await context.newPage() };
  }

  it('is a component the build knows; an invalid repo or variant is warned where it is written', () => {
    expect(output).not.toContain('unknown-component');
    expect(output).toMatch(
      /broken\.mdx:6:14[\s\S]*repo="not a repo" is not valid: expected a repository as `owner\/name`/,
    );
    expect(output).toMatch(
      /broken\.mdx:8:34[\s\S]*variant="raised" is not valid: expected `inset` or `flat`/,
    );
  });

  it("fills the description, stars and forks from GitHub's API without moving anything", async () => {
    const { context, tab } = await open();
    const github = holdGitHub(context, (route, slug) => json(route, 200, repositories[slug] ?? {}));
    await github.ready;
    await tab.goto(`${server.url}/`);
    const cards = tab.locator('.dw-github-repo');
    await expect.poll(() => github.asked.sort()).toEqual(['acme/widgets', 'mintlify/docs']);
    const before = [await box(cards.nth(0)), await box(cards.nth(1))];
    const after = tab.getByText('A flat card', { exact: false });
    const textBefore = await box(after);
    github.release();
    await expect.poll(() => cards.nth(0).getAttribute('data-github-state')).toBe('loaded');
    await expect.poll(() => cards.nth(1).getAttribute('data-github-state')).toBe('loaded');
    const first = cards.nth(0);
    expect(await first.locator('.dw-github-repo-description').textContent()).toBe(
      'Documentation of a docs platform',
    );
    expect(await first.locator('[data-github-field="stars"]').textContent()).toBe('12.3K');
    expect(await first.locator('[data-github-field="forks"]').textContent()).toBe('678');
    expect(await first.locator('.dw-github-repo-stats').isVisible()).toBe(true);
    // A repository without a description keeps the line the build wrote.
    expect(await cards.nth(1).locator('.dw-github-repo-description').textContent()).toBe(
      'github.com/acme/widgets',
    );
    expect(await cards.nth(1).locator('[data-github-field="stars"]').textContent()).toBe('7');
    expect([await box(cards.nth(0)), await box(cards.nth(1))]).toEqual(before);
    expect(await box(after)).toEqual(textBefore);
    await context.close();
  });

  it('keeps a card linking to the repository when GitHub refuses or cannot be reached', async () => {
    const { context, tab } = await open();
    const github = holdGitHub(context, (route, slug) =>
      slug === 'mintlify/docs'
        ? json(route, 403, { message: 'API rate limit exceeded' })
        : route.abort('internetdisconnected'),
    );
    await github.ready;
    await tab.goto(`${server.url}/`);
    const cards = tab.locator('.dw-github-repo');
    await expect.poll(() => github.asked.length).toBe(2);
    const before = await box(cards.nth(0));
    github.release();
    for (const index of [0, 1])
      await expect.poll(() => cards.nth(index).getAttribute('data-github-state')).toBe('failed');
    const first = cards.nth(0);
    expect(await first.isVisible()).toBe(true);
    expect(await first.getAttribute('href')).toBe('https://github.com/mintlify/docs');
    expect(await first.locator('.dw-github-repo-name').textContent()).toBe('mintlify/docs');
    expect(await first.locator('.dw-github-repo-description').textContent()).toBe('github.com/mintlify/docs');
    // No dashes where counts would be; their line keeps its place.
    expect(await first.locator('.dw-github-repo-stats').isVisible()).toBe(false);
    expect(await box(first)).toEqual(before);
    await context.close();
  });

  it('draws inset and flat cards, in light and dark', async () => {
    const looks = async (colorScheme: 'light' | 'dark') => {
      const { context, tab } = await open(colorScheme);
      await context.route('https://api.github.com/**', (route) => route.abort());
      await tab.goto(`${server.url}/`);
      const look = (card: Locator) =>
        card.evaluate((element) => {
          const surface = element.querySelector('.dw-github-repo-surface') as HTMLElement;
          const outer = element.getBoundingClientRect();
          const inner = surface.getBoundingClientRect();
          return {
            inset: Math.round(inner.left - outer.left),
            surface: getComputedStyle(surface).backgroundColor,
            text: getComputedStyle(element).color,
            classes: element.className,
          };
        });
      const cards = tab.locator('.dw-github-repo');
      const result = { inset: await look(cards.nth(0)), flat: await look(cards.nth(1)) };
      await context.close();
      return result;
    };
    const light = await looks('light');
    const dark = await looks('dark');
    // Inset: the details on a rounded inner surface, set in from the border; flat: one surface.
    expect(light.inset.inset).toBeGreaterThan(light.flat.inset);
    expect(light.inset.surface).not.toBe('rgba(0, 0, 0, 0)');
    expect(light.flat.surface).toBe('rgba(0, 0, 0, 0)');
    expect(light.flat.classes).toContain('my-card');
    expect(dark.inset.surface).not.toBe(light.inset.surface);
    expect(dark.inset.text).not.toBe(light.inset.text);
    const brightness = (rgb: string) =>
      (rgb.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, n) => sum + Number(n), 0);
    expect(brightness(dark.inset.surface)).toBeLessThan(brightness(light.inset.surface));
  });

  it('passes axe with the counts filled, in light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, tab } = await open(colorScheme);
      await context.route('https://api.github.com/**', (route) =>
        json(route, 200, repositories[new URL(route.request().url()).pathname.slice(7)] ?? {}),
      );
      await tab.goto(`${server.url}/`);
      await expect.poll(() => tab.locator('[data-github-state="loaded"]').count()).toBe(2);
      expect(await seriousViolations(tab)).toEqual([]);
      await context.close();
    }
  });

  it('reads as a link to the repository in the Markdown twin', async () => {
    const twin = await readFile(join(dir, 'dist', 'index.md'), 'utf8');
    expect(twin).toContain('GitHub repository: [mintlify/docs](https://github.com/mintlify/docs)');
    expect(twin).toContain('GitHub repository: [acme/widgets](https://github.com/acme/widgets)');
    const broken = await readFile(join(dir, 'dist', 'broken.md'), 'utf8');
    expect(broken).not.toContain('not a repo');
    expect(broken).toContain('GitHub repository: [acme/widgets](https://github.com/acme/widgets)');
  });
});
