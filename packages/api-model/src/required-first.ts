import type { FieldView, SchemaView, VariantView } from './openapi/schema-view-types.ts';

/**
 * Required items first, then the rest, each in the spec's order: how parameter and request body
 * lists read (issue 36). Display order only: requests keep the spec's order, so the playground
 * sends the bytes the examples show.
 */
export function requiredFirst<T extends { readonly required: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.required), ...items.filter((item) => !item.required)];
}

/** A schema view with `requiredFirst` order at every level: fields, their fields, each variant's. */
export function requiredFieldsFirst<V extends SchemaView>(view: V): V {
  return { ...view, fields: orderFields(view.fields), variants: view.variants.map(orderVariant) };
}

function orderFields(fields: readonly FieldView[]): FieldView[] {
  return requiredFirst(fields).map((field) => ({
    ...field,
    children: orderFields(field.children),
    variants: field.variants.map(orderVariant),
  }));
}

function orderVariant(variant: VariantView): VariantView {
  return { ...variant, fields: orderFields(variant.fields) };
}
