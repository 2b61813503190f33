import { copyFile, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { slugify } from '@docwright/api-model';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

interface Spec {
  components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
}

/** Every page of the build by route (`/api-reference/...`), as HTML. */
async function readPages(out: string): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
    if (entry.name !== 'index.html') continue;
    const route = `/${entry.parentPath.slice(out.length + 1)}`.replace(/\/$/, '');
    pages.set(route, await readFile(join(entry.parentPath, entry.name), 'utf8'));
  }
  return pages;
}

describe("Stripe's components on model pages (docs.json api.models)", () => {
  let spec: Spec;
  let out: string;
  let pages: Map<string, string>;
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Stripe API',
        navigation: { tabs: [{ tab: 'API', openapi: 'spec3.json' }] },
        api: { models: true },
      }),
    });
    await copyFile(join(corpusDir, 'openapi/stripe/spec3.json'), join(dir, 'spec3.json'));
    spec = JSON.parse(await readFile(join(dir, 'spec3.json'), 'utf8'));
    out = join(dir, 'dist');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    pages = await readPages(out);
    server = await serveStatic(out);
    browser = await launchBrowser();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('lists every shared component in full on exactly one page, its model page', () => {
    const names = Object.keys(spec.components.schemas);
    expect(names).toHaveLength(561);
    const listedOn = new Map<string, string[]>();
    for (const [route, html] of pages)
      for (const match of html.matchAll(/<section class="dw-section dw-model"[^>]*><h2 id="(schema-[^"]+)"/g))
        listedOn.set(match[1] as string, [...(listedOn.get(match[1] as string) ?? []), route]);
    const missing: string[] = [];
    let listed = 0;
    for (const name of names) {
      const routes = listedOn.get(`schema-${slugify(name)}`) ?? [];
      if (routes.length !== 1) {
        missing.push(`${name}: ${routes.length} pages`);
        continue;
      }
      const html = pages.get(routes[0] as string) as string;
      for (const property of Object.keys(spec.components.schemas[name]?.properties ?? {}))
        if (!html.includes(`<code class="dw-field-name">${property}</code>`))
          missing.push(`${name}.${property} on ${routes[0]}`);
      listed++;
    }
    expect(missing).toEqual([]);
    expect(listed).toBe(561);
  });

  it("points every link to a component's fields at that component's model page, at its heading", () => {
    const unresolved: string[] = [];
    const reached = new Set<string>();
    for (const [route, html] of pages)
      for (const match of html.matchAll(/<a href="([^"#]+)#(schema-[^"]+)"/g)) {
        const [, target = '', id = ''] = match;
        const heading = pages.get(target)?.includes(`<h2 id="${id}">`) ?? false;
        if (!heading || !target.startsWith('/api-reference/models/'))
          unresolved.push(`${route} -> ${target}#${id}`);
        reached.add(id);
      }
    expect(unresolved).toEqual([]);
    // Links reach most components; the others are listed where they are used (a model's own fields).
    expect(reached.size).toBeGreaterThan(400);
  });

  it('lands a click on a schema link of create PaymentIntent on the model heading, in view', async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${server.url}/api-reference/post-v1payment_intents`);
    const link = page.getByRole('link', { name: 'its model page' }).first();
    const href = (await link.getAttribute('href')) ?? '';
    const id = href.split('#')[1] ?? '';
    expect(id).toMatch(/^schema-/);
    await link.evaluate((element) => {
      for (let node = element.parentElement; node; node = node.parentElement)
        if (node instanceof HTMLDetailsElement) node.open = true;
    });
    await link.click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === href);
    await page.waitForFunction(
      (target) => (document.getElementById(target)?.getBoundingClientRect().height ?? 0) > 0,
      id,
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const { top, headerBottom, height, tag } = await page.evaluate((target) => {
      const heading = document.getElementById(target);
      return {
        top: heading?.getBoundingClientRect().top ?? Number.NaN,
        headerBottom:
          document.querySelector('header.dw-header')?.getBoundingClientRect().bottom ?? Number.NaN,
        height: window.innerHeight,
        tag: heading?.tagName,
      };
    }, id);
    expect(tag).toBe('H2');
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThan(height);
    await page.close();
  }, 300_000);
});
