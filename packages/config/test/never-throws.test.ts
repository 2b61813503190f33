import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/index.ts';

const validBase = { name: 'Acme', navigation: { groups: [{ group: 'Start', pages: ['index'] }] } };

/** Values shaped like docs.json: known keys with random values, so validation goes deep. */
const configLike = fc.record(
  {
    name: fc.jsonValue(),
    theme: fc.oneof(fc.constantFrom('mint', 'maple', 'mnit'), fc.jsonValue()),
    navigation: fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          groups: fc.array(
            fc.record({ group: fc.jsonValue(), pages: fc.array(fc.jsonValue()) }, { requiredKeys: [] }),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
    api: fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          playground: fc.jsonValue(),
          examples: fc.record({ languages: fc.jsonValue() }, { requiredKeys: [] }),
        },
        { requiredKeys: [] },
      ),
    ),
    integrations: fc.oneof(
      fc.jsonValue(),
      fc.dictionary(fc.constantFrom('ga4', 'posthog', 'frontchat', 'nope'), fc.jsonValue()),
    ),
    colors: fc.jsonValue(),
    redirects: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

describe('parseConfig on random input', () => {
  it('returns diagnostics and never throws, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseConfig(JSON.stringify(value) ?? 'null');
        expect(Array.isArray(result.diagnostics)).toBe(true);
        if (result.config === undefined)
          expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('returns diagnostics and never throws, for docs.json-shaped values', () => {
    fc.assert(
      fc.property(configLike, (value) => {
        const result = parseConfig(JSON.stringify({ ...validBase, ...value }, null, 2));
        for (const d of result.diagnostics) expect(d.line).toBeGreaterThan(0);
        if (result.config === undefined)
          expect(result.diagnostics.some((d) => d.severity === 'error')).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseConfig(text);
        expect(result.config === undefined || result.diagnostics.every((d) => d.severity !== 'error')).toBe(
          true,
        );
      }),
      { numRuns: 400 },
    );
  });
});
