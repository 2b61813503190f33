import { describe, expect, it } from 'vitest';
import { exampleFromSchema, exampleWithinBudget } from '../src/index.ts';

// Issue 36 items 2 and 4: example values come from the spec, then from formats; an empty string
// is no example; a nullable object cut short is `null`, a value its schema allows, not `{}`.

const document = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Address: {
        type: 'object',
        required: ['city'],
        properties: { city: { type: 'string', example: 'Paris' } },
      },
      Customer: {
        type: 'object',
        properties: {
          name: { type: 'string', example: 'Jenny' },
          // OpenAPI 3.0's way: `nullable` beside an `allOf` (or `anyOf`) of the `$ref`.
          shipping: { nullable: true, allOf: [{ $ref: '#/components/schemas/Address' }] },
          billing: { nullable: true, anyOf: [{ $ref: '#/components/schemas/Address' }] },
          // OpenAPI 3.1's: a `null` branch, or `null` among the types.
          home: { oneOf: [{ $ref: '#/components/schemas/Address' }, { type: 'null' }] },
          work: { type: ['object', 'null'], properties: { city: { type: 'string' } } },
          // Not nullable: cut short, it stays an (empty) object.
          office: { $ref: '#/components/schemas/Address' },
          parent: { nullable: true, allOf: [{ $ref: '#/components/schemas/Customer' }] },
        },
      },
    },
  },
};
const customer = { $ref: '#/components/schemas/Customer' };
const options = { document, requiredOnly: false, direction: 'response' as const };

describe('example values', () => {
  it('makes a nullable object that the budget cuts null, and a non-nullable one {}', () => {
    const cut = exampleFromSchema(customer, { ...options, maxDepth: 0 }) as Record<string, unknown>;
    expect(cut).toEqual({
      name: 'Jenny',
      shipping: null,
      billing: null,
      home: null,
      work: null,
      office: {},
      parent: null,
    });
  });

  it('keeps a nullable object that fits the budget, and makes its recursion null', () => {
    const full = exampleFromSchema(customer, options) as Record<string, unknown>;
    expect(full.shipping).toEqual({ city: 'Paris' });
    expect(full.home).toEqual({ city: 'Paris' });
    // The customer inside itself: a recursion stops, with the value the schema allows.
    expect(full.parent).toBeNull();
    const budgeted = exampleWithinBudget(customer, options, { maxChars: 60, minDepth: 0 });
    expect(JSON.stringify(budgeted)).not.toContain('"shipping":{}');
  });

  it('takes the first enum value that is not the empty string, and a timestamp for unix-time', () => {
    const request = { ...options, direction: 'request' as const };
    expect(exampleFromSchema({ type: 'string', enum: ['', 'none', 'off_session'] }, request)).toBe('none');
    expect(exampleFromSchema({ type: 'string', enum: [''] }, request)).toBe('');
    expect(exampleFromSchema({ type: 'integer', format: 'unix-time' }, request)).toBe(1704067200);
    expect(exampleFromSchema({ type: 'string', format: 'email' }, request)).toBe('jane@example.com');
    expect(exampleFromSchema({ type: 'integer', format: 'int32', maximum: 10 }, request)).toBe(10);
  });
});
