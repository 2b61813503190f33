import { describe, expect, it } from 'vitest';
import { createSchemaView, type FieldView, SchemaPage } from '../src/index.ts';

const document = {
  components: {
    schemas: {
      Invoice: {
        type: 'object',
        properties: {
          customer: { $ref: '#/components/schemas/Customer' },
          lines: { type: 'object', properties: { data: { $ref: '#/components/schemas/Address' } } },
        },
      },
      Customer: { type: 'object', properties: { address: { $ref: '#/components/schemas/Address' } } },
      Address: { type: 'object', properties: { city: { type: 'string' } } },
    },
  },
};
const invoice = { $ref: '#/components/schemas/Invoice' };
const address = { $ref: '#/components/schemas/Address' };

const depthOf = (fields: readonly FieldView[]): number =>
  fields.length === 0 ? 0 : 1 + Math.max(...fields.map((field) => depthOf(field.children)));

describe('schema views built to fewer levels', () => {
  it('stop at the levels asked for, and build all four by default', () => {
    const full = createSchemaView(invoice, { document, page: new SchemaPage() });
    const two = createSchemaView(invoice, { document, page: new SchemaPage(), levels: 2 });
    expect(depthOf(full.fields)).toBe(3);
    expect(depthOf(two.fields)).toBe(2);
    expect(two.fields.map((field) => field.name)).toEqual(['customer', 'lines']);
  });

  it('leave the components they did not show for later views on the page to expand', () => {
    // Address sits at the third level of Invoice: a page that shows it there links to it later.
    const page = new SchemaPage();
    createSchemaView(invoice, { document, page });
    expect(createSchemaView(address, { document, page }).fields[0]?.children).toEqual([]);
    const twinPage = new SchemaPage();
    createSchemaView(invoice, { document, page: twinPage, levels: 2 });
    const later = createSchemaView(
      { type: 'object', properties: { to: address } },
      { document, page: twinPage, levels: 2 },
    );
    expect(later.fields[0]?.children.map((field) => field.name)).toEqual(['city']);
  });
});
