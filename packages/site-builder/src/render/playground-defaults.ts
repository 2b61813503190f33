import { derefObject, isRecord } from '@docwright/api-model';
import { mergedProperties } from '@docwright/snippets';

/** Levels of nested objects whose properties' `x-default`s are applied. */
const maxDepth = 6;

/**
 * The value the playground starts from with docs.json `api.examples.prefill`: Mintlify's
 * `x-default` where a schema (or one of its object's properties, at any depth) has one, else the
 * example. `x-default` changes only the playground: the reference's `default` and the request
 * examples keep theirs.
 */
export function withPlaygroundDefaults(
  document: unknown,
  schema: unknown,
  example: unknown,
  depth = 0,
): unknown {
  const resolved = derefObject(document, schema);
  if (!resolved) return example;
  if (resolved['x-default'] !== undefined) return resolved['x-default'];
  if (depth >= maxDepth) return example;
  const { properties, objectLike } = mergedProperties(document, resolved);
  if (!objectLike || Object.keys(properties).length === 0) return example;
  const base = isRecord(example) ? example : {};
  let filled: Record<string, unknown> | undefined;
  for (const [name, property] of Object.entries(properties)) {
    const value = withPlaygroundDefaults(document, property, base[name], depth + 1);
    if (value !== base[name]) {
      filled ??= { ...base };
      filled[name] = value;
    }
  }
  return filled ?? example;
}
