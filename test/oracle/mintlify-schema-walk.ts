import fc from 'fast-check';

/**
 * Walks Mintlify's own zod (v3) schema for docs.json, so the oracle tests take their values from
 * what Mintlify allows rather than from a hand-copied list. Only `_def` is read: the shapes below are
 * the parts of zod 3's definitions this walk needs.
 */
interface ZodDef {
  typeName: string;
  values?: readonly string[] | Record<string, string | number>;
  value?: unknown;
  options?: readonly ZodLike[] | Map<unknown, ZodLike>;
  shape?: () => Record<string, ZodLike>;
  innerType?: ZodLike;
  schema?: ZodLike;
  getter?: () => ZodLike;
  type?: ZodLike;
  minLength?: { value: number } | null;
  keyType?: ZodLike;
  valueType?: ZodLike;
  left?: ZodLike;
  right?: ZodLike;
  in?: ZodLike;
  items?: readonly ZodLike[];
}
export interface ZodLike {
  _def: ZodDef;
  safeParse(value: unknown): { success: boolean };
}

/** Strings tried, in order, wherever the schema takes a string: the first the leaf accepts is used. */
const stringPool = [
  'index',
  'Intro',
  '/intro',
  'https://example.com',
  'https://example.com/logo.svg',
  '/logo/light.svg',
  '#0D9373',
  'G-ABC123',
  'GTM-ABC123',
  'phc_abc123',
  'abcdef123456',
  'en',
  'v1',
  'openapi.json',
  'rocket',
  'Inter',
  'solid',
];

const shapeOf = (def: ZodDef): Record<string, ZodLike> => def.shape?.() ?? {};
const optionsOf = (def: ZodDef): ZodLike[] =>
  def.options instanceof Map ? [...def.options.values()] : [...(def.options ?? [])];
const enumValues = (def: ZodDef): unknown[] =>
  Array.isArray(def.values)
    ? def.values
    : Object.values(def.values ?? {}).filter((v) => typeof v === 'string' || typeof v === 'number');
const optional = new WeakMap<ZodLike, boolean>();
const isOptional = (schema: ZodLike): boolean => {
  let answer = optional.get(schema);
  if (answer === undefined) {
    answer =
      ['ZodOptional', 'ZodDefault'].includes(schema._def.typeName) || schema.safeParse(undefined).success;
    optional.set(schema, answer);
  }
  return answer;
};

/**
 * The samples of each schema, depth and limit, computed once per run: the walk reaches the same
 * schemas (navigation, links, colours) through many keys, and each sample under a refinement is
 * validated against it again. Schemas do not change, so the samples do not either; the lists are
 * frozen because callers share them.
 */
const samplesMade = new WeakMap<ZodLike, Map<string, readonly unknown[]>>();

/** Candidate values for a schema: each enum and literal value appears in at least one, varied one at a time. */
export function sampleValues(schema: ZodLike, depth = 0, limit = 400): readonly unknown[] {
  const byArguments = samplesMade.get(schema) ?? new Map<string, readonly unknown[]>();
  samplesMade.set(schema, byArguments);
  const key = `${depth} ${limit}`;
  let samples = byArguments.get(key);
  if (!samples) {
    samples = Object.freeze(makeSamples(schema, depth, limit));
    byArguments.set(key, samples);
  }
  return samples;
}

function makeSamples(schema: ZodLike, depth: number, limit: number): readonly unknown[] {
  const def = schema._def;
  switch (def.typeName) {
    case 'ZodString':
      return stringPool.filter((s) => schema.safeParse(s).success).slice(0, 1);
    case 'ZodNumber':
      return [1, 400].filter((n) => schema.safeParse(n).success).slice(0, 1);
    case 'ZodBoolean':
      return [true, false];
    case 'ZodEnum':
    case 'ZodNativeEnum':
      return enumValues(def);
    case 'ZodLiteral':
      return [def.value];
    case 'ZodNull':
      return [null];
    case 'ZodAny':
    case 'ZodUnknown':
      return ['value'];
    case 'ZodOptional':
    case 'ZodNullable':
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
    case 'ZodBranded':
      return sampleValues((def.innerType ?? def.type) as ZodLike, depth, limit);
    case 'ZodEffects': {
      // A refinement may refuse the inner schema's first sample: then the pool is tried against the whole.
      const kept = sampleValues(def.schema as ZodLike, depth, limit).filter(
        (v) => schema.safeParse(v).success,
      );
      return kept.length > 0 ? kept : stringPool.filter((s) => schema.safeParse(s).success).slice(0, 1);
    }
    case 'ZodPipeline':
      return sampleValues(def.in as ZodLike, depth, limit).filter((v) => schema.safeParse(v).success);
    case 'ZodLazy':
      return depth > 1 ? [] : sampleValues((def.getter as () => ZodLike)(), depth + 1, limit);
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return optionsOf(def)
        .flatMap((o) => sampleValues(o, depth, Math.ceil(limit / 4)))
        .slice(0, limit);
    case 'ZodArray': {
      const items = sampleValues(def.type as ZodLike, depth, limit);
      const min = def.minLength?.value ?? 0;
      return items.map((item) => Array.from({ length: Math.max(1, min) }, () => item));
    }
    case 'ZodRecord': {
      const keys = sampleValues((def.keyType as ZodLike) ?? { _def: { typeName: 'ZodString' } }, depth);
      const values = sampleValues(def.valueType as ZodLike, depth, limit);
      const named = keys.filter((k): k is string => typeof k === 'string');
      const first = named[0] ?? 'key';
      return [...values.map((v) => ({ [first]: v })), ...named.slice(1).map((k) => ({ [k]: values[0] }))];
    }
    case 'ZodTuple':
      return [(def.items ?? []).map((item) => sampleValues(item, depth)[0])];
    case 'ZodIntersection': {
      const left = sampleValues(def.left as ZodLike, depth, limit);
      const right = sampleValues(def.right as ZodLike, depth, limit);
      return left.flatMap((l) => right.slice(0, 4).map((r) => merge(l, r))).slice(0, limit);
    }
    case 'ZodObject':
      return sampleObject(schema, depth, limit);
    default:
      return [];
  }
}

function merge(a: unknown, b: unknown): unknown {
  return typeof a === 'object' && a && typeof b === 'object' && b ? { ...a, ...b } : a;
}

/** The object with only its required keys, then one variant per sample of each key (others at their first sample). */
function sampleObject(schema: ZodLike, depth: number, limit: number): readonly unknown[] {
  const shape = shapeOf(schema._def);
  const base: Record<string, unknown> = {};
  const perKey: [string, readonly unknown[]][] = [];
  for (const [key, field] of Object.entries(shape)) {
    const samples = sampleValues(field, depth, limit);
    perKey.push([key, samples]);
    if (!isOptional(field)) {
      if (samples.length === 0) return [];
      base[key] = samples[0];
    }
  }
  const out: unknown[] = [base];
  for (const [key, samples] of perKey) {
    for (const sample of samples) {
      if (out.length >= limit) return out;
      if (base[key] !== sample) out.push({ ...base, [key]: sample });
    }
  }
  return out;
}

/** Every enum or literal value the schema allows, with the path (`*` for an array item or record value) where it sits. */
export function enumLeaves(
  schema: ZodLike,
  path: string[] = [],
  seen = new Set<ZodLike>(),
): { path: string; values: unknown[] }[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._def;
  const inner = (s: ZodLike | undefined, p = path) => (s ? enumLeaves(s, p, seen) : []);
  switch (def.typeName) {
    case 'ZodEnum':
    case 'ZodNativeEnum':
      return [{ path: path.join('.'), values: enumValues(def) }];
    case 'ZodObject':
      return Object.entries(shapeOf(def)).flatMap(([k, v]) => inner(v, [...path, k]));
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return optionsOf(def).flatMap((o) => inner(o));
    case 'ZodArray':
      return inner(def.type, [...path, '*']);
    case 'ZodRecord':
      return [...inner(def.keyType, [...path, '(key)']), ...inner(def.valueType, [...path, '*'])];
    case 'ZodIntersection':
      return [...inner(def.left), ...inner(def.right)];
    case 'ZodLazy':
      return inner((def.getter as () => ZodLike)());
    case 'ZodEffects':
      return inner(def.schema);
    case 'ZodPipeline':
      return inner(def.in);
    default:
      return inner(def.innerType ?? (def.typeName === 'ZodBranded' ? def.type : undefined));
  }
}

/** A fast-check arbitrary of values shaped by the schema, from the same leaves as `sampleValues`. */
export function arbitraryOf(schema: ZodLike, depth = 0): fc.Arbitrary<unknown> {
  const byDepth = arbitraries.get(schema) ?? new Map<number, fc.Arbitrary<unknown>>();
  arbitraries.set(schema, byDepth);
  let arbitrary = byDepth.get(depth);
  if (!arbitrary) {
    arbitrary = buildArbitrary(schema, depth);
    byDepth.set(depth, arbitrary);
  }
  return arbitrary;
}

const arbitraries = new WeakMap<ZodLike, Map<number, fc.Arbitrary<unknown>>>();

function buildArbitrary(schema: ZodLike, depth: number): fc.Arbitrary<unknown> {
  const def = schema._def;
  const fromSamples = () => {
    const samples = sampleValues(schema, depth, 40);
    return samples.length > 0 ? fc.constantFrom(...samples) : fc.constant(undefined);
  };
  switch (def.typeName) {
    case 'ZodOptional':
    case 'ZodNullable':
    case 'ZodDefault':
    case 'ZodCatch':
    case 'ZodReadonly':
      return arbitraryOf(def.innerType as ZodLike, depth);
    case 'ZodLazy':
      return depth > 1 ? fromSamples() : arbitraryOf((def.getter as () => ZodLike)(), depth + 1);
    case 'ZodUnion':
    case 'ZodDiscriminatedUnion':
      return fc.oneof(...optionsOf(def).map((o) => arbitraryOf(o, depth)));
    case 'ZodArray':
      // Past the depth cut an item may have no sample: such holes are left out, not written as null.
      return fc
        .array(arbitraryOf(def.type as ZodLike, depth), {
          minLength: Math.max(1, def.minLength?.value ?? 0),
          maxLength: 3,
        })
        .map((items) => items.filter((item) => item !== undefined));
    case 'ZodObject': {
      const shape = shapeOf(def);
      const entries = Object.entries(shape).map(([k, v]) => [k, arbitraryOf(v, depth)] as const);
      const requiredKeys = Object.entries(shape)
        .filter(([, v]) => !isOptional(v))
        .map(([k]) => k);
      return fc.record(Object.fromEntries(entries), { requiredKeys });
    }
    case 'ZodString':
      // Mostly the pool's plausible values; now and then any short string the leaf takes.
      return fc.oneof(
        { weight: 4, arbitrary: fromSamples() },
        {
          weight: 1,
          arbitrary: fc
            .string({ maxLength: 6 })
            .map((s) => (schema.safeParse(s).success ? s : sampleValues(schema, depth)[0])),
        },
      );
    default:
      return fromSamples();
  }
}

/**
 * Configs for the enumeration: every theme's minimal config, then the first theme's config varied
 * one key at a time. Navigation variants (tens of thousands) are thinned to about `navigationCap`,
 * keeping every one that carries an enum value no earlier kept variant has at that path.
 */
export function sampleConfigs(configSchema: ZodLike, navigationCap = 1500): unknown[] {
  const themes = optionsOf(configSchema._def);
  const out: unknown[] = [];
  for (const theme of themes.slice(1)) out.push(sampleObject(theme, 0, 1)[0]);
  const [first] = themes;
  if (!first) return out;
  const shape = shapeOf(first._def);
  const base = sampleObject(first, 0, 1)[0] as Record<string, unknown>;
  out.push(base);
  for (const [key, field] of Object.entries(shape)) {
    let samples = sampleValues(field, 0, key === 'navigation' ? navigationCap * 4 : 1e6);
    if (key === 'navigation' && samples.length > navigationCap) samples = thin(samples, navigationCap);
    for (const sample of samples) if (sample !== base[key]) out.push({ ...base, [key]: sample });
  }
  return out;
}

function thin(samples: readonly unknown[], cap: number): readonly unknown[] {
  const stride = Math.ceil(samples.length / cap);
  const seen = new Set<string>();
  return samples.filter((sample, index) => {
    const fresh = [...scalarsAt(sample)].filter((k) => !seen.has(k));
    for (const k of fresh) seen.add(k);
    return index % stride === 0 || fresh.length > 0;
  });
}

/** The `leafId` of every scalar in a value, and of every object key (as `(key)`). */
export function scalarsAt(value: unknown, path: string[] = [], out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) scalarsAt(item, [...path, '*'], out);
  else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) {
      out.add(leafId([...path, '(key)'], k));
      scalarsAt(v, [...path, k], out);
    }
  else out.add(leafId(path, value));
  return out;
}

/** A value with the last two named segments of its path: how enum leaves and sampled scalars are matched. */
export const leafId = (path: readonly string[], value: unknown): string =>
  `${path
    .filter((s) => s !== '*')
    .slice(-2)
    .join('.')}=${JSON.stringify(value)}`;

/**
 * Every key Mintlify's schema names, as `container.key` where the container is the nearest named
 * key above it (`(root)` at the top): `tabs.menu`, `groups.boost`, `(root).interaction`.
 */
export function knownKeys(schema: ZodLike): Set<string> {
  const out = new Set<string>();
  const visited = new Set<string>();
  const walk = (node: ZodLike | undefined, container: string, depth: number): void => {
    if (!node || depth > 8) return;
    const def = node._def;
    switch (def.typeName) {
      case 'ZodObject':
        for (const [key, field] of Object.entries(shapeOf(def))) {
          const id = `${container}.${key}`;
          out.add(id);
          if (!visited.has(`${id}@${depth}`)) {
            visited.add(`${id}@${depth}`);
            walk(field, key, depth);
          }
        }
        return;
      case 'ZodLazy':
        walk((def.getter as () => ZodLike)(), container, depth + 1);
        return;
      case 'ZodUnion':
      case 'ZodDiscriminatedUnion':
        for (const option of optionsOf(def)) walk(option, container, depth);
        return;
      case 'ZodIntersection':
        walk(def.left, container, depth);
        walk(def.right, container, depth);
        return;
      case 'ZodArray':
        walk(def.type, container, depth);
        return;
      case 'ZodRecord':
        walk(def.valueType, container, depth);
        return;
      case 'ZodEffects':
        walk(def.schema, container, depth);
        return;
      case 'ZodPipeline':
        walk(def.in, container, depth);
        return;
      default:
        walk(def.innerType ?? (def.typeName === 'ZodBranded' ? def.type : undefined), container, depth);
        return;
    }
  };
  walk(schema, '(root)', 0);
  return out;
}
