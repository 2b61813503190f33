/** Follows a local JSON pointer (`#/components/schemas/Pet`) inside a document. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  if (document === null || typeof document !== 'object') return walkPointer(document, ref);
  // Large specs name the same components from every operation: each pointer is walked once.
  let resolved = resolvedPointers.get(document);
  if (!resolved) {
    resolved = new Map();
    resolvedPointers.set(document, resolved);
  }
  if (resolved.has(ref)) return resolved.get(ref);
  const node = walkPointer(document, ref);
  resolved.set(ref, node);
  return node;
}

// Loaded documents are never changed after parsing, so a pointer's target stays put.
const resolvedPointers = new WeakMap<object, Map<string, unknown>>();

function walkPointer(document: unknown, ref: string): unknown {
  let node: unknown = document;
  const path = ref.slice(1).split('/').slice(1);
  for (const raw of path) {
    const segment = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Resolves a chain of `$ref` objects (a ref to a ref...) to the object it ends at.
 * Returns the input when it holds no `$ref`, and undefined for a dangling or cyclic chain.
 */
export function derefObject(document: unknown, value: unknown): Record<string, unknown> | undefined {
  let node = value;
  for (let hops = 0; hops < 32; hops++) {
    if (!isRecord(node)) return undefined;
    const ref = node.$ref;
    if (typeof ref !== 'string') return node;
    node = resolvePointer(document, ref);
  }
  return undefined;
}

/** `#/components/schemas/Pet` -> `Pet` */
export const refName = (ref: string): string => decodeURIComponent(ref.slice(ref.lastIndexOf('/') + 1));
