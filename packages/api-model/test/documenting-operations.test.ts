import { describe, expect, it } from 'vitest';
import {
  type ApiSpec,
  createSchemaView,
  documentingOperations,
  parseSpec,
  SchemaPage,
} from '../src/index.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const returns = (status: string, schema: unknown) => ({
  responses: { [status]: { description: 'x', content: { 'application/json': { schema } } } },
});

const parsed = parseSpec(
  JSON.stringify({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/pets': {
        post: returns('201', ref('Pet')),
        get: returns('200', { type: 'array', items: ref('Pet') }),
      },
      '/pets/{id}': { get: returns('200', ref('Pet')), delete: returns('404', ref('Owner')) },
      '/owners': { post: returns('201', ref('Owner')) },
    },
    webhooks: { tagged: { post: returns('200', ref('Tag')) } },
    components: {
      schemas: {
        Pet: { type: 'object', properties: { id: { type: 'string' } } },
        Owner: { type: 'object', properties: { pet: ref('Pet') } },
        Tag: { type: 'object', properties: { name: { type: 'string' } } },
      },
    },
  }),
  'api.json',
);
const spec = parsed.spec as ApiSpec;

describe('the operation whose page shows a component in full', () => {
  it('is the first GET that returns it whole, else the first operation; never a webhook or an error', () => {
    expect(Object.fromEntries(documentingOperations(spec))).toEqual({
      '#/components/schemas/Pet': 'GET /pets/{id}',
      '#/components/schemas/Owner': 'POST /owners',
    });
  });

  it('is what a field names when its component is not expanded there', () => {
    const documented = documentingOperations(spec);
    const view = createSchemaView(ref('Owner'), {
      document: spec.document,
      page: new SchemaPage(),
      componentLevels: 0,
      documentedBy: (target) => documented.get(target),
    });
    expect(view.fields[0]).toMatchObject({
      name: 'pet',
      children: [],
      documentedBy: { component: 'Pet', operation: 'GET /pets/{id}' },
    });
  });
});
