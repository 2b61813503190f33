import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../src/index.ts';

const corpus = join(import.meta.dirname, '../../../../shared/corpus/openapi');

describe('Swagger 2.0 documents', () => {
  it('are upgraded in memory: servers, form uploads, array styles, security schemes', async () => {
    const { spec, diagnostics } = await loadSpec(corpus, 'readme-oas-examples/2.0/json/petstore.json');
    expect(diagnostics).toEqual([]);
    expect(spec?.formatVersion).toBe('2.0');
    expect(spec?.operations).toHaveLength(20);
    expect(spec?.servers.map((s) => s.url)).toEqual(['http://petstore.swagger.io/v2']);

    const upload = spec?.operations.find((op) => op.key === 'POST /pet/{petId}/uploadImage');
    expect(upload?.requestBody?.content.map((m) => m.mediaType)).toEqual(['multipart/form-data']);
    expect(upload?.requestBody?.content[0]?.schema).toMatchObject({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' }, additionalMetadata: { type: 'string' } },
    });

    const byStatus = spec?.operations.find((op) => op.key === 'GET /pet/findByStatus');
    expect(byStatus?.parameters[0]).toMatchObject({
      name: 'status',
      in: 'query',
      style: 'form',
      explode: true,
      schema: { type: 'array' },
    });
    expect(byStatus?.responses[0]?.content.map((m) => m.mediaType)).toEqual([
      'application/xml',
      'application/json',
    ]);
    expect(byStatus?.responses[0]?.content[0]?.schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Pet' },
    });

    const create = spec?.operations.find((op) => op.key === 'POST /pet');
    expect(create?.requestBody?.required).toBe(true);
    expect(create?.requestBody?.content.map((m) => [m.mediaType, m.schema])).toEqual([
      ['application/json', { $ref: '#/components/schemas/Pet' }],
      ['application/xml', { $ref: '#/components/schemas/Pet' }],
    ]);
    expect(spec?.securitySchemes).toMatchObject({
      petstore_auth: { type: 'oauth2' },
      api_key: { type: 'apiKey', in: 'header', name: 'api_key' },
    });
  });

  it('rewrites $refs in the `default` response, which is structure, not a default value', async () => {
    const { spec } = await loadSpec(corpus, 'oai-examples/v2.0/json/petstore-expanded.json');
    const response = spec?.operations[0]?.responses.find((r) => r.status === 'default');
    expect(response?.content[0]?.schema).toEqual({ $ref: '#/components/schemas/Error' });
  });
});
