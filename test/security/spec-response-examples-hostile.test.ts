import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { watchPwned } from '../helpers/pwned.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

// Response examples are generated from a spec's schemas, so every string a schema can carry ends up
// in them: property names, `xml.name` (element and attribute names are not escaped by XML itself),
// enum values, defaults, formats, example names and summaries, media types. Each payload sets
// `window.pwned` if it ever runs.
const payload = (tag: string) => `<img src=x onerror="window.pwned='${tag}'">`;
const closer = (tag: string) => `</code></pre><script>window.pwned='${tag}'</script>`;

const hostileComponent = `Owner"><img src=x onerror="window.pwned='component'">`;

const spec = {
  openapi: '3.1.0',
  info: { title: 'Hostile', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: {
    '/pets': {
      get: {
        summary: 'List pets',
        responses: {
          '200': {
            description: `Pets ${payload('description')}`,
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Pet' } },
              'application/xml': { schema: { $ref: '#/components/schemas/Pet' } },
              [`text/plain;x="${payload('media')}"`]: { schema: { type: 'string', example: closer('text') } },
            },
          },
          '404': {
            description: 'Missing',
            content: {
              'application/json': {
                examples: {
                  [payload('example-name')]: {
                    summary: payload('example-summary'),
                    value: { message: closer('example-value') },
                  },
                  plain: { value: { [payload('example-key')]: 1 } },
                },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      // A component's name becomes an id (`#schema-<name>`) and a link fragment.
      [hostileComponent]: { type: 'object', properties: { name: { type: 'string' } } },
      Pet: {
        type: 'object',
        xml: { name: `pet><script>window.pwned='xml-root'</script><x` },
        properties: {
          [payload('property')]: { type: 'string' },
          id: { type: 'string', xml: { attribute: true, name: `id="1" onload="window.pwned='xml-attr'` } },
          kind: { type: 'string', enum: [closer('enum')] },
          note: { type: 'string', default: payload('default') },
          when: { type: 'string', format: `date${payload('format')}` },
          owner: { $ref: `#/components/schemas/${hostileComponent}` },
          tags: {
            type: 'array',
            xml: { wrapped: true, name: `tags><img src=x onerror="window.pwned='xml-wrap'"><x` },
            items: { type: 'string', example: payload('item') },
          },
        },
      },
    },
  },
};

let browser: Browser;
let server: { url: string; close: () => Promise<void> };
let out: string;
let build: { code: number | null; stdout: string; stderr: string };

beforeAll(async () => {
  const dir = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Hostile',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
      }),
      'openapi.json': JSON.stringify(spec),
    },
    'response-examples-hostile',
  );
  out = join(dir, 'dist');
  build = await runDocs(['build', dir, '--out', out]);
  server = await serveStatic(out);
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const endpointHtml = () => readFile(join(out, 'api-reference/list-pets/index.html'), 'utf8');

describe('a spec whose schemas carry markup, in generated response examples', () => {
  it('builds, and the markup reaches the page only as text', async () => {
    expect(build.code, build.stderr).toBe(0);
    const html = await endpointHtml();
    expect(html).toContain('Response examples');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/<script>window\.pwned/);
    expect(html).not.toMatch(/\sonload="window/);
    // The hostile component's fields are listed, under an id made of its slug.
    expect(html).toMatch(/ id="schema-owner-img-src-x[a-z0-9-]*"/);
    expect(html).not.toMatch(/id="schema-[^"]*[<>'][^"]*"/);
    // The generated XML names the root after the hostile xml.name: the name is there, as text.
    expect(html).toContain("window.pwned='xml-root'");
  });

  it('runs none of it in Chromium, across every status, media type and named example', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const ran = await watchPwned(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/api-reference/list-pets`);
    const tabs = page.locator('.dw-response-examples [role="tab"]');
    const count = await tabs.count();
    // 200 and 404, then three media types under 200 and two named examples under 404.
    expect(count).toBeGreaterThanOrEqual(5);
    for (let index = 0; index < count; index++) {
      const tab = tabs.nth(index);
      if (await tab.isVisible()) await tab.click();
    }
    await page.locator('.dw-response-statuses [role="tab"]').nth(1).click();
    for (const tab of await page.locator('.dw-response-variants [role="tab"]').all())
      if (await tab.isVisible()) await tab.click();
    const injected = await page.$$eval('main *', (elements) =>
      elements.flatMap((element) => [
        ...(/^(iframe|object|embed)$/i.test(element.tagName) ? [element.outerHTML.slice(0, 80)] : []),
        ...(element.tagName === 'SCRIPT' && /pwned/.test(element.textContent ?? '') ? ['script'] : []),
        ...[...element.attributes]
          .filter((attribute) => /^on/i.test(attribute.name))
          .map((attribute) => `${element.tagName} ${attribute.name}`),
      ]),
    );
    expect(injected).toEqual([]);
    // The payloads are shown to the reader as the text the spec holds.
    const text = await page.locator('.dw-response-examples').textContent();
    expect(text).toContain("window.pwned='xml-root'");
    expect(ran).toEqual([]);
    await context.close();
  });
});
