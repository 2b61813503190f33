import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';
import { serveStatic } from '../helpers/static-server.ts';

const spec = {
  openapi: '3.1.0',
  info: { title: 'Things', version: '1' },
  servers: [{ url: 'https://api.things.test/v1' }],
  components: { securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } } },
  security: [{ key: [] }],
  paths: {
    '/things': {
      get: {
        summary: 'List things',
        tags: ['Things'],
        parameters: [
          { name: 'owner', in: 'query', required: true, example: 'me' },
          { name: 'cursor', in: 'query', example: 'abc' },
        ],
        'x-codeSamples': [{ lang: 'Python', label: 'Python SDK', source: 'things.list(owner="me")\n' }],
      },
      post: {
        summary: 'Create a thing',
        tags: ['Things'],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['name'],
                properties: {
                  name: { type: 'string', example: 'Widget' },
                  color: { type: 'string', example: 'red' },
                },
              },
            },
          },
        },
      },
    },
    '/things/{id}': {
      put: {
        summary: 'Replace a thing',
        tags: ['Things'],
        parameters: [{ name: 'id', in: 'path', required: true, example: 'th_2' }],
      },
      delete: {
        summary: 'Delete a thing',
        tags: ['Things'],
        parameters: [{ name: 'id', in: 'path', required: true, example: 'th_1' }],
      },
    },
  },
};

function site(api: Record<string, unknown>) {
  return writeSite({
    'docs.json': JSON.stringify({
      name: 'Things',
      navigation: {
        groups: [{ group: 'API', openapi: 'openapi.json', pages: ['create-custom', 'replace-custom'] }],
      },
      api,
    }),
    'openapi.json': JSON.stringify(spec),
    'create-custom.mdx': [
      '---',
      'openapi: POST /things',
      '---',
      '',
      '<RequestExample>',
      '```bash Hand-written',
      'curl -X POST https://api.things.test/v1/things -d @thing.json',
      '```',
      '</RequestExample>',
      '',
    ].join('\n'),
    'replace-custom.mdx': [
      '---',
      'openapi: PUT /things/{id}',
      '---',
      '',
      '<CodeGroup>',
      '```json Payload',
      '{"id": "th_2"}',
      '```',
      '```yaml Same in YAML',
      'id: th_2',
      '```',
      '</CodeGroup>',
      '',
    ].join('\n'),
  });
}

async function build(api: Record<string, unknown>) {
  const dir = await site(api);
  const out = join(dir, 'dist');
  const result = await runDocs(['build', dir, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  return out;
}

const tabLabels = (html: string) =>
  [...html.matchAll(/<label class="dw-radio-tab">.*?<span>([^<]*)<\/span>/g)].map((m) => m[1]);

describe('request examples on endpoint pages', () => {
  let out: string;
  let browser: Browser;
  let server: { url: string; close: () => Promise<void> };

  beforeAll(async () => {
    out = await build({ examples: { languages: ['curl', 'py', 'c#', 'golang'], defaults: 'required' } });
    server = await serveStatic(out);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('shows x-codeSamples first, then the configured languages in order, aliases normalized', async () => {
    const html = await readFile(join(out, 'api-reference/things/list-things/index.html'), 'utf8');
    expect(tabLabels(html)).toEqual(['Python SDK', 'cURL', 'Python', 'C#', 'Go']);
    // Highlighted at build time: the sample's text is split into coloured tokens.
    const text = html.replace(/<[^>]+>/g, '').replaceAll('&quot;', '"');
    expect(text).toContain('things.list(owner="me")');
    expect(html).toMatch(/<code class="language-python"><span class="line">.*<span class="sk\d+">/);
  });

  it('leaves out optional parameters with defaults: required', async () => {
    const html = await readFile(join(out, 'api-reference/things/list-things/index.html'), 'utf8');
    expect(html).toContain('https://api.things.test/v1/things?owner=me');
    expect(html).not.toContain('cursor=abc');
  });

  it("lets a page's own <RequestExample> replace the generated examples", async () => {
    const html = await readFile(join(out, 'create-custom/index.html'), 'utf8');
    expect(tabLabels(html)).toEqual(['Hand-written']);
  });

  it("keeps a page's own code groups apart from the generated examples", async () => {
    const html = await readFile(join(out, 'replace-custom/index.html'), 'utf8');
    // The examples column comes first in the document (right after the method bar); the page's own
    // group stays in the reference column.
    expect(tabLabels(html)).toEqual(['cURL', 'Python', 'C#', 'Go', 'Payload', 'Same in YAML']);
    const [examplesColumn, referenceColumn] = html.split('<div class="dw-endpoint-main">');
    expect(tabLabels(examplesColumn ?? '')).toEqual(['cURL', 'Python', 'C#', 'Go']);
    expect(tabLabels(referenceColumn ?? '')).toEqual(['Payload', 'Same in YAML']);
    const groups = new Set([...html.matchAll(/<input type="radio" name="([^"]+)"/g)].map((m) => m[1]));
    expect(groups.size).toBe(2);
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('shows only hand-written samples with autogenerate: false', async () => {
    const other = await build({ examples: { languages: ['curl'], autogenerate: false } });
    const html = await readFile(join(other, 'api-reference/things/list-things/index.html'), 'utf8');
    expect(tabLabels(html)).toEqual(['Python SDK']);
    const remove = await readFile(join(other, 'api-reference/things/delete-a-thing/index.html'), 'utf8');
    expect(remove).not.toContain('data-code-group');
  });

  it('remembers the chosen language across pages, and offers a copy button', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/api-reference/things/list-things`);
    const examples = page.getByRole('tablist', { name: 'Request examples' });
    await examples.getByText('Go', { exact: true }).click();
    await expect(page.locator('.dw-code-panel[data-language="go"]').isVisible()).resolves.toBe(true);
    await expect(page.locator('.dw-code-panel[data-language="bash"]').isVisible()).resolves.toBe(false);
    await page.goto(`${server.url}/api-reference/things/delete-a-thing`);
    await expect(page.locator('.dw-code-panel[data-language="go"]').isVisible()).resolves.toBe(true);
    await expect(page.locator('.dw-code-panel[data-language="go"] code').textContent()).resolves.toContain(
      'http.NewRequest("DELETE", "https://api.things.test/v1/things/th_1"',
    );
    await expect(page.locator('.dw-code-panel[data-language="go"] .dw-copy').textContent()).resolves.toBe(
      'Copy',
    );
    await page.close();
  });

  it('switches tabs with the keyboard and without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/api-reference/things/delete-a-thing`);
    await expect(page.locator('.dw-code-panel[data-language="bash"]').isVisible()).resolves.toBe(true);
    await page.getByRole('radio', { name: 'cURL' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.dw-code-panel[data-language="python"]').isVisible()).resolves.toBe(true);
    await expect(page.locator('.dw-code-panel[data-language="bash"]').isVisible()).resolves.toBe(false);
    await context.close();
  });
});
