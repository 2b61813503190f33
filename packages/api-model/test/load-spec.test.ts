import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSchemaView, type FieldView, loadSpec, parseSpec, SchemaPage } from '../src/index.ts';

const corpus = join(import.meta.dirname, '../../../../shared/corpus/openapi');

describe('loadSpec on real specs', () => {
  it('reads Stripe as JSON and YAML into the same 417 operations', async () => {
    const json = await loadSpec(corpus, 'stripe/spec3.json');
    const yaml = await loadSpec(corpus, 'stripe/spec3.yaml');
    expect(json.diagnostics).toEqual([]);
    expect(json.spec?.operations).toHaveLength(417);
    expect(yaml.spec?.operations.map((op) => op.key)).toEqual(json.spec?.operations.map((op) => op.key));
    const charge = json.spec?.operations.find((op) => op.key === 'GET /v1/charges/{charge}');
    expect(charge?.parameters.map((p) => `${p.in}:${p.name}`)).toContain('path:charge');
    expect(charge?.security).toEqual([{ basicAuth: [] }, { bearerAuth: [] }]);
    expect(charge?.servers[0]?.url).toBe('https://api.stripe.com/');
  });

  it('keeps the $ref key of an example value as data', () => {
    const { spec } = parseSpec(
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'T', version: '1' },
        paths: {
          '/a': {
            post: {
              requestBody: {
                content: {
                  'application/json': { example: { $ref: '#/components/schemas/Missing', note: 'data' } },
                },
              },
              responses: { '200': { description: 'OK' } },
            },
          },
        },
      }),
      'api.json',
    );
    expect(spec?.operations[0]?.requestBody?.content[0]?.example).toEqual({
      $ref: '#/components/schemas/Missing',
      note: 'data',
    });
  });

  it('refuses a document that is neither Swagger 2.0, OpenAPI 3 nor AsyncAPI, naming what it found', () => {
    const { spec, diagnostics } = parseSpec(
      JSON.stringify({ swagger: '1.2', info: { title: 'Old' } }),
      'old.json',
    );
    expect(spec).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ code: 'spec/unsupported-version', file: 'old.json', line: 1 });
    expect(diagnostics[0]?.message).toBe(
      'old.json is not a Swagger 2.0, OpenAPI 3.0-3.2 or AsyncAPI 2.x-3.x document (found Swagger 1.2).',
    );
  });

  it('reports a missing file by name', async () => {
    const { diagnostics } = await loadSpec(corpus, 'nope.yaml');
    expect(diagnostics[0]).toMatchObject({ code: 'spec/not-found', file: 'nope.yaml' });
  });

  it('checks 2.0 and 3.0 documents against the official schema, as located warnings', async () => {
    const { spec, diagnostics } = await loadSpec(
      corpus,
      'readme-oas-examples/3.0/json/openapi-workshop/post.json',
    );
    expect(spec?.operations.length).toBeGreaterThan(0);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.message])).toEqual([
      [
        'spec/invalid',
        'warning',
        26,
        '#/paths/~1hoot/post/responses: must NOT have fewer than 1 properties.',
      ],
    ]);
    const swagger = parseSpec(
      JSON.stringify(
        { swagger: '2.0', info: { title: 'T', version: '1' }, paths: {}, shemes: ['https'] },
        null,
        2,
      ),
      's.json',
    );
    expect(swagger.diagnostics.map((d) => [d.line, d.message])).toEqual([
      [1, 'The document: unexpected property "shemes".'],
    ]);
  });

  it('skips the schema check when asked (docs dev after an edit), and only that', async () => {
    const file = 'readme-oas-examples/3.0/json/openapi-workshop/post.json';
    const checked = await loadSpec(corpus, file);
    const unchecked = await loadSpec(corpus, file, { schemaCheck: false });
    expect(checked.diagnostics).toHaveLength(1);
    expect(unchecked.diagnostics).toEqual([]);
    expect(unchecked.spec?.operations).toEqual(checked.spec?.operations);
    expect(unchecked.spec?.sharedFingerprint).toBe(checked.spec?.sharedFingerprint);
  });

  it('reads the OpenAPI 3.2 QUERY method', () => {
    const { spec } = parseSpec(
      JSON.stringify({
        openapi: '3.2.0',
        info: { title: 'T', version: '1' },
        paths: {
          '/search': {
            query: {
              summary: 'Search',
              requestBody: { content: { 'application/json': { schema: { type: 'object' } } } },
              responses: {},
            },
          },
        },
      }),
      'api.json',
    );
    expect(spec?.operations.map((op) => op.key)).toEqual(['QUERY /search']);
  });

  it('builds an invalid but usable spec with located warnings', () => {
    const text = [
      'openapi: 3.0.3',
      'info: { title: T, version: "1" }',
      'paths:',
      '  /pets/{petId}:',
      '    get:',
      '      operationId: getPet',
      '      responses: { "200": { description: OK } }',
      '    delete:',
      '      operationId: getPet',
      '      parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]',
      '      responses: { "204": { description: Gone } }',
      '',
    ].join('\n');
    const { spec, diagnostics } = parseSpec(text, 'api.yaml');
    expect(spec?.operations).toHaveLength(2);
    expect(diagnostics.map((d) => [d.code, d.severity, d.line, d.message])).toEqual([
      [
        'spec/invalid',
        'warning',
        5,
        'GET /pets/{petId}: the path names {petId} but no path parameter "petId" is declared; it is shown without a description.',
      ],
      [
        'spec/invalid',
        'warning',
        9,
        'operationId "getPet" is also used by GET /pets/{petId}; operationIds must be unique.',
      ],
    ]);
  });

  it('locates a YAML syntax error', () => {
    const { diagnostics } = parseSpec('openapi: 3.1.0\ninfo:\n  title: [unclosed\n', 'api.yaml');
    expect(diagnostics[0]).toMatchObject({ code: 'spec/parse', file: 'api.yaml' });
    expect(diagnostics[0]?.line).toBeGreaterThanOrEqual(3);
  });
});

describe('createSchemaView', () => {
  const collect = (fields: readonly FieldView[]): FieldView[] =>
    fields.flatMap((f) => [f, ...collect(f.children), ...f.variants.flatMap((v) => collect(v.fields))]);

  it('cuts recursive schemas and gives nested fields parent-path anchors', () => {
    const { spec } = parseSpec(
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: {},
        components: {
          schemas: {
            Node: {
              type: 'object',
              required: ['name'],
              properties: {
                name: { type: 'string' },
                owner: { type: 'object', properties: { email: { type: 'string', format: 'email' } } },
                tags: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
                parent: { $ref: '#/components/schemas/Node' },
              },
            },
          },
        },
      }),
      'api.json',
    );
    const view = createSchemaView(
      { $ref: '#/components/schemas/Node' },
      { document: spec?.document, page: new SchemaPage() },
    );
    const fields = collect(view.fields);
    expect(fields.map((f) => f.anchor)).toEqual([
      'name',
      'owner',
      'owner-email',
      'tags',
      'tags-items-name',
      'parent',
    ]);
    expect(fields.find((f) => f.name === 'name')?.required).toBe(true);
    expect(fields.find((f) => f.name === 'email')?.type).toBe('string<email>');
    expect(fields.find((f) => f.name === 'parent')?.children).toEqual([]);
  });

  it('expands a component once per page and links later uses to it', () => {
    const { spec } = parseSpec(
      JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: {},
        components: { schemas: { Address: { type: 'object', properties: { city: { type: 'string' } } } } },
      }),
      'api.json',
    );
    const page = new SchemaPage();
    const schema = {
      type: 'object',
      properties: {
        billing: { $ref: '#/components/schemas/Address' },
        shipping: { $ref: '#/components/schemas/Address' },
      },
    };
    const first = createSchemaView(schema, { document: spec?.document, page, prefix: [] });
    const second = createSchemaView(schema, { document: spec?.document, page, prefix: ['response'] });
    expect(first.fields[0]?.children.map((f) => f.anchor)).toEqual(['billing-city']);
    expect(first.fields[1]).toMatchObject({ anchor: 'shipping', children: [], seeAnchor: 'billing' });
    expect(second.fields.map((f) => [f.anchor, f.children.length, f.seeAnchor])).toEqual([
      ['response-billing', 0, 'billing'],
      ['response-shipping', 0, 'billing'],
    ]);
  });

  it('terminates on every circular schema of the corpus', async () => {
    for (const file of [
      'readme-oas-examples/3.0/json/circular.json',
      'readme-oas-examples/3.0/yaml/schema-circular.yaml',
    ]) {
      const { spec } = await loadSpec(corpus, file);
      expect(spec).toBeDefined();
      for (const op of spec?.operations ?? []) {
        for (const media of [...(op.requestBody?.content ?? []), ...op.responses.flatMap((r) => r.content)]) {
          if (media.schema)
            createSchemaView(media.schema, {
              document: spec?.document,
              page: new SchemaPage(),
            });
        }
      }
    }
  });
});
