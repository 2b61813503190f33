import { derefObject, isRecord, refName, type SchemaObject } from '@docwright/api-model';

export interface ExampleOptions {
  /** The parsed spec document: `$ref`s resolve inside it. */
  readonly document: unknown;
  /** `examples.defaults: required`: leave out optional properties. */
  readonly requiredOnly: boolean;
  /** Which side of the exchange: request bodies leave out `readOnly` properties, responses `writeOnly` ones. */
  readonly direction: 'request' | 'response';
  /**
   * Levels of properties and items to build below the top; an object or array nested deeper is
   * shown empty (`{}`, `[]`).
   * `exampleWithinBudget` picks it so that huge response objects stay readable.
   */
  readonly maxDepth?: number;
}

/** The nesting level past which no example is built: a guard for deep non-recursive schemas. */
const depthLimit = 12;

const stringFormats: Record<string, string> = {
  'date-time': '2024-01-01T00:00:00Z',
  date: '2024-01-01',
  time: '12:00:00',
  email: 'jane@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  hostname: 'example.com',
  byte: 'U3dhZ2dlciByb2Nrcw==',
  'uri-reference': '/example',
  'idn-email': 'jane@example.com',
  'idn-hostname': 'example.com',
  iri: 'https://example.com',
  duration: 'P1D',
};

/** Integer formats that name what the number is: Stripe's `unix-time` timestamps. */
const integerFormats: Record<string, number> = { 'unix-time': 1704067200, timestamp: 1704067200 };

/**
 * An example value for a schema: its own `example`, `examples`, `default`, `const` or first `enum`
 * value, else one built from its properties and items, else a placeholder of its type (`<string>`,
 * 123, true). Recursion through `$ref` stops at the second visit.
 */
export function exampleFromSchema(schema: unknown, options: ExampleOptions): unknown {
  return build(schema, options, new Set(), 0);
}

function build(raw: unknown, options: ExampleOptions, visiting: Set<string>, depth: number): unknown {
  const ref = isRecord(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
  if (ref && visiting.has(ref)) return undefined;
  const schema = derefObject(options.document, raw);
  if (!schema || depth > depthLimit) return undefined;
  if (ref) visiting.add(ref);
  try {
    const value = buildResolved(schema, options, visiting, depth);
    // A nullable object cut short (by the budget, or as a recursion) is `null`, a value the schema
    // allows, where `{}` would be one that lacks its required fields.
    if (
      isNullable(options.document, schema) &&
      (value === undefined || (beyondBudget(options, depth) && isEmptyObject(value)))
    )
      return null;
    return ref ? withOwnDiscriminatorValue(options.document, schema, ref, value) : value;
  } finally {
    if (ref) visiting.delete(ref);
  }
}

function buildResolved(
  schema: SchemaObject,
  options: ExampleOptions,
  visiting: Set<string>,
  depth: number,
): unknown {
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    // An empty string (Stripe's "unset") is a value nobody would send as an example.
    return (
      schema.enum.find((value) => value !== null && value !== '') ??
      schema.enum.find((value) => value !== null) ??
      null
    );
  if (Array.isArray(schema.allOf)) {
    // Object parts merge into one object, with every part's `required` list applying to it.
    const merged = mergedProperties(options.document, schema, visiting);
    // Every part a component being built above: a recursion, stopped as a `$ref`'s is.
    const recursive = schema.allOf.every(
      (part) => isRecord(part) && typeof part.$ref === 'string' && visiting.has(part.$ref),
    );
    if (recursive) return undefined;
    if (merged.objectLike) {
      if (beyondBudget(options, depth)) return {};
      return objectExample(
        { type: 'object', properties: merged.properties, required: [...merged.required] },
        options,
        visiting,
        depth,
      );
    }
    const parts = schema.allOf.map((part) => build(part, options, visiting, depth));
    const own = buildResolved({ ...schema, allOf: undefined }, options, visiting, depth);
    if (parts.every((part) => isRecord(part) || part === undefined) && (isRecord(own) || own === undefined)) {
      return Object.assign({}, ...parts.filter(isRecord), isRecord(own) ? own : {});
    }
    return parts.find((part) => part !== undefined) ?? own;
  }
  const variants = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : undefined;
  if (variants && variants.length > 0) {
    const usable =
      variants.find((variant) => derefObject(options.document, variant)?.type !== 'null') ?? variants[0];
    // A branch is the same value, not a level deeper: only properties and items nest.
    const value = build(usable, options, visiting, depth);
    return withDiscriminatorValue(schema, usable, value);
  }
  switch (schemaType(schema)) {
    case 'object':
      if (beyondBudget(options, depth)) return {};
      return objectExample(schema, options, visiting, depth);
    case 'array': {
      const item = build(schema.items, options, visiting, depth + 1);
      // An item cut by the budget makes an empty array, not `[{}]`.
      const cut = beyondBudget(options, depth + 1) && isEmptyContainer(item);
      return item === undefined || cut ? [] : [item];
    }
    case 'integer':
      return Math.round(numberInBounds(schema, integerFormats[String(schema.format)] ?? 123, 1));
    case 'number':
      return numberInBounds(schema, 123.45, 0.01);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return stringFormats[String(schema.format)] ?? (schema.format === 'binary' ? '<binary>' : '<string>');
    default:
      return undefined;
  }
}

const beyondBudget = (options: ExampleOptions, depth: number) =>
  options.maxDepth !== undefined && depth > options.maxDepth;

const isEmptyObject = (value: unknown) => isRecord(value) && Object.keys(value).length === 0;

/** 3.0 `nullable: true` (beside `allOf`/`anyOf` of a `$ref`), 3.1 `type: [..., "null"]`, or a `null` branch of a union. */
function isNullable(document: unknown, schema: SchemaObject): boolean {
  if (schema.nullable === true) return true;
  if (Array.isArray(schema.type)) return schema.type.includes('null');
  const variants = Array.isArray(schema.oneOf)
    ? schema.oneOf
    : Array.isArray(schema.anyOf)
      ? schema.anyOf
      : [];
  return variants.some((variant) => {
    const resolved = derefObject(document, variant);
    return (
      resolved?.type === 'null' ||
      (Array.isArray(resolved?.enum) && resolved.enum.length === 1 && resolved.enum[0] === null)
    );
  });
}

const isEmptyContainer = (value: unknown) =>
  Array.isArray(value) ? value.length === 0 : isRecord(value) && Object.keys(value).length === 0;

/**
 * The chosen `oneOf`/`anyOf` branch's example with the discriminator property set to the value
 * that selects that branch (its `mapping` key, else the referenced schema's name).
 */
function withDiscriminatorValue(schema: SchemaObject, branch: unknown, value: unknown): unknown {
  const discriminator = isRecord(schema.discriminator) ? schema.discriminator : undefined;
  const ref = isRecord(branch) && typeof branch.$ref === 'string' ? branch.$ref : undefined;
  if (!discriminator || !ref || !isRecord(value)) return value;
  return setDiscriminator(discriminator, ref, value);
}

/**
 * A `$ref`'d schema that extends a parent with a discriminator (`Cat: allOf [Pet, ...]`) sets the
 * parent's discriminator property to its own name (or mapping key).
 */
function withOwnDiscriminatorValue(
  document: unknown,
  schema: SchemaObject,
  ref: string,
  value: unknown,
): unknown {
  if (!isRecord(value) || !Array.isArray(schema.allOf)) return value;
  for (const part of schema.allOf) {
    const parent = derefObject(document, part);
    if (isRecord(parent?.discriminator)) return setDiscriminator(parent.discriminator, ref, value);
  }
  return value;
}

function setDiscriminator(
  discriminator: Record<string, unknown>,
  ref: string,
  value: Record<string, unknown>,
): Record<string, unknown> {
  const property = discriminator.propertyName;
  if (typeof property !== 'string') return value;
  const mapping = isRecord(discriminator.mapping) ? discriminator.mapping : {};
  const key =
    Object.entries(mapping).find(([, target]) => target === ref || target === refName(ref))?.[0] ??
    refName(ref);
  // An enum or const on the property already names the branch: it stays.
  const current = value[property];
  if (current !== undefined && current !== '<string>') return value;
  return { ...value, [property]: key };
}

/** `preferred` when the schema's bounds allow it, else the nearest allowed value (`step` inside an exclusive bound). */
function numberInBounds(schema: SchemaObject, preferred: number, step: number): number {
  const low =
    typeof schema.exclusiveMinimum === 'number'
      ? schema.exclusiveMinimum + step
      : typeof schema.minimum === 'number'
        ? schema.minimum + (schema.exclusiveMinimum === true ? step : 0)
        : undefined;
  const high =
    typeof schema.exclusiveMaximum === 'number'
      ? schema.exclusiveMaximum - step
      : typeof schema.maximum === 'number'
        ? schema.maximum - (schema.exclusiveMaximum === true ? step : 0)
        : undefined;
  if (low !== undefined && preferred < low) return low;
  if (high !== undefined && preferred > high) return high;
  return preferred;
}

function objectExample(
  schema: SchemaObject,
  options: ExampleOptions,
  visiting: Set<string>,
  depth: number,
): Record<string, unknown> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (options.requiredOnly && !required.has(name)) continue;
    const resolved = derefObject(options.document, property);
    if (options.direction === 'request' && resolved?.readOnly === true) continue;
    if (options.direction === 'response' && resolved?.writeOnly === true) continue;
    const value = build(property, options, visiting, depth + 1);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** How big a response example may grow: `maxChars` of pretty JSON, but never fewer than `minDepth` levels. */
export interface ExampleBudget {
  readonly maxChars: number;
  /** Levels below the top always shown, whatever their size (0: the top object's own fields). */
  readonly minDepth?: number;
}

/**
 * A response example: the deepest one (up to the generator's limit) whose pretty-printed JSON fits
 * the budget, so that an API whose objects nest whole other resources (Stripe's invoice, its error
 * object) shows their top levels rather than thousands of lines.
 */
export function exampleWithinBudget(
  schema: unknown,
  options: ExampleOptions,
  budget: ExampleBudget,
): unknown {
  const minDepth = budget.minDepth ?? 1;
  let best = exampleFromSchema(schema, { ...options, maxDepth: minDepth });
  let bestSize = JSON.stringify(best, null, 2)?.length ?? 0;
  // An array's items sit one level below it: a level may add nothing and the next one add items.
  let levelsWithoutGrowth = 0;
  for (let maxDepth = minDepth + 1; maxDepth <= depthLimit && levelsWithoutGrowth < 2; maxDepth++) {
    const deeper = exampleFromSchema(schema, { ...options, maxDepth });
    const size = JSON.stringify(deeper, null, 2)?.length ?? 0;
    if (size > budget.maxChars) break;
    levelsWithoutGrowth = size === bestSize ? levelsWithoutGrowth + 1 : 0;
    best = deeper;
    bestSize = size;
  }
  return best;
}

/**
 * The properties and required names of a schema with its `allOf` parts merged in (through `$ref`s),
 * and whether every part describes an object (else the parts are not simply merged).
 */
export function mergedProperties(
  document: unknown,
  raw: unknown,
  visiting: Set<string> = new Set(),
): { properties: Record<string, unknown>; required: Set<string>; objectLike: boolean } {
  const out = { properties: {} as Record<string, unknown>, required: new Set<string>(), objectLike: true };
  const ref = isRecord(raw) && typeof raw.$ref === 'string' ? raw.$ref : undefined;
  const schema = derefObject(document, raw);
  if (!schema || (ref && visiting.has(ref))) return out;
  if (ref) visiting.add(ref);
  try {
    const type = schemaType(schema);
    if (type !== undefined && type !== 'object') out.objectLike = false;
    if (schema.example !== undefined || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) {
      out.objectLike = false;
    }
    if (isRecord(schema.properties)) Object.assign(out.properties, schema.properties);
    if (Array.isArray(schema.required)) for (const name of schema.required) out.required.add(String(name));
    for (const part of Array.isArray(schema.allOf) ? schema.allOf : []) {
      const inner = mergedProperties(document, part, visiting);
      Object.assign(out.properties, inner.properties);
      for (const name of inner.required) out.required.add(name);
      if (!inner.objectLike) out.objectLike = false;
    }
    return out;
  } finally {
    if (ref) visiting.delete(ref);
  }
}

/** The schema's type: its `type` (the first non-null one of a 3.1 type list), else inferred from its keywords. */
export function schemaType(schema: SchemaObject): string | undefined {
  const type = schema.type;
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.find((entry) => entry !== 'null') ?? 'null';
  if (isRecord(schema.properties) || schema.additionalProperties !== undefined) return 'object';
  if (schema.items !== undefined) return 'array';
  return undefined;
}

/** True for a schema that describes file contents (`format: binary`, or a 3.1 `contentMediaType`/`contentEncoding`). */
export function isFileSchema(document: unknown, raw: unknown): boolean {
  const schema = derefObject(document, raw);
  if (!schema) return false;
  if (
    schema.format === 'binary' ||
    schema.contentMediaType !== undefined ||
    schema.contentEncoding === 'base64'
  ) {
    return schemaType(schema) === 'string' || schemaType(schema) === undefined;
  }
  return schemaType(schema) === 'array' && isFileSchema(document, schema.items);
}
