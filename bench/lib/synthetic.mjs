// Deterministic synthetic specs of N operations made from Stripe's real operations and schemas.
// Up to Stripe's 417 operations, N operations spread evenly over Stripe's (operation i is Stripe's
// floor(i * 417 / N)), so a small spec has the same mix of light and heavy operations as the whole.
// Past 417, Stripe's operations repeat in order, each copy k >= 1 under `/v1/copy<k>/...` with
// `_copy<k>` appended to its operationId. Only the components the chosen operations reach
// (transitively, through `$ref`) are kept, so the document grows with its operations.
import { readFileSync } from 'node:fs';

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export function stripeOperations(stripe) {
  const operations = [];
  for (const [path, item] of Object.entries(stripe.paths))
    for (const method of methods) if (item[method]) operations.push({ path, method, item });
  return operations;
}

function collectRefs(value, refs) {
  if (Array.isArray(value)) for (const v of value) collectRefs(v, refs);
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string') refs.add(v);
      else collectRefs(v, refs);
    }
}

/** The OpenAPI document (as an object) with `count` operations. */
export function syntheticSpec(stripe, count) {
  const source = stripeOperations(stripe);
  const paths = {};
  for (let i = 0; i < count; i++) {
    const pick = count <= source.length ? Math.floor((i * source.length) / count) : i % source.length;
    const copy = count <= source.length ? 0 : Math.floor(i / source.length);
    const { path, method, item } = source[pick];
    const newPath = copy === 0 ? path : path.replace(/^\/v1\//, `/v1/copy${copy}/`);
    const operation = structuredClone(item[method]);
    if (copy > 0 && operation.operationId) operation.operationId += `_copy${copy}`;
    paths[newPath] ??= item.parameters ? { parameters: item.parameters } : {};
    paths[newPath][method] = operation;
  }
  // Keep the components reachable from the operations (and the security schemes).
  const reached = new Set();
  const pending = new Set();
  collectRefs(paths, pending);
  while (pending.size > 0) {
    const [ref] = pending;
    pending.delete(ref);
    if (reached.has(ref)) continue;
    reached.add(ref);
    const match = /^#\/components\/([^/]+)\/(.+)$/.exec(ref);
    if (!match) continue;
    const target = stripe.components?.[match[1]]?.[match[2].replaceAll('~1', '/').replaceAll('~0', '~')];
    collectRefs(target, pending);
  }
  const components = {};
  for (const [kind, entries] of Object.entries(stripe.components ?? {})) {
    const kept = Object.entries(entries).filter(
      ([name]) =>
        kind === 'securitySchemes' ||
        reached.has(`#/components/${kind}/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`),
    );
    if (kept.length > 0) components[kind] = Object.fromEntries(kept);
  }
  return {
    ...stripe,
    info: { ...stripe.info, title: `Synthetic (${count} operations from Stripe)` },
    paths,
    components,
  };
}

export function loadStripe(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
