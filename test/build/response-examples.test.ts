import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSpec } from '@docwright/api-model';
import { exampleFromSchema, exampleWithinBudget } from '@docwright/snippets';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createResponseExamples,
  generatedExampleBudget,
} from '../../packages/site-builder/src/render/response-examples.ts';
import { corpusDir, runDocs } from '../helpers/cli.ts';
import { corpusBuild, corpusBuildTimeout } from '../helpers/corpus-builds.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

const response = { document: {}, requiredOnly: false, direction: 'response' } as const;

describe('the example generator on tricky schemas', () => {
  it('stops at a $ref cycle instead of recursing', () => {
    const document = {
      components: {
        schemas: {
          Node: {
            type: 'object',
            properties: {
              name: { type: 'string' },
              children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
            },
          },
        },
      },
    };
    const value = exampleFromSchema({ $ref: '#/components/schemas/Node' }, { ...response, document });
    expect(value).toEqual({ name: '<string>', children: [] });
  });

  it('merges allOf parts into one object', () => {
    const document = {
      components: {
        schemas: { Base: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } },
      },
    };
    const schema = {
      allOf: [
        { $ref: '#/components/schemas/Base' },
        { type: 'object', properties: { created: { type: 'string', format: 'date-time' } } },
      ],
    };
    expect(exampleFromSchema(schema, { ...response, document })).toEqual({
      id: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
      created: '2024-01-01T00:00:00Z',
    });
  });

  it('sets the discriminator of the oneOf branch it picks, from the mapping or the schema name', () => {
    const document = {
      components: {
        schemas: {
          Cat: { type: 'object', properties: { kind: { type: 'string' }, meows: { type: 'boolean' } } },
          Dog: { type: 'object', properties: { kind: { type: 'string' }, barks: { type: 'boolean' } } },
        },
      },
    };
    const mapped = {
      oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Dog' }],
      discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } },
    };
    expect(exampleFromSchema(mapped, { ...response, document })).toEqual({ kind: 'cat', meows: true });
    const unmapped = { ...mapped, discriminator: { propertyName: 'kind' } };
    expect(exampleFromSchema(unmapped, { ...response, document })).toEqual({ kind: 'Cat', meows: true });
  });

  it('names a schema that extends a discriminated parent', () => {
    const document = {
      components: {
        schemas: {
          Pet: {
            type: 'object',
            required: ['petType'],
            properties: { petType: { type: 'string' } },
            discriminator: { propertyName: 'petType', mapping: { kitty: '#/components/schemas/Cat' } },
          },
          Cat: {
            allOf: [
              { $ref: '#/components/schemas/Pet' },
              { type: 'object', properties: { lives: { type: 'integer' } } },
            ],
          },
        },
      },
    };
    expect(exampleFromSchema({ $ref: '#/components/schemas/Cat' }, { ...response, document })).toEqual({
      petType: 'kitty',
      lives: 123,
    });
  });

  it('shows readOnly fields in responses and writeOnly fields in requests only', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'string', readOnly: true },
        password: { type: 'string', writeOnly: true },
        nickname: { type: ['string', 'null'], example: 'Rex' },
      },
    };
    expect(exampleFromSchema(schema, response)).toEqual({ id: '<string>', nickname: 'Rex' });
    expect(exampleFromSchema(schema, { ...response, direction: 'request' })).toEqual({
      password: '<string>',
      nickname: 'Rex',
    });
  });

  it('cuts levels past the budget to empty objects and arrays, never the top object’s own fields', () => {
    const deep = (level: number): Record<string, unknown> =>
      level === 0
        ? { type: 'string' }
        : {
            type: 'object',
            properties: {
              [`field${level}`]: deep(level - 1),
              [`list${level}`]: { type: 'array', items: deep(level - 1) },
              text: { type: 'string', enum: ['a'.repeat(40)] },
            },
          };
    const schema = deep(8);
    const full = JSON.stringify(exampleFromSchema(schema, response), null, 2);
    const bounded = exampleWithinBudget(schema, response, { maxChars: 1200 }) as Record<string, unknown>;
    const text = JSON.stringify(bounded, null, 2);
    expect(full.length).toBeGreaterThan(1200);
    expect(text.length).toBeLessThanOrEqual(1200);
    expect(text).toContain('{}');
    expect(Object.keys(bounded)).toEqual(['field8', 'list8', 'text']);
    // The smallest budget still shows the top object's fields and one level below.
    const tiny = exampleWithinBudget(schema, response, { maxChars: 10 }) as Record<string, unknown>;
    expect(tiny.field8).toEqual({ field7: {}, list7: [], text: 'a'.repeat(40) });
    expect(tiny.list8).toEqual([]);
  });
});

describe('response examples of real specs', () => {
  it('gives every Stripe operation a success example, generated and readable', async () => {
    const text = await readFile(join(corpusDir, 'openapi/stripe/spec3.json'), 'utf8');
    const { spec } = parseSpec(text, 'spec3.json');
    if (!spec) throw new Error('Stripe did not parse');
    let largest = 0;
    const all: ReturnType<typeof createResponseExamples>[number][] = [];
    for (const [index, operation] of spec.operations.entries()) {
      // Hand the event loop back now and then so vitest's worker answers its pings.
      if (index % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
      const views = createResponseExamples(operation, spec.document);
      all.push(...views);
      const success = views.filter((view) => view.status.startsWith('2') && view.code !== '');
      expect(success.length, operation.key).toBeGreaterThan(0);
      for (const view of views) {
        if (view.language === 'json') expect(() => JSON.parse(view.code), operation.key).not.toThrow();
        largest = Math.max(largest, view.code.length);
      }
      // Stripe gives no response examples: every one is made from the schema.
      expect(views.every((view) => view.generated || view.mediaType === 'application/pdf')).toBe(true);
    }
    // Objects deeper than the budget allows are cut, but an object's own fields always show.
    expect(largest).toBeLessThan(4 * generatedExampleBudget.maxChars);
    const pdf = all.find((view) => view.mediaType === 'application/pdf');
    expect(pdf?.code).toBe('<binary application/pdf>');
  });

  it('takes the spec’s own examples over generating one (oai-examples api-with-examples)', async () => {
    const text = await readFile(join(corpusDir, 'openapi/oai-examples/v3.0/api-with-examples.yaml'), 'utf8');
    const { spec } = parseSpec(text, 'api.yaml');
    const operation = spec?.operations.find((op) => op.key === 'GET /');
    if (!spec || !operation) throw new Error('no GET /');
    const views = createResponseExamples(operation, spec.document);
    expect(views.map((view) => view.status)).toEqual(['200', '300']);
    expect(views.every((view) => !view.generated)).toBe(true);
    expect(JSON.parse(views[0]?.code ?? '')).toMatchObject({
      versions: [{ status: 'CURRENT', id: 'v2.0' }, {}],
    });
  });
});

const site = {
  openapi: '3.1.0',
  info: { title: 'Shapes', version: '1' },
  servers: [{ url: 'https://api.shapes.test' }],
  paths: {
    '/shapes/{id}': {
      get: {
        summary: 'Get a shape',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'The shape',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Shape' } },
              'application/xml': { schema: { $ref: '#/components/schemas/Shape' } },
            },
          },
          '404': {
            description: 'Not found',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { message: { type: 'string' } } },
                examples: {
                  gone: { summary: 'Deleted', value: { message: 'This shape was deleted' } },
                  never: { summary: 'Unknown', value: { message: 'No such shape' } },
                },
              },
            },
          },
        },
      },
      delete: { summary: 'Delete a shape', responses: { '204': { description: 'Deleted' } } },
    },
    '/shapes': {
      get: {
        summary: 'List shapes',
        responses: {
          '200': {
            description: 'Every shape',
            content: {
              'application/json': {
                example: {
                  data: Array.from({ length: 400 }, (_, i) => ({ id: `shape_${i}`, sides: i % 9 })),
                },
              },
            },
          },
        },
      },
    },
    '/shapes/{id}/drawing': {
      get: {
        summary: 'Draw a shape',
        responses: {
          '200': {
            description: 'The drawing',
            content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Shape: {
        type: 'object',
        xml: { name: 'shape' },
        properties: {
          id: { type: 'string', readOnly: true, xml: { attribute: true } },
          sides: { type: 'integer', example: 4 },
        },
      },
    },
  },
};

describe('the built endpoint pages and their twins', () => {
  let out: string;
  const page = (route: string) => readFile(join(out, 'api-reference', route, 'index.html'), 'utf8');
  const twin = (route: string) => readFile(join(out, 'api-reference', `${route}.md`), 'utf8');

  beforeAll(async () => {
    const dir = await writeSite({
      'docs.json': JSON.stringify({
        name: 'Shapes',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
      }),
      'openapi.json': JSON.stringify(site),
    });
    out = await tempDir('shapes-out');
    const result = await runDocs(['build', dir, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
  }, 60_000);

  it('shows one panel with a tab per status, the first success selected', async () => {
    const html = await page('get-a-shape');
    const panel = /<section class="dw-response-examples[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(panel).toContain('Response examples');
    const tabs = [...panel.matchAll(/<input type="radio" name="(dw-rx[^"]+)" value="([^"]+)"( checked)?/g)];
    const statusTabs = tabs.filter((tab) => tab[1] === tabs[0]?.[1]);
    expect(statusTabs.map((tab) => [tab[2], Boolean(tab[3])])).toEqual([
      ['200', true],
      ['404', false],
    ]);
    expect(panel).toContain('dw-status dw-status-4');
    // 200 has two media types, 404 two named examples: each gets a second row of tabs.
    expect(panel).toContain('application/xml</span>');
    expect(panel).toContain('Deleted</span>');
    expect(panel).toContain('This shape was deleted');
    // The XML is made from the schema, with its `xml` names and attributes.
    expect(panel.replace(/<[^>]+>/g, '')).toContain('&lt;shape id=');
    // Generated ones say so; the spec's named examples do not.
    expect(panel.match(/Generated from the schema/g)?.length).toBe(2);
  });

  it('lists a status without a body as "No content", and a binary body as one line', async () => {
    expect(await page('delete-a-shape')).toMatch(/value="204" checked[\s\S]*No content/);
    expect(await page('draw-a-shape')).toContain('&lt;binary application/pdf&gt;');
  });

  it('puts the examples in the Markdown twin, generated ones marked', async () => {
    const markdown = await twin('get-a-shape');
    expect(markdown).toContain('### Example responses');
    expect(markdown).toMatch(
      /`200` `application\/json`, generated from the schema[^\n]*:\n\n```json\n\{\n {2}"id": "<string>",\n {2}"sides": 4\n\}/,
    );
    expect(markdown).toMatch(/`404` `application\/json` \(Deleted\):\n\n```json/);
    expect(markdown).not.toMatch(/`404`[^\n]*generated/);
    expect(markdown).toContain('<shape id="&lt;string&gt;">\n  <sides>4</sides>\n</shape>');
  });

  it('cuts a long spec example in the twin, which keeps it whole in its OpenAPI document', async () => {
    const markdown = await twin('list-shapes');
    const [examples = '', document = ''] = markdown.split('### OpenAPI');
    expect(examples).toContain('"id": "shape_0"');
    expect(examples).not.toContain('"id": "shape_399"');
    expect(examples).toMatch(
      /\(The example is cut after \d+ of its 1604 lines; the whole one is in the OpenAPI document/,
    );
    expect(document).toContain('shape_399');
    // The page shows the author's example whole.
    expect(await page('list-shapes')).toContain('shape_399');
  });
});

describe('corpus docs sites', () => {
  // Sites whose specs give no response examples: every endpoint page now shows one.
  for (const name of ['mintlify-starter', 'firecrawl', 'turso']) {
    it(
      `${name}: every endpoint page of a spec operation shows response examples`,
      async () => {
        const { out, ...result } = await corpusBuild(name);
        expect(result.code, result.stderr).toBe(0);
        const files = (await readdir(out, { recursive: true })).filter((file) => file.endsWith('.html'));
        let endpoints = 0;
        let withExamples = 0;
        let generated = 0;
        for (const file of files) {
          const html = await readFile(join(out, file), 'utf8');
          // `api:` pages without a spec operation have no responses to show.
          if (!html.includes('class="dw-endpoint-bar"') || !html.includes('<h2 id="response">')) continue;
          endpoints++;
          if (html.includes('class="dw-response-examples')) withExamples++;
          if (html.includes('Generated from the schema')) generated++;
        }
        expect(endpoints).toBeGreaterThan(0);
        expect(withExamples).toBe(endpoints);
        expect(generated).toBeGreaterThan(0);
      },
      corpusBuildTimeout,
    );
  }
});
