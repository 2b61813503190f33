import { isRecord } from './refs.ts';

const known = new WeakMap<object, ReadonlyMap<string, readonly string[]>>();

/**
 * For each schema component, the components whose own schema names it (through properties,
 * items, `allOf`/`anyOf`/`oneOf` or map values, not through other components), in document order.
 * A page that stops short of a component no operation returns whole links to the page of one
 * that contains it: that page expands it.
 */
export function componentParents(document: unknown): ReadonlyMap<string, readonly string[]> {
  if (!isRecord(document)) return new Map();
  let parents = known.get(document);
  if (!parents) {
    const found = new Map<string, string[]>();
    const components = isRecord(document.components) ? document.components : {};
    const schemas = isRecord(components.schemas) ? components.schemas : {};
    for (const [name, schema] of Object.entries(schemas)) {
      const parent = `#/components/schemas/${name}`;
      for (const ref of namedRefs(schema)) {
        if (ref === parent) continue;
        const list = found.get(ref) ?? [];
        if (!list.includes(parent)) list.push(parent);
        found.set(ref, list);
      }
    }
    parents = found;
    known.set(document, parents);
  }
  return parents;
}

function namedRefs(schema: unknown, out: string[] = []): string[] {
  if (Array.isArray(schema)) {
    for (const item of schema) namedRefs(item, out);
    return out;
  }
  if (!isRecord(schema)) return out;
  if (typeof schema.$ref === 'string') {
    out.push(schema.$ref);
    return out;
  }
  if (isRecord(schema.properties))
    for (const value of Object.values(schema.properties)) namedRefs(value, out);
  for (const key of ['items', 'additionalProperties', 'allOf', 'anyOf', 'oneOf']) namedRefs(schema[key], out);
  return out;
}
