import type { ApiSpec } from '../model.ts';
import { isRecord } from './refs.ts';

const known = new WeakMap<ApiSpec, readonly string[]>();

/** The names under `components/schemas` of an OpenAPI spec (2.0's `definitions`, upgraded), in its order. */
export function schemaComponents(spec: ApiSpec): readonly string[] {
  let names = known.get(spec);
  if (!names) {
    const components = spec.format === 'openapi' ? spec.document.components : undefined;
    const schemas = isRecord(components) ? components.schemas : undefined;
    names = isRecord(schemas) ? Object.keys(schemas) : [];
    known.set(spec, names);
  }
  return names;
}
