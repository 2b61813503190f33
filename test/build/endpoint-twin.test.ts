import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseSpec, validateAgainstSchema } from '@docwright/api-model';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';
import { refsIn, resolveLocal, twinOpenApi } from '../helpers/twin.ts';

const petSchema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'string' },
    owner: { $ref: '#/components/schemas/Owner' },
    // A property named `example` is a schema, and its reference counts.
    example: { $ref: '#/components/schemas/Tag' },
  },
  discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } },
  // A `$ref` key inside example data is data: it must not pull Order in.
  example: { id: 'p1', note: { $ref: '#/components/schemas/Order' } },
};

const spec = {
  openapi: '3.0.3',
  info: { title: 'Pets', version: '1.0.0' },
  servers: [{ url: 'https://api.pets.example/v1' }],
  security: [{ apiKey: [] }],
  paths: {
    '/pets/{id}': {
      parameters: [{ $ref: '#/components/parameters/PetId' }],
      get: {
        summary: 'Get a pet',
        responses: { '200': { $ref: '#/components/responses/PetResponse' } },
      },
      delete: {
        summary: 'Delete a pet',
        security: [{ oauth: ['write'] }],
        responses: {
          '404': {
            description: 'No',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        },
      },
    },
    '/orders': {
      post: {
        summary: 'Place an order',
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } },
        responses: { '201': { description: 'Placed' } },
      },
    },
  },
  components: {
    parameters: { PetId: { name: 'id', in: 'path', required: true, schema: { type: 'string' } } },
    responses: {
      PetResponse: {
        description: 'The pet',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } },
      },
    },
    schemas: {
      Pet: petSchema,
      Cat: {
        allOf: [
          { $ref: '#/components/schemas/Pet' },
          { type: 'object', properties: { lives: { type: 'integer' } } },
        ],
      },
      Owner: { type: 'object', properties: { address: { $ref: '#/components/schemas/Address' } } },
      Address: { type: 'object', properties: { city: { type: 'string' } } },
      Tag: { type: 'string' },
      Error: { type: 'object', properties: { message: { type: 'string' } } },
      Order: { type: 'object', properties: { id: { type: 'string' } } },
      Unused: { type: 'object' },
    },
    securitySchemes: {
      apiKey: { type: 'apiKey', in: 'header', name: 'X-Key' },
      oauth: {
        type: 'oauth2',
        flows: {
          clientCredentials: { tokenUrl: 'https://auth.pets.example/token', scopes: { write: 'Write' } },
        },
      },
    },
  },
};

describe('endpoint page twins', () => {
  let out: string;
  beforeAll(async () => {
    const site = await writeSite(
      {
        'docs.json': JSON.stringify({
          name: 'Pets',
          navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
        }),
        'openapi.json': JSON.stringify(spec, null, 2),
      },
      'endpoint-twin',
    );
    out = join(await tempDir('endpoint-twin-out'), 'dist');
    const result = await runDocs(['build', site, '--out', out, '--base-url', 'https://docs.example.com']);
    expect(result.code, result.stderr).toBe(0);
  });

  it('carry the operation as a valid single-operation OpenAPI document with only what it references', async () => {
    const twin = await readFile(join(out, 'api-reference/get-a-pet.md'), 'utf8');
    expect(
      twin.startsWith(
        '> For the complete documentation index, see [llms.txt](https://docs.example.com/llms.txt).\n\n# Get a pet\n',
      ),
    ).toBe(true);
    const document = twinOpenApi(twin);
    expect(document.openapi).toBe('3.0.3');
    expect(document.info).toEqual(spec.info);
    expect(document.servers).toEqual(spec.servers);
    expect(document.security).toEqual([{ apiKey: [] }]);
    const paths = document.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths)).toEqual(['/pets/{id}']);
    expect(Object.keys(paths['/pets/{id}'] ?? {}).sort()).toEqual(['get', 'parameters']);
    const components = document.components as Record<string, Record<string, unknown>>;
    expect(Object.keys(components).sort()).toEqual(['parameters', 'responses', 'schemas', 'securitySchemes']);
    // Followed transitively (response -> Pet -> Owner -> Address; Pet's mapping -> Cat; the
    // `example` property -> Tag), and nothing else: not Order from the example data, not the
    // other operations' Error, not Unused, not the oauth scheme only DELETE uses.
    expect(Object.keys(components.schemas ?? {}).sort()).toEqual(['Address', 'Cat', 'Owner', 'Pet', 'Tag']);
    expect(Object.keys(components.securitySchemes ?? {})).toEqual(['apiKey']);
    expect(components.schemas?.Pet).toEqual(petSchema);

    const refs = refsIn(document);
    expect(refs.length).toBeGreaterThan(4);
    for (const { ref, at } of refs) expect(resolveLocal(document, ref), `${ref} at ${at}`).toBeDefined();
    expect(validateAgainstSchema(document).problems).toEqual([]);
    const { spec: parsed } = parseSpec(JSON.stringify(document), 'twin.json');
    expect(parsed?.operations.map((op) => op.key)).toEqual(['GET /pets/{id}']);
  });

  it('list in words the fields the page shows: request body and responses, two levels deep', async () => {
    const twin = await readFile(join(out, 'api-reference/get-a-pet.md'), 'utf8');
    const responses = twin.slice(twin.indexOf('### Responses'), twin.indexOf('### OpenAPI'));
    expect(responses).toContain(
      '- `200`: The pet\n  - `id` string, required\n  - `owner` object\n    - `address` object\n  - `example` string\n',
    );
    // Three levels down (owner -> address -> city) is left to the OpenAPI document.
    expect(responses).not.toContain('`city`');
    const placed = await readFile(join(out, 'api-reference/place-an-order.md'), 'utf8');
    const body = placed.slice(placed.indexOf('### Request body'), placed.indexOf('### Example request'));
    expect(body).toBe('### Request body\n\n- `application/json`\n\n- `id` string\n\n');
  });

  it('name the security scheme the operation overrides with, and give one curl example', async () => {
    const twin = await readFile(join(out, 'api-reference/delete-a-pet.md'), 'utf8');
    const document = twinOpenApi(twin);
    expect(document.security).toBeUndefined();
    const components = document.components as Record<string, Record<string, unknown>>;
    expect(Object.keys(components.securitySchemes ?? {})).toEqual(['oauth']);
    expect(Object.keys(components.schemas ?? {})).toEqual(['Error']);
    expect(validateAgainstSchema(document).problems).toEqual([]);
    const curl = [...twin.matchAll(/^```bash\n([\s\S]*?)\n```$/gm)].map((m) => m[1] ?? '');
    expect(curl).toHaveLength(1);
    expect(curl[0]).toMatch(/^curl .*-X DELETE|^curl --request DELETE/);
    expect(curl[0]).toContain('https://api.pets.example/v1/pets/');
  });
});
