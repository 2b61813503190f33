import { isRecord } from './refs.ts';

/** Labels shown beside a field's name: `x-mint.pre` before it, `x-mint.post` after it. */
export interface FieldPills {
  readonly pre?: readonly string[];
  readonly post?: readonly string[];
}

const labels = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((label): label is string => typeof label === 'string' && label !== '')
    : [];

/** A schema's own pills, from Mintlify's `x-mint.pre` and `x-mint.post` lists. */
export function schemaPills(schema: Record<string, unknown>): FieldPills {
  const mint = schema['x-mint'];
  if (!isRecord(mint)) return {};
  const pre = labels(mint.pre);
  const post = labels(mint.post);
  return { ...(pre.length > 0 && { pre }), ...(post.length > 0 && { post }) };
}

/**
 * The pills docs.json `api.params.post` asks for on every field: for each key, the schema's value
 * as Mintlify shows it (a string as written, `true` as the key's name, a list one pill per string
 * in it; anything else none).
 */
export function configuredPills(schema: Record<string, unknown>, keys: readonly string[]): string[] {
  return keys.flatMap((key) => {
    const value = schema[key];
    if (typeof value === 'string') return value === '' ? [] : [value];
    if (value === true) return [key];
    return labels(value);
  });
}

/** The post pills in Mintlify's order: `api.params.post`'s, then the field's own `x-mint.post`. */
export function postPills(
  schema: Record<string, unknown>,
  own: readonly string[] | undefined,
  keys: readonly string[] | undefined,
): readonly string[] | undefined {
  const configured = keys && keys.length > 0 ? configuredPills(schema, keys) : [];
  if (configured.length === 0) return own;
  return [...configured, ...(own ?? [])];
}
