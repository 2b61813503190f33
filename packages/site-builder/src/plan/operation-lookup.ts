import type { ApiSpec, Operation } from '@docwright/api-model';
import { normalizeSpecId } from '@docwright/api-model';

const endpointPattern =
  /^(?:(\S+)\s+)?(get|put|post|delete|options|head|patch|trace|query|webhook)\s+(\S+)\s*$/i;

interface EndpointReference {
  /** The spec named before the method, if any: a path, or a file name without extension. */
  readonly specHint?: string;
  readonly method: string;
  readonly path: string;
}

/** Parses `GET /pets`, `openapi.yaml GET /pets` or `v1-openapi post /scrape`. */
export function parseEndpointReference(text: string): EndpointReference | undefined {
  const match = endpointPattern.exec(text.trim());
  if (!match?.[2] || !match[3]) return undefined;
  return { ...(match[1] && { specHint: match[1] }), method: match[2].toUpperCase(), path: match[3] };
}

/**
 * The specs `hint` names, best match first: the spec's id (with or without a leading slash),
 * else its file name, else its file name without extension (`v1-openapi`).
 */
export function specsMatchingHint(specs: readonly ApiSpec[], hint: string): ApiSpec[] {
  const id = normalizeSpecId(hint);
  const fileName = (spec: ApiSpec) => spec.id.split('/').pop() ?? spec.id;
  const stem = (name: string) => name.replace(/\.(json|ya?ml)$/i, '');
  const byId = specs.filter((spec) => spec.id === id);
  if (byId.length > 0) return byId;
  const byName = specs.filter((spec) => fileName(spec) === hint);
  if (byName.length > 0) return byName;
  return specs.filter((spec) => stem(fileName(spec)) === stem(hint));
}

type LookupResult =
  | { ok: true; spec: ApiSpec; operation: Operation }
  | {
      ok: false;
      reason: string /** Several specs have the operation: the reference needs a spec prefix. */;
      ambiguous?: true;
    };

/** Finds the operation a reference names among `candidates`, explaining failure with the nearest keys. */
export function lookupOperation(reference: EndpointReference, candidates: readonly ApiSpec[]): LookupResult {
  const specs = reference.specHint ? specsMatchingHint(candidates, reference.specHint) : candidates;
  if (specs.length === 0) {
    return {
      ok: false,
      reason: reference.specHint
        ? `no spec named "${reference.specHint}" is loaded (loaded: ${candidates.map((s) => s.id).join(', ') || 'none'})`
        : 'no OpenAPI spec applies here',
    };
  }
  const key = `${reference.method} ${reference.path}`;
  const matches = specs.flatMap((spec) => {
    const operation = spec.operations.find((op) => op.key === key);
    return operation ? [{ spec, operation }] : [];
  });
  const [first, second] = matches;
  if (first && !second) return { ok: true, ...first };
  if (first && second) {
    return {
      ok: false,
      ambiguous: true,
      reason: `"${key}" exists in several specs (${matches.map((m) => m.spec.id).join(', ')}); prefix it with the spec file, e.g. "${first.spec.id} ${key}"`,
    };
  }
  const nearest = specs
    .flatMap((s) => s.operations.map((op) => op.key))
    .filter((k) => k.endsWith(reference.path) || k.startsWith(`${reference.method} `))
    .slice(0, 5);
  return {
    ok: false,
    reason: `no operation "${key}"${nearest.length > 0 ? `; nearest: ${nearest.join(', ')}` : ''}`,
  };
}
