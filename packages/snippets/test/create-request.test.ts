import { join } from 'node:path';
import { type ApiSpec, loadSpec, parseSpec } from '@docwright/api-model';
import { describe, expect, it } from 'vitest';
import { createRequest, joinUrl, serverUrl } from '../src/index.ts';

const corpus = join(import.meta.dirname, '../../../../shared/corpus/openapi');

function specOf(document: Record<string, unknown>): ApiSpec {
  const { spec } = parseSpec(
    JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version: '1' }, ...document }),
    'spec.json',
  );
  if (!spec) throw new Error('spec did not parse');
  return spec;
}

function requestFor(spec: ApiSpec, key: string, defaults: 'all' | 'required' = 'all') {
  const operation = spec.operations.find((candidate) => candidate.key === key);
  if (!operation) throw new Error(`no ${key}`);
  return createRequest(spec, operation, { defaults });
}

describe('createRequest', () => {
  const spec = specOf({
    servers: [
      { url: 'https://{region}.example.com/v1?api-version=2024', variables: { region: { default: 'eu' } } },
    ],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        basic: { type: 'http', scheme: 'basic' },
        headerKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        queryKey: { type: 'apiKey', in: 'query', name: 'api_key' },
        cookieKey: { type: 'apiKey', in: 'cookie', name: 'session' },
        oauth: { type: 'oauth2', flows: {} },
      },
      schemas: {
        Pet: {
          type: 'object',
          required: ['name'],
          properties: {
            id: { type: 'integer', readOnly: true },
            name: { type: 'string', example: 'Rex' },
            tags: { type: 'array', items: { type: 'string', example: 'good' } },
            owner: { $ref: '#/components/schemas/Owner' },
          },
        },
        Owner: {
          type: 'object',
          properties: {
            email: { type: 'string', format: 'email' },
            pets: { type: 'array', items: { $ref: '#/components/schemas/Pet' } },
          },
        },
      },
    },
    paths: {
      '/pets/{petId}/files/{name}': {
        get: {
          security: [{ bearer: [] }],
          parameters: [
            { name: 'petId', in: 'path', required: true, schema: { type: 'integer' }, example: 42 },
            { name: 'name', in: 'path', required: true, schema: { type: 'string' }, example: 'a/b c?' },
            {
              name: 'tag',
              in: 'query',
              schema: { type: 'array', items: { type: 'string' } },
              example: ['x y', 'z'],
            },
            { name: 'ids', in: 'query', explode: false, schema: { type: 'array' }, example: [1, 2] },
            { name: 'pipes', in: 'query', style: 'pipeDelimited', explode: false, example: ['a', 'b'] },
            { name: 'filter', in: 'query', style: 'deepObject', example: { owner: 'me' } },
            { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1 } },
            { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string' } },
            { name: 'Accept', in: 'header', schema: { type: 'string' } },
            { name: 'theme', in: 'cookie', example: 'dark' },
          ],
        },
      },
      '/pets': {
        post: {
          security: [{ basic: [] }, { bearer: [] }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
        },
      },
      '/keys': { get: { security: [{ headerKey: [], queryKey: [], cookieKey: [] }] } },
      '/oauth': { get: { security: [{ oauth: ['read'] }] } },
      '/upload': {
        post: {
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: { note: { type: 'string' }, file: { type: 'string', format: 'binary' } },
                },
                encoding: { file: { contentType: 'image/png' } },
              },
            },
          },
        },
      },
    },
  });

  it('fills server variables, keeps the server query first, encodes path values and serializes query styles', () => {
    const request = requestFor(spec, 'GET /pets/{petId}/files/{name}');
    expect(request.url).toBe(
      'https://eu.example.com/v1/pets/42/files/a%2Fb%20c%3F?api-version=2024&tag=x%20y&tag=z&ids=1,2&pipes=a%7Cb&filter[owner]=me&limit=123',
    );
    expect(request.headers).toEqual([
      { name: 'X-Trace', value: '<string>' },
      { name: 'Authorization', value: 'Bearer <token>' },
    ]);
    expect(request.cookies).toEqual([{ name: 'theme', value: 'dark' }]);
    expect(request.body).toBeUndefined();
  });

  it('leaves out optional parameters and fields with defaults: required', () => {
    const request = requestFor(spec, 'GET /pets/{petId}/files/{name}', 'required');
    expect(request.url).toBe('https://eu.example.com/v1/pets/42/files/a%2Fb%20c%3F?api-version=2024');
    expect(requestFor(spec, 'POST /pets', 'required').body).toEqual({
      kind: 'json',
      mediaType: 'application/json',
      value: { name: 'Rex' },
    });
  });

  it('builds JSON bodies from schemas without readOnly fields, cutting recursion', () => {
    const request = requestFor(spec, 'POST /pets');
    expect(request.basicAuth).toEqual({ username: '<username>', password: '<password>' });
    expect(request.body).toEqual({
      kind: 'json',
      mediaType: 'application/json',
      value: { name: 'Rex', tags: ['good'], owner: { email: 'jane@example.com', pets: [] } },
    });
  });

  it('places API keys in header, query and cookie together, and OAuth 2 as a bearer token', () => {
    const keys = requestFor(spec, 'GET /keys');
    expect(keys.url).toBe('https://eu.example.com/v1/keys?api-version=2024&api_key=YOUR_API_KEY');
    expect(keys.headers).toEqual([{ name: 'X-API-Key', value: '<api-key>' }]);
    expect(keys.cookies).toEqual([{ name: 'session', value: '<api-key>' }]);
    expect(requestFor(spec, 'GET /oauth').headers).toEqual([
      { name: 'Authorization', value: 'Bearer <token>' },
    ]);
  });

  it('turns binary multipart properties into file parts with their declared type', () => {
    expect(requestFor(spec, 'POST /upload').body).toEqual({
      kind: 'multipart',
      parts: [
        { kind: 'field', name: 'note', value: '<string>' },
        { kind: 'file', name: 'file', file: 'example-file.png', mediaType: 'image/png' },
      ],
    });
  });

  it('joins URLs without doubling slashes or query marks', () => {
    expect(joinUrl('https://a.test/v1/', '/x', ['b=2'])).toBe('https://a.test/v1/x?b=2');
    expect(joinUrl('https://a.test/v1?a=1', '/x', [])).toBe('https://a.test/v1/x?a=1');
    expect(serverUrl({ url: '/api', variables: {} })).toBe('https://api.example.com/api');
    expect(serverUrl(undefined)).toBe('https://api.example.com');
  });
});

describe('createRequest on the edges of OpenAPI', () => {
  const edges = specOf({
    servers: [{ url: 'https://x.test' }],
    components: {
      securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } },
      schemas: {
        Base: {
          type: 'object',
          properties: {
            id: { type: 'integer', maximum: 10 },
            name: { type: 'string' },
            note: { type: 'string' },
          },
        },
      },
    },
    paths: {
      '/params': {
        get: {
          security: [{}, { key: [] }],
          parameters: [
            {
              name: 'filter',
              in: 'query',
              content: {
                'application/json': { schema: { type: 'object', properties: { a: { type: 'integer' } } } },
              },
            },
            { name: 'X-Pairs', in: 'header', explode: true, example: { a: 1, b: 2 } },
            { name: 'sess', in: 'cookie', example: 'a b;c=d' },
            { name: 'size', in: 'query', schema: { type: 'integer', exclusiveMinimum: 500 } },
            { name: 'mode', in: 'query', examples: { fast: { value: 'quick' } } },
          ],
        },
      },
      '/text': { post: { requestBody: { content: { 'text/plain': { example: { a: 1 } } } } } },
      '/any': {
        post: { requestBody: { content: { '*/*': { schema: { type: 'string', format: 'binary' } } } } },
      },
      '/composed': {
        post: {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: { allOf: [{ $ref: '#/components/schemas/Base' }, { required: ['id', 'name'] }] },
              },
            },
          },
        },
      },
      '/composed-upload': {
        post: {
          requestBody: {
            content: {
              'multipart/form-data': {
                schema: {
                  allOf: [{ type: 'object', properties: { file: { type: 'string', format: 'binary' } } }],
                },
              },
            },
          },
        },
      },
    },
  });

  it('sends content parameters as their media type, honours header explode, encodes cookies, reads examples maps', () => {
    const request = requestFor(edges, 'GET /params');
    expect(request.url).toBe('https://x.test/params?filter=%7B%22a%22%3A123%7D&size=501&mode=quick');
    expect(request.headers).toEqual([
      { name: 'X-Pairs', value: 'a=1,b=2' },
      { name: 'X-Key', value: '<api-key>' },
    ]);
    expect(request.cookies).toEqual([{ name: 'sess', value: 'a%20b%3Bc=d' }]);
  });

  it('writes objects in text bodies as JSON and sends files for */* binary bodies', () => {
    expect(requestFor(edges, 'POST /text').body).toEqual({
      kind: 'text',
      mediaType: 'text/plain',
      text: '{"a":1}',
    });
    expect(requestFor(edges, 'POST /any').body).toEqual({
      kind: 'binary',
      mediaType: 'application/octet-stream',
      file: 'example-file',
    });
  });

  it('applies required lists of allOf parts with defaults: required, and respects number bounds', () => {
    expect(requestFor(edges, 'POST /composed', 'required').body).toEqual({
      kind: 'json',
      mediaType: 'application/json',
      value: { id: 10, name: '<string>' },
    });
  });

  it('finds file properties through allOf in multipart bodies', () => {
    expect(requestFor(edges, 'POST /composed-upload').body).toEqual({
      kind: 'multipart',
      parts: [{ kind: 'file', name: 'file', file: 'example-file' }],
    });
  });
});

describe('createRequest on real specs', () => {
  it('reads form bodies and file uploads from ReadMe examples', async () => {
    const form = (await loadSpec(corpus, 'readme-oas-examples/3.0/json/form-data.json')).spec as ApiSpec;
    expect(requestFor(form, 'POST /anything', 'all').body).toEqual({
      kind: 'form',
      fields: [
        { name: 'client_id', value: '<string>' },
        { name: 'client_secret', value: '<string>' },
        { name: 'scope', value: '123' },
      ],
    });
    const uploads = (await loadSpec(corpus, 'readme-oas-examples/3.0/json/file-uploads.json'))
      .spec as ApiSpec;
    expect(requestFor(uploads, 'POST /anything/image-png').body).toEqual({
      kind: 'binary',
      mediaType: 'image/png',
      file: 'example-file.png',
    });
  });

  it('builds a parseable request for every Stripe operation', async () => {
    const stripe = (await loadSpec(corpus, 'stripe/spec3.json')).spec as ApiSpec;
    for (const operation of stripe.operations) {
      const request = createRequest(stripe, operation);
      expect(() => new URL(request.url), operation.key).not.toThrow();
      expect(request.url, operation.key).toMatch(/^https:\/\/(api|files)\.stripe\.com\//);
      // Braces only around a whole value still to fill in: `{charge}` in the path, `={expand}` in the query.
      const unfilled = request.url.replace(/(^|[/=])\{[A-Za-z0-9_.-]+\}(?=$|[/?&])/g, '$1');
      expect(unfilled.includes('{') || unfilled.includes('}'), operation.key).toBe(false);
      for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path'))
        expect(request.url, operation.key).toContain(`/{${parameter.name}}`);
    }
    expect(requestFor(stripe, 'GET /v1/charges/{charge}').url).toBe(
      'https://api.stripe.com/v1/charges/{charge}?expand[0]={expand}',
    );
    const customers = requestFor(stripe, 'GET /v1/customers').url;
    expect(customers).toContain('&email={email}&');
    // Stripe's `format: unix-time` timestamps get a time, not 123.
    expect(requestFor(stripe, 'GET /v1/invoices/upcoming').url).toContain('[period][end]=1704067200&');
    const charge = requestFor(stripe, 'POST /v1/charges');
    expect(charge.body?.kind).toBe('form');
    expect(charge.basicAuth).toEqual({ username: '<username>', password: '<password>' });
  });
});
