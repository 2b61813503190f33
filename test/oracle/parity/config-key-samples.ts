import type { ZodLike } from '../mintlify-schema-walk.ts';
import { sampleValues } from '../mintlify-schema-walk.ts';

/** One docs.json key of Mintlify's schema, placed in a config Mintlify accepts. */
export interface KeySample {
  /** `container.key`, as `knownKeys` names it: `groups.boost`, `(root).interaction`. */
  readonly id: string;
  /** Where the key sits in `config`. */
  readonly path: readonly (string | number)[];
  readonly config: Record<string, unknown>;
  /** The same config with the key's other sample values (a first value may be the default). */
  readonly alternatives: readonly Record<string, unknown>[];
}

type Def = ZodLike['_def'] & { shape?: () => Record<string, ZodLike> };
/** The way down from the root to a key: the objects passed through, and arrays or records between them. */
type Step = { object: ZodLike; key: string } | 'item' | 'entry';

const optionsOf = (def: Def): ZodLike[] =>
  def.options instanceof Map ? [...def.options.values()] : [...(def.options ?? [])];
const shapeOf = (node: ZodLike) => (node._def as Def).shape?.() ?? {};
const isOptional = (schema: ZodLike): boolean => schema.safeParse(undefined).success;

const firstSamples = new WeakMap<ZodLike, unknown>();
const firstSample = (schema: ZodLike): unknown => {
  if (!firstSamples.has(schema)) firstSamples.set(schema, sampleValues(schema, 2, 1)[0]);
  return firstSamples.get(schema);
};

/** Up to `perId` ways down to each key id, shallow ones first (the walk goes level by level). */
function waysToKeys(root: ZodLike, perId: number): Map<string, Step[][]> {
  const ways = new Map<string, Step[][]>();
  let level: { node: ZodLike; container: string; steps: Step[]; lazies: number }[] = [
    { node: root, container: '(root)', steps: [], lazies: 0 },
  ];
  const seen = new Set<string>();
  while (level.length > 0) {
    const next: typeof level = [];
    for (const { node, container, steps, lazies } of level) {
      const def = node._def as Def;
      const push = (inner: ZodLike | undefined, s = steps, c = container, l = lazies) => {
        if (inner) next.push({ node: inner, container: c, steps: s, lazies: l });
      };
      switch (def.typeName) {
        case 'ZodObject':
          for (const [key, field] of Object.entries(shapeOf(node))) {
            const id = `${container}.${key}`;
            const path = [...steps, { object: node, key }];
            const known = ways.get(id) ?? [];
            if (known.length < perId) ways.set(id, [...known, path]);
            const mark = `${id}@${lazies}`;
            if (!seen.has(mark)) {
              seen.add(mark);
              push(field, path, key);
            }
          }
          break;
        case 'ZodLazy':
          if (lazies < 3) push((def.getter as () => ZodLike)(), steps, container, lazies + 1);
          break;
        case 'ZodUnion':
        case 'ZodDiscriminatedUnion':
          for (const option of optionsOf(def)) push(option);
          break;
        case 'ZodArray':
          push(def.type, [...steps, 'item']);
          break;
        case 'ZodRecord':
          push(def.valueType, [...steps, 'entry']);
          break;
        case 'ZodIntersection':
          push(def.left);
          push(def.right);
          break;
        case 'ZodEffects':
          push(def.schema);
          break;
        case 'ZodPipeline':
          push(def.in);
          break;
        default:
          push(def.innerType ?? (def.typeName === 'ZodBranded' ? def.type : undefined));
      }
    }
    level = next;
  }
  return ways;
}

/** Values for the key itself; a navigation level (past the walk's depth cut) is sampled from the top. */
const leafSamples = (field: ZodLike): unknown[] => {
  const shallow = sampleValues(field, 2, 4);
  return (shallow.length > 0 ? shallow : sampleValues(field, 0, 2)).slice(0, 4);
};

/** The value a way describes: each object's required keys at their first sample, and `leaf` at the end. */
function valueAlong(steps: readonly Step[], leaf: unknown): { value: unknown; path: (string | number)[] } {
  const [step, ...rest] = steps;
  if (step === undefined) return { value: leaf, path: [] };
  const inner = valueAlong(rest, leaf);
  if (step === 'item') return { value: [inner.value], path: [0, ...inner.path] };
  if (step === 'entry') return { value: { key: inner.value }, path: ['key', ...inner.path] };
  const required: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shapeOf(step.object)))
    if (key !== step.key && !isOptional(field)) required[key] = firstSample(field);
  return { value: { ...required, [step.key]: inner.value }, path: [step.key, ...inner.path] };
}

/** For each key Mintlify's schema names, a config of its first theme that Mintlify accepts and that holds the key. */
export function keySamples(
  configSchema: ZodLike,
  accepts: (config: unknown) => boolean,
): { samples: KeySample[]; unplaced: string[] } {
  const [theme] = optionsOf(configSchema._def as Def);
  const samples: KeySample[] = [];
  const unplaced: string[] = [];
  if (!theme) return { samples, unplaced };
  for (const [id, ways] of waysToKeys(theme, 4)) {
    let placed: KeySample | undefined;
    for (const steps of ways) {
      const last = steps[steps.length - 1];
      if (!last || typeof last === 'string') continue;
      const field = shapeOf(last.object)[last.key];
      const accepted = (field ? leafSamples(field) : [])
        .map((leaf) => valueAlong(steps, leaf))
        .filter(({ value }) => accepts(value));
      const [first, ...others] = accepted;
      if (first) {
        placed = {
          id,
          path: first.path,
          config: first.value as Record<string, unknown>,
          alternatives: others.map((o) => o.value as Record<string, unknown>),
        };
        break;
      }
    }
    if (placed) samples.push(placed);
    else unplaced.push(id);
  }
  return { samples, unplaced };
}
