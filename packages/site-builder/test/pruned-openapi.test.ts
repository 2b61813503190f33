import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadSpec } from '@docwright/api-model';
import { describe, expect, it } from 'vitest';
import { prunedOperationDocument, prunedOperationJson } from '../src/render/pruned-openapi.ts';

const corpus = fileURLToPath(new URL('../../../../shared/corpus/openapi/', import.meta.url));

describe("an operation's pruned OpenAPI document as JSON", () => {
  it.each([
    ['stripe/spec3.json', undefined],
    // A small budget notes far more references as left out: components shared across
    // operations are then written with different notes on different pages.
    ['stripe/spec3.json', 800],
    ['twilio/twilio_api_v2010.json', undefined],
    ['plaid/plaid-2020-09-14.yml', undefined],
  ])('is the indented JSON of the document, for every operation of %s (budget %s)', async (file, budget) => {
    const { spec } = await loadSpec(corpus, file, { schemaCheck: false });
    if (!spec) throw new Error(`${file} did not load`);
    expect(spec.operations.length).toBeGreaterThan(50);
    let differing = 0;
    // In order, so that later operations take the components earlier ones wrote.
    for (const operation of spec.operations) {
      const json = prunedOperationJson(spec, operation, `/${spec.id}`, budget);
      const expected = JSON.stringify(
        prunedOperationDocument(spec, operation, `/${spec.id}`, budget),
        null,
        2,
      );
      if (json !== expected) differing++;
    }
    expect(differing).toBe(0);
  });
});

describe('components whose names are Object.prototype keys', () => {
  it('are kept in the pruned document as any other name is', async () => {
    const dir = mkdtempSync(join(process.env.DOCWRIGHT_TEST_TMP ?? tmpdir(), 'pruned-proto-'));
    const names = ['__proto__', 'constructor', 'hasOwnProperty'];
    const schemas = Object.fromEntries(
      names.map((name) => [name, { type: 'object', properties: { [`${name}_field`]: { type: 'string' } } }]),
    );
    writeFileSync(
      join(dir, 'spec.json'),
      // JSON.parse makes `__proto__` an own key; JSON.stringify writes it back.
      `{"openapi":"3.0.3","info":{"title":"T","version":"1"},"paths":{"/things":{"post":{"requestBody":{"content":{"application/json":{"schema":{"type":"object","properties":{${names
        .map((name) => `"${name}":{"$ref":"#/components/schemas/${name}"}`)
        .join(
          ',',
        )}}}}}},"responses":{"200":{"description":"ok"}}}}},"components":{"schemas":${JSON.stringify(schemas)}}}`,
    );
    const { spec } = await loadSpec(dir, 'spec.json', { schemaCheck: false });
    if (!spec) throw new Error('the spec did not load');
    const operation = spec.operations[0];
    if (!operation) throw new Error('no operation');
    const json = prunedOperationJson(spec, operation, '/spec');
    for (const name of names) {
      expect(json).toContain(`"${name}": {`);
      expect(json).toContain(`"${name}_field"`);
    }
    expect(({} as Record<string, unknown>).__proto__).toBe(Object.prototype);
  });
});
