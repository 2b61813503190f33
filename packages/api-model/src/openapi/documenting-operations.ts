import type { ApiSpec } from '../model.ts';
import { isRecord } from './refs.ts';

const known = new WeakMap<ApiSpec, ReadonlyMap<string, string>>();

/**
 * For each component that an operation returns as its whole success response, the key of the
 * operation whose page shows it in full: the first `GET` that returns it, else the first operation,
 * in the spec's order. Pages that stop short of a component's fields link there.
 */
export function documentingOperations(spec: ApiSpec): ReadonlyMap<string, string> {
  let documenting = known.get(spec);
  if (!documenting) {
    const byRef = new Map<string, string>();
    const gets = new Map<string, string>();
    for (const operation of spec.operations) {
      if (operation.webhook) continue;
      for (const response of operation.responses) {
        if (!response.status.startsWith('2')) continue;
        for (const media of response.content) {
          const ref = isRecord(media.schema) ? media.schema.$ref : undefined;
          if (typeof ref !== 'string') continue;
          if (!byRef.has(ref)) byRef.set(ref, operation.key);
          if (operation.method === 'get' && !gets.has(ref)) gets.set(ref, operation.key);
        }
      }
    }
    documenting = new Map([...byRef].map(([ref, key]) => [ref, gets.get(ref) ?? key]));
    known.set(spec, documenting);
  }
  return documenting;
}
