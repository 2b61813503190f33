import { isRecord, refName, resolvePointer } from './refs.ts';

/** Keys whose values are data, not schema: a `$ref` inside them is an ordinary key. */
const dataKeys = new Set(['example', 'examples', 'x-example', 'x-examples', 'default', 'enum', 'const']);

/**
 * A schema with every local `$ref` replaced by what it points at, standalone (a JSON Schema an
 * MCP client reads without the spec). A schema that refers to itself is cut where it recurs;
 * nesting deeper than `maxDepth`, and objects past the first `maxNodes`, are left open: each
 * becomes `{}` with a description saying so.
 */
export function inlineSchema(
  document: unknown,
  schema: unknown,
  maxDepth = 16,
  maxNodes = 5000,
): Record<string, unknown> {
  const inlined = inline(document, schema, [], maxDepth, { left: maxNodes });
  return isRecord(inlined) ? inlined : {};
}

/** Objects still to write: shared components repeat where inlined, so a schema can grow fast. */
interface Budget {
  left: number;
}

function inline(
  document: unknown,
  value: unknown,
  refs: readonly string[],
  depth: number,
  budget: Budget,
): unknown {
  if (Array.isArray(value)) return value.map((item) => inline(document, item, refs, depth, budget));
  if (!isRecord(value)) return value;
  if (--budget.left < 0) return { description: 'Too large to describe here: see the reference page.' };
  const ref = value.$ref;
  if (typeof ref === 'string') {
    if (refs.includes(ref)) return { description: `A ${refName(ref)} (recursive: any value of that shape).` };
    const target = resolvePointer(document, ref);
    if (!isRecord(target)) return {};
    const { $ref: _ref, ...siblings } = value;
    return inline(document, { ...target, ...siblings }, [...refs, ref], depth, budget);
  }
  if (depth <= 0) return { description: 'Nested too deeply to describe here: see the reference page.' };
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      dataKeys.has(key) ? child : inline(document, child, refs, depth - 1, budget),
    ]),
  );
}
