import { open, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusDir } from '../helpers/cli.ts';
import { searchBuiltSite } from '../helpers/pagefind-search.ts';
import { type ServedBuild, serveBuild } from '../helpers/served-build.ts';
import { writeSite } from '../helpers/site.ts';

// Issue 36, items 1 and 3, on Stripe's whole spec (417 operations, no summaries, no tags): pages
// titled by their request line, a sidebar grouped by resource whose groups fold, and required
// parameters and body fields listed first on the page, in the playground and in the twin.

interface StripeSpec {
  paths: Record<string, Record<string, unknown>>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The words a title would hold if it glued two neighbouring path segments together as Mintlify's
 * route titles do (`/v1/payment_intents` -> `v1payment`): the last word of one literal segment
 * run into the first word of the next.
 */
function gluedWords(path: string): string[] {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment
        .replace(/[{}]/g, '')
        .toLowerCase()
        .split(/[_\-.]+/),
    );
  return words.slice(1).map((next, i) => `${words[i]?.at(-1)}${next[0]}`);
}

describe("Stripe's reference: readable names, resource groups and required fields first", () => {
  let site: ServedBuild;
  let out: string;
  let spec: StripeSpec;

  beforeAll(async () => {
    const source = await readFile(join(corpusDir, 'openapi/stripe/spec3.json'), 'utf8');
    spec = JSON.parse(source) as StripeSpec;
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Stripe',
        navigation: { groups: [{ group: 'API', openapi: 'spec3.json' }] },
      }),
      'spec3.json': source,
    });
    site = await serveBuild(dir);
    out = site.out;
  }, 600_000);

  afterAll(async () => {
    await site?.close();
  });

  async function openPage(route: string, width = 1440): Promise<Page> {
    const page = await site.browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${site.url}${route}`);
    return page;
  }

  it('titles every page so a reader can tell it apart: no glued path words, no trailing numbers', async () => {
    const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => methods.includes(method))
        .map((method) => ({ method, path })),
    );
    expect(operations).toHaveLength(417);
    // llms.txt lists every page by its title, and the <title> of each page says it again.
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    const listed = [...llms.matchAll(/^- \[([^\]]+)\]\(http:\/\/[^/]+\/([^)]+)\.md\)/gm)].map(
      ([, title, route]) => ({ title: title ?? '', route: route ?? '' }),
    );
    expect(listed).toHaveLength(417);
    const problems: string[] = [];
    for (const { title, route } of listed) {
      const words = title.toLowerCase().split(/[^a-z0-9]+/);
      const operation = operations.find((op) => `${op.method.toUpperCase()} ${op.path}` === title);
      if (!operation) problems.push(`${route}: "${title}" is not an operation's request line`);
      const glued = operations
        .flatMap((op) => gluedWords(op.path))
        .filter((word) => words.some((w) => w.includes(word)));
      if (glued.length > 0) problems.push(`${route}: "${title}" glues ${glued[0]}`);
      if (/\s\d+$/.test(title)) problems.push(`${route}: "${title}" ends in a number`);
      const head = Buffer.alloc(4096);
      const file = await open(join(out, route, 'index.html'));
      await file.read(head, 0, head.length, 0);
      await file.close();
      const pageTitle = /<title>([^<]*)<\/title>/.exec(head.toString())?.[1];
      if (pageTitle !== `${title} - Stripe`) problems.push(`${route}: <title> ${pageTitle}`);
    }
    expect(problems).toEqual([]);
    expect(new Set(listed.map((entry) => entry.title)).size).toBe(417);
  });

  it('shows the same title in the sidebar, the heading, search and the twin', async () => {
    const page = await openPage('/api-reference/get-v1charges-1');
    expect(await page.locator('h1').first().textContent()).toBe('GET /v1/charges/{charge}');
    const current = page.locator('.dw-sidebar [aria-current="page"]');
    expect((await current.textContent())?.replace(/\s+/g, ' ')).toBe('GET/v1/charges/{charge}');
    expect(await current.locator('.dw-nav-method').textContent()).toBe('GET');
    await page.close();
    const twin = await (await fetch(`${site.url}/api-reference/get-v1charges-1.md`)).text();
    expect(twin).toContain('\n# GET /v1/charges/{charge}\n');
    const hits = await searchBuiltSite(site.browser, out, ['charge']);
    expect(hits.charge?.map((hit) => hit.title)).toContain('GET /v1/charges/{charge}');
    expect(hits.charge?.every((hit) => /^(GET|POST|DELETE) \//.test(hit.title))).toBe(true);
  });

  it('groups the sidebar by resource, folded except the current page’s group, which opens on click', async () => {
    const page = await openPage('/api-reference/post-v1payment_intents');
    const groups = page.locator('.dw-sidebar details.dw-nav-collapse');
    const states = await groups.evaluateAll((all) =>
      all.map((d) => ({
        title: d.querySelector('summary')?.textContent ?? '',
        open: (d as HTMLDetailsElement).open,
      })),
    );
    expect(states.length).toBeGreaterThanOrEqual(50);
    expect(states.filter((group) => group.open).map((group) => group.title)).toEqual(['Payment intents']);
    expect(states.map((group) => group.title)).toEqual(
      expect.arrayContaining(['Charges', 'Customers', 'Payment intents', 'Issuing', 'Test helpers']),
    );
    // The page being read: its link is shown, inside the window.
    const current = page.locator('.dw-sidebar [aria-current="page"]');
    const box = await current.boundingBox();
    expect(box && box.height > 0 && box.y >= 0 && box.y + box.height <= 900).toBe(true);
    // A folded group shows its title and none of its pages; a click opens it below its title.
    const charges = page.locator('.dw-sidebar details.dw-nav-collapse', {
      has: page.locator('summary', { hasText: /^Charges$/ }),
    });
    const list = page.locator('.dw-sidebar a[href="/api-reference/get-v1charges"]');
    const next = page.locator('.dw-sidebar summary', { hasText: /^Checkout$/ });
    await charges.locator('summary').scrollIntoViewIfNeeded();
    // Folded as a reader sees it: the next group's title follows right after (less than one link's
    // row between them). Chromium may still give a box to a link in a closed group's skipped content.
    const summaryBefore = await charges.locator('summary').boundingBox();
    const nextBefore = await next.boundingBox();
    expect(summaryBefore && nextBefore && nextBefore.y - (summaryBefore.y + summaryBefore.height) < 16).toBe(
      true,
    );
    expect(await list.isVisible()).toBe(false);
    await charges.locator('summary').click();
    const summary = await charges.locator('summary').boundingBox();
    const link = await list.boundingBox();
    const nextAfter = await next.boundingBox();
    expect(summary && link && link.y >= summary.y + summary.height - 1 && link.height > 0).toBe(true);
    // The 14 charge pages now sit between Charges and the next group.
    expect(nextBefore && nextAfter && nextAfter.y - nextBefore.y > 14 * 16).toBe(true);
    await page.close();
  });

  it('wraps long paths in the sidebar between path segments, never inside a word', async () => {
    const page = await openPage('/api-reference/post-v1payment_intents');
    const link = page.locator('.dw-sidebar a[href="/api-reference/post-v1payment_intents-capture"]');
    await link.scrollIntoViewIfNeeded();
    const lines = await link.evaluate((anchor) => {
      const label = anchor.querySelector('span:not(.dw-nav-method)') as HTMLElement;
      const words: string[][] = [];
      // Each segment's text on the lines it takes: one line per segment when breaks fall at slashes.
      for (const node of label.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        words.push([node.textContent ?? '', String(tops.size)]);
      }
      return { words, height: label.getBoundingClientRect().height, text: label.textContent };
    });
    expect(lines.text).toBe('/v1/payment_intents/{intent}/capture');
    // It does wrap (the sidebar is narrower than the path), and each segment stays on one line.
    expect(lines.height).toBeGreaterThan(30);
    expect(lines.words.length).toBeGreaterThan(1);
    for (const [word, lineCount] of lines.words) expect(lineCount, word).toBe('1');
    await page.close();
  });

  /** The top-level items of a list, in the order a reader sees them, and which are required. */
  const byHeight = (items: { y: number; required: boolean; name: string }[]) =>
    [...items].sort((a, b) => a.y - b.y);

  it('lists required body fields and parameters first on the page', async () => {
    const page = await openPage('/api-reference/post-v1payment_intents');
    const fields = byHeight(
      await page
        .locator('section:has(> h2#body) .dw-media > ul.dw-fields > li.dw-field')
        .evaluateAll((items) =>
          items.map((li) => ({
            name: li.querySelector('.dw-field-name')?.textContent ?? '',
            required: li.querySelector(':scope > .dw-field-head .dw-badge-required') !== null,
            y: li.getBoundingClientRect().y,
          })),
        ),
    );
    expect(fields.length).toBeGreaterThan(20);
    expect(fields.slice(0, 2).map((field) => field.name)).toEqual(['amount', 'currency']);
    const lastRequired = Math.max(...fields.filter((f) => f.required).map((f) => f.y));
    expect(fields.filter((f) => !f.required).every((f) => f.y > lastRequired)).toBe(true);
    await page.close();

    const search = await openPage('/api-reference/get-v1payment_intentssearch');
    const parameters = byHeight(
      await search
        .locator('section:has(> h2#query-parameters) ul.dw-fields > li.dw-field')
        .evaluateAll((items) =>
          items.map((li) => ({
            name: li.querySelector('.dw-field-name')?.textContent ?? '',
            required: li.querySelector('.dw-badge-required') !== null,
            y: li.getBoundingClientRect().y,
          })),
        ),
    );
    // The spec lists `expand`, `limit`, `page`, then the required `query`.
    expect(parameters.map((p) => p.name)).toEqual(['query', 'expand', 'limit', 'page']);
    await search.close();
  });

  it('lists required fields first in the playground, and in the twin', async () => {
    const page = await openPage('/api-reference/post-v1payment_intents');
    await page.getByRole('button', { name: 'Try it' }).click();
    const body = page.locator('[data-body-fields] > [data-key]');
    await expect.poll(() => body.count()).toBeGreaterThan(20);
    const fields = byHeight(
      await body.evaluateAll((items) =>
        items.map((item) => ({
          name: (item as HTMLElement).dataset.key ?? '',
          required:
            item.querySelector(
              ':scope > .dw-playground-label .dw-playground-required, :scope > legend .dw-playground-required',
            ) !== null,
          y: item.getBoundingClientRect().y,
        })),
      ),
    );
    expect(fields.slice(0, 2).map((field) => field.name)).toEqual(['amount', 'currency']);
    expect(fields.slice(2).every((field) => !field.required)).toBe(true);
    await page.close();

    const search = await openPage('/api-reference/get-v1payment_intentssearch');
    await search.getByRole('button', { name: 'Try it' }).click();
    const inputs = search.locator('.dw-playground-form [name^="query-"]');
    await expect.poll(() => inputs.count()).toBe(4);
    const ys = await inputs.evaluateAll((all) =>
      all.map((input) => ({ name: input.getAttribute('name'), y: input.getBoundingClientRect().y })),
    );
    expect([...ys].sort((a, b) => a.y - b.y).map((input) => input.name)).toEqual([
      'query-query',
      'query-expand',
      'query-limit',
      'query-page',
    ]);
    await search.close();

    const twin = await (await fetch(`${site.url}/api-reference/post-v1payment_intents.md`)).text();
    const bodyList = twin.slice(twin.indexOf('### Request body')).match(/^- `[a-z_]+`/gm) ?? [];
    expect(bodyList.slice(0, 2)).toEqual(['- `amount`', '- `currency`']);
    const searchTwin = await (await fetch(`${site.url}/api-reference/get-v1payment_intentssearch.md`)).text();
    const queryList = searchTwin.slice(searchTwin.indexOf('### Query parameters')).match(/^- `[a-z_]+`/gm);
    expect(queryList?.slice(0, 4)).toEqual(['- `query`', '- `expand`', '- `limit`', '- `page`']);
  });
});
