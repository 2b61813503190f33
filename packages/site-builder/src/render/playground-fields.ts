import { derefObject, isRecord } from '@docwright/api-model';
import type { FieldType, PlaygroundField } from '@docwright/page-model';
import { isFileSchema, mergedProperties, schemaType } from '@docwright/snippets';

/**
 * How deep the playground shows an object's fields as nested inputs, and how many nested inputs
 * one body may have: every descriptor is embedded in the page, and Stripe's bodies nest hundreds
 * of fields. Past either, a field is one JSON text input.
 */
const nestedDepth = 2;
const nestedBudget = 60;

/** The nested inputs one operation's fields may still add. */
export interface NestingBudget {
  left: number;
}

export const nestingBudget = (): NestingBudget => ({ left: nestedBudget });

/** The schema key an `api:` page's `<ParamField placeholder>` travels in, to its playground input. */
export const placeholderKey = 'x-docwright-placeholder';

interface FieldSource {
  readonly name: string;
  readonly location: PlaygroundField['in'];
  readonly required: boolean;
  readonly schema: Record<string, unknown>;
  readonly example: unknown;
  /** What the input starts with under `examples.prefill`, when not the example (an `x-default`). */
  readonly preset?: unknown;
}

/** A field's input, with its object properties (or array items' properties) as nested inputs. */
export function describeField(
  source: FieldSource,
  document: unknown,
  prefill: boolean,
  extra: Partial<PlaygroundField>,
  budget?: NestingBudget,
  depth = 0,
): PlaygroundField {
  const { example } = source;
  const schema = fillableSchema(source.schema, document);
  const type = (schemaType(schema) ?? 'string') as string;
  const items = derefObject(document, schema.items);
  const enumValues = Array.isArray(schema.enum)
    ? schema.enum.map(String)
    : type === 'array' && Array.isArray(items?.enum)
      ? items.enum.map(String)
      : undefined;
  const file = isFileSchema(document, schema) || (type === 'array' && isFileSchema(document, schema.items));
  const text = exampleText(example);
  const placeholder =
    typeof source.schema[placeholderKey] === 'string' ? source.schema[placeholderKey] : text;
  const preset = 'preset' in source ? exampleText(source.preset) : text;
  const itemType = items ? schemaType(items) : undefined;
  const nested =
    budget && depth < nestedDepth && !file && !enumValues
      ? nestedFields(type === 'array' ? schema.items : schema, type, source, document, budget, depth)
      : undefined;
  // Nested inputs carry their own placeholders; the whole value stays as the prefill they start from.
  return {
    name: source.name,
    in: source.location,
    required: source.required,
    type: fieldTypes.has(type) ? (type as FieldType) : 'string',
    ...(enumValues && { enum: enumValues }),
    ...(placeholder !== undefined && !file && !nested && { example: placeholder }),
    ...(prefill && preset !== undefined && !file && { prefill: preset }),
    ...(file && { file: true, ...(type === 'array' && { multiple: true }) }),
    ...(nested && { children: nested }),
    ...(type === 'array' &&
      itemType !== undefined &&
      fieldTypes.has(itemType) && { itemType: itemType as FieldType }),
    ...extra,
  };
}

/** The properties of an object (or of an array's object items), when they fit the budget. */
function nestedFields(
  raw: unknown,
  type: string,
  source: FieldSource,
  document: unknown,
  budget: NestingBudget,
  depth: number,
): PlaygroundField[] | undefined {
  if (type !== 'object' && type !== 'array') return undefined;
  const merged = mergedProperties(document, raw);
  const names = Object.keys(merged.properties);
  if (!merged.objectLike || names.length === 0 || names.length > budget.left) return undefined;
  budget.left -= names.length;
  const example = type === 'array' && Array.isArray(source.example) ? source.example[0] : source.example;
  const values = isRecord(example) ? example : {};
  return names.map((name) =>
    describeField(
      {
        name,
        location: source.location,
        required: merged.required.has(name),
        schema: derefObject(document, merged.properties[name]) ?? {},
        example: values[name],
      },
      document,
      false,
      {},
      budget,
      depth + 1,
    ),
  );
}

/**
 * The schema a reader fills in for a union. Stripe writes "X, or an empty string to unset" as
 * `anyOf: [X, {enum: [""]}]`: the input is X's (an object's nested inputs serialize as
 * `address[city]=…`, never as the JSON text a plain string input would send). A union of an object
 * and a scalar is one JSON input, sent parsed when it parses and as typed otherwise.
 */
function fillableSchema(schema: Record<string, unknown>, document: unknown): Record<string, unknown> {
  const union = schema.anyOf ?? schema.oneOf;
  if (schemaType(schema) !== undefined || !Array.isArray(union)) return schema;
  const variants = union
    .map((variant) => derefObject(document, variant) ?? {})
    .filter((variant) => !isUnsetVariant(variant));
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = schema;
  if (variants.length === 1) return { ...variants[0], ...rest };
  const types = variants.map((variant) => schemaType(variant));
  if (types.includes('object')) return { ...rest, type: 'object' };
  const scalar = types.find((type) => type !== undefined);
  return scalar ? { ...rest, type: scalar } : schema;
}

/** `{enum: [""]}` or `{type: "null"}`: the union's way to clear a value, not a value to fill in. */
const isUnsetVariant = (variant: Record<string, unknown>) =>
  variant.type === 'null' ||
  (Array.isArray(variant.enum) && variant.enum.length === 1 && variant.enum[0] === '');

const fieldTypes = new Set(['string', 'integer', 'number', 'boolean', 'array', 'object']);

/** How an example shows in a text input: arrays as `a,b`, objects as JSON, placeholders left out. */
function exampleText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return /^<.*>$/.test(value) ? undefined : value;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
