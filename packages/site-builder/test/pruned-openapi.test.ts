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
