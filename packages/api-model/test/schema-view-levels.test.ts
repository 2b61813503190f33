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

  it('expand referenced components only down to the component levels asked for', () => {
    const names = (fields: readonly FieldView[]): string[] =>
      fields.flatMap((field) => [
        field.name,
        ...names(field.children).map((name) => `${field.name}.${name}`),
      ]);
    const two = createSchemaView(invoice, { document, page: new SchemaPage() });
    const one = createSchemaView(invoice, { document, page: new SchemaPage(), componentLevels: 1 });
    // Customer is a component at the first level; its Address, and the Address of lines.data, at the second.
    expect(names(two.fields)).toContain('customer.address.city');
    expect(names(one.fields)).toEqual(['customer', 'customer.address', 'lines', 'lines.data']);
    // A field cut there keeps what it is.
    expect(one.fields[0]?.children[0]).toMatchObject({ name: 'address', type: 'object', children: [] });
  });

  it("treat a component that is one of a field's variants as they treat a component field", () => {
    const withSource = {
      components: {
        schemas: {
          ...document.components.schemas,
          Error: {
            type: 'object',
            properties: {
              code: { type: 'string' },
              source: { anyOf: [{ $ref: '#/components/schemas/Customer' }, { type: 'string' }] },
            },
          },
        },
      },
    };
    const error = { type: 'object', properties: { error: { $ref: '#/components/schemas/Error' } } };
    const sourceOf = (componentLevels: number) =>
      createSchemaView(error, { document: withSource, page: new SchemaPage(), componentLevels }).fields[0]
        ?.children[1];
    expect(sourceOf(2)?.variants.map((variant) => variant.fields.map((field) => field.name))).toEqual([
      ['address'],
      [],
    ]);
    expect(sourceOf(1)?.variants.map((variant) => [variant.title, variant.fields.length])).toEqual([
      ['Customer', 0],
      ['string (option 2)', 0],
    ]);
  });

  it('link a component they stop at to where the page showed it in full', () => {
    const page = new SchemaPage();
    createSchemaView(
      { type: 'object', properties: { billing: address } },
      { document, page, prefix: ['response', '200'] },
    );
    const error = createSchemaView(invoice, {
      document,
      page,
      prefix: ['response', 'default'],
      componentLevels: 1,
    });
    const cut = error.fields[0]?.children[0];
    expect(cut).toMatchObject({ name: 'address', children: [], seeAnchor: 'response-200-billing' });
    // Lines' data is the same component, cut at the same depth: it links to the same place.
    expect(error.fields[1]?.children[0]?.seeAnchor).toBe('response-200-billing');
  });

  it('expand a component variant once a page, and link its later uses and cut uses to where it is', () => {
    const schemas = {
      ...document.components.schemas,
      Charge: {
        type: 'object',
        properties: {
          // Stripe's expandable fields: an id, or the whole object.
          customer: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/Customer' }] },
          refund: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/Refund' }] },
        },
      },
      Refund: {
        type: 'object',
        properties: { customer: { anyOf: [{ type: 'string' }, { $ref: '#/components/schemas/Customer' }] } },
      },
    };
    const withCharge = { components: { schemas } };
    const charge = { $ref: '#/components/schemas/Charge' };
    const page = new SchemaPage();
    const view = createSchemaView(charge, {
      document: withCharge,
      page,
      prefix: ['response', '200'],
      documentedBy: (ref) => (ref === '#/components/schemas/Customer' ? 'GET /customers/{id}' : undefined),
    });
    const [customer, refund] = view.fields;
    expect(customer?.variants[1]).toMatchObject({ title: 'Customer', fields: [{ name: 'address' }] });
    expect(customer?.variants[1]?.seeAnchor).toBeUndefined();
    // The refund's customer is the same component: it links to the first one instead of repeating it.
    expect(refund?.variants[1]?.fields[0]?.variants[1]).toEqual({
      title: 'Customer',
      fields: [],
      seeAnchor: 'response-200-customer',
    });
    // Where error responses stop, a variant with no expansion on the page links to its operation's page.
    const error = createSchemaView(charge, {
      document: withCharge,
      page: new SchemaPage(),
      componentLevels: 0,
      documentedBy: (ref) => (ref === '#/components/schemas/Customer' ? 'GET /customers/{id}' : undefined),
    });
    expect(error.fields[0]?.variants[1]).toEqual({
      title: 'Customer',
      fields: [],
      documentedBy: { component: 'Customer', operation: 'GET /customers/{id}' },
    });
  });
});
