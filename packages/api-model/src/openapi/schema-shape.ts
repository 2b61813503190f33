import type { SchemaObject } from '../model.ts';
import { isRecord, refName } from './refs.ts';
import type { VariantView } from './schema-view-types.ts';

/** Whether a schema describes an array: by its type, or by having `items`. */
export function isArraySchema(schema: SchemaObject): boolean {
  return (
    schema.type === 'array' ||
    (Array.isArray(schema.type) && schema.type.includes('array')) ||
    isRecord(schema.items)
  );
}

/**
 * `{type: string, enum: [""]}`: the variant Stripe adds beside an object (`anyOf: [{...}, this]`)
 * so that posting an empty string clears the field.
 */
function isEmptyStringOnly(schema: unknown): boolean {
  return (
    isRecord(schema) &&
    Array.isArray(schema.enum) &&
    schema.enum.length === 1 &&
    schema.enum[0] === '' &&
    (schema.type === undefined || schema.type === 'string')
  );
}

/** The `oneOf` or `anyOf` list of a schema, if it has one. */
export function variantsOf(schema: SchemaObject): readonly unknown[] {
  if (Array.isArray(schema.oneOf)) return schema.oneOf;
  if (Array.isArray(schema.anyOf)) return schema.anyOf;
  return [];
}

/**
 * For "a value, or an empty string to unset it": the one variant that is not the empty string.
 * Such a field reads as that value with `| ""`, not as two options to pick from.
 */
export function clearedVariant(schema: SchemaObject): unknown {
  const variants = variantsOf(schema);
  if (variants.length !== 2) return undefined;
  const rest = variants.filter((variant) => !isEmptyStringOnly(variant));
  return rest.length === 1 ? rest[0] : undefined;
}

/**
 * An object schema with no properties of its own: the value type of its keys (`additionalProperties`),
 * `any` for a free-form object, or undefined when the schema is not such a map.
 */
export function mapValueSchema(schema: SchemaObject): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (!types.includes('object') || hasProperties(schema) || variantsOf(schema).length > 0) return undefined;
  if (Array.isArray(schema.allOf) || isArraySchema(schema)) return undefined;
  const values = schema.additionalProperties;
  // `{type: object, properties: {}}`: an empty object (Stripe's "turn this on, no options").
  if (values === false || (isRecord(schema.properties) && values === undefined)) return undefined;
  return isRecord(values) ? values : {};
}

const hasProperties = (schema: SchemaObject) =>
  isRecord(schema.properties) && Object.keys(schema.properties).length > 0;

/** An object that can hold no fields: `properties: {}` and no other keys allowed or described. */
export const isEmptyObject = (schema: SchemaObject) =>
  schema.type === 'object' &&
  isRecord(schema.properties) &&
  !hasProperties(schema) &&
  schema.additionalProperties === undefined &&
  variantsOf(schema).length === 0;

export function describeConstraints(schema: SchemaObject): string[] {
  const out: string[] = [];
  const add = (key: string, label: string) => {
    if (typeof schema[key] === 'number' || typeof schema[key] === 'string')
      out.push(`${label}${schema[key]}`);
  };
  add('minimum', '>= ');
  add('exclusiveMinimum', '> ');
  add('maximum', '<= ');
  add('exclusiveMaximum', '< ');
  add('minLength', 'min length: ');
  add('maxLength', 'max length: ');
  add('minItems', 'min items: ');
  add('maxItems', 'max items: ');
  add('multipleOf', 'multiple of ');
  add('pattern', 'pattern: ');
  if (schema.uniqueItems === true) out.push('unique items');
  return out;
}

/**
 * How a `oneOf`/`anyOf` option is introduced: its title (its own, its component's name, else
 * `fallback`), the discriminator value that selects it, and what it says of its value: allowed
 * values, else constraints, and (written inline, not a component with a section of its own) its
 * description. `off_session`'s second option reads `one_off`, `recurring`, not just "string (option 2)".
 */
export function variantHead(
  schema: SchemaObject,
  ref: string | undefined,
  fallback: string,
  discriminatorValue: string | undefined,
): Omit<VariantView, 'fields'> {
  // Allowed values say more than the length limits of the strings they are (Stripe's max 5000).
  const constraints = Array.isArray(schema.enum) ? [] : describeConstraints(schema);
  return {
    title: (typeof schema.title === 'string' && schema.title) || (ref && refName(ref)) || fallback,
    ...(discriminatorValue !== undefined && { discriminatorValue }),
    ...(Array.isArray(schema.enum) && schema.enum.length > 0 && { enum: schema.enum }),
    ...(constraints.length > 0 && { constraints }),
    ...(!ref && typeof schema.description === 'string' && { description: schema.description }),
  };
}
