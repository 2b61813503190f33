import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { repoRoot, runDocs } from '../helpers/cli.ts';
import { searchBuiltSite } from '../helpers/pagefind-search.ts';
import { copySite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// The petstore example with docs.json `api.models: true`, a page bound to its Pet schema with
// `openapi-schema` front matter, and one naming a schema the spec does not have.
const schemaPage = `---
title: The Pet object
description: What a pet looks like in every answer.
openapi-schema: Pet
---

Every endpoint that answers with a pet sends this object.
`;

const misspelledPage = `---
title: Misspelled
description: Names a schema the spec lacks.
openapi-schema: openapi.yaml Pett
---

Text.
`;

describe('model pages (openapi-schema front matter, docs.json api.models), in Chromium', () => {
  let out: string;
  let stderr: string;
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    const dir = await copySite(join(repoRoot, 'examples/petstore'), 'models');
    const config = JSON.parse(await readFile(join(dir, 'docs.json'), 'utf8'));
    config.api.models = true;
    config.navigation.tabs[0].groups[1].pages.push('concepts/pet-object', 'concepts/misspelled');
    await writeFile(join(dir, 'docs.json'), JSON.stringify(config));
    await writeFile(join(dir, 'concepts/pet-object.mdx'), schemaPage);
    await writeFile(join(dir, 'concepts/misspelled.mdx'), misspelledPage);
    out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    stderr = result.stderr;
    server = await serveStatic(out);
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(path: string): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}${path}`);
    await page.waitForLoadState('load');
    return page;
  }

  it('lists the schema below the page body, every field of it, in the page and in the twin', async () => {
    const page = await open('/concepts/pet-object');
    const body = page.getByText('Every endpoint that answers with a pet sends this object.');
    const heading = page.locator('h2#schema-pet');
    const bodyBox = await body.boundingBox();
    const headingBox = await heading.boundingBox();
    expect(bodyBox && headingBox && headingBox.y >= bodyBox.y + bodyBox.height).toBe(true);
    const names = await page
      .locator('section.dw-model > .dw-fields > li > .dw-field-head .dw-field-name')
      .allTextContents();
    // Pet is NewPet's fields and its own (allOf), as the spec writes them.
    expect(names).toEqual(
      expect.arrayContaining(['name', 'tag', 'status', 'owner', 'category', 'id', 'created_at']),
    );
    for (const name of ['name', 'id'])
      await expect(
        page.locator(`section.dw-model .dw-field-name:text-is("${name}")`).first().isVisible(),
      ).resolves.toBe(true);
    await page.close();
    const twin = await readFile(join(out, 'concepts/pet-object.md'), 'utf8');
    expect(twin).toContain('Every endpoint that answers with a pet sends this object.');
    expect(twin).toMatch(/## Pet\n\n- `name` string, required/);
    expect(twin).toContain('- `id` integer<int64>, required, read-only');
  });

  it('warns at the front matter line of a schema the spec lacks, naming the closest ones', () => {
    expect(stderr).toContain('page/openapi-schema-not-found  concepts/misspelled.mdx:4:1');
    expect(stderr).toMatch(/no schema "Pett" under components\.schemas of openapi\.yaml; closest: Pet\b/);
  });

  it('gives each component one model page, in the sidebar, the sitemap, llms.txt and search', async () => {
    const components = schemaNames(await readFile(join(out, 'openapi.yaml'), 'utf8'));
    expect(components.length).toBeGreaterThan(5);
    const sitemap = await readFile(join(out, 'sitemap.xml'), 'utf8');
    const llms = await readFile(join(out, 'llms.txt'), 'utf8');
    const page = await open('/api-reference/models/category');
    const sidebar = await page
      .locator('.dw-nav-group:has(> .dw-nav-group-title:text-is("Models")) a')
      .allTextContents();
    await page.close();
    for (const component of components) {
      const route = `api-reference/models/${component.toLowerCase()}`;
      expect(sitemap, component).toContain(`/${route}</loc>`);
      expect(llms, component).toContain(`/${route}.md)`);
      expect(sidebar.map((text) => text.trim())).toContain(component);
      const html = await readFile(join(out, route, 'index.html'), 'utf8');
      expect(html.match(new RegExp(`<h2 id="schema-${component.toLowerCase()}"`, 'g'))).toHaveLength(1);
    }
    const hits = await searchBuiltSite(browser, out, ['Category']);
    expect(hits.Category?.map((hit) => hit.url)).toContain('/api-reference/models/category');
  });

  it("follows an endpoint page's schema link to the model's heading, in view below the header", async () => {
    const page = await open('/api-reference/pets/list-pets');
    const link = page.getByRole('link', { name: 'its model page' }).first();
    // The link sits in a field's folded children: the reader opens them first.
    await link.evaluate((element) => {
      for (let node = element.parentElement; node; node = node.parentElement)
        if (node instanceof HTMLDetailsElement) node.open = true;
    });
    await link.click();
    await page.waitForURL(/\/api-reference\/models\/pet#schema-pet$/);
    await page.waitForFunction(
      () => (document.getElementById('schema-pet')?.getBoundingClientRect().height ?? 0) > 0,
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const { top, headerBottom, height } = await page.evaluate(() => ({
      top: document.getElementById('schema-pet')?.getBoundingClientRect().top ?? Number.NaN,
      headerBottom: document.querySelector('header.dw-header')?.getBoundingClientRect().bottom ?? Number.NaN,
      height: window.innerHeight,
    }));
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThan(height);
    await page.close();
  });
});

/** The keys under `components.schemas` of a YAML spec indented by two spaces a level. */
function schemaNames(yaml: string): string[] {
  const lines = yaml.split('\n');
  const start = lines.findIndex(
    (line, i) => line === '  schemas:' && lines.slice(0, i).includes('components:'),
  );
  const names: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^ {0,2}\S/.test(line)) break;
    const name = /^ {4}([A-Za-z0-9_.-]+):\s*$/.exec(line)?.[1];
    if (name) names.push(name);
  }
  return names;
}
