/** The JSON document in the fenced ```json block of a twin's `### OpenAPI` section (the endpoint's pruned OpenAPI document). */
export function twinOpenApi(twin: string): Record<string, unknown> {
  const section = twin.slice(Math.max(0, twin.indexOf('### OpenAPI')));
  const match = /^(`{3,})json\n([\s\S]*?)\n\1$/m.exec(section);
  if (!match?.[2]) throw new Error('the twin has no fenced json block');
  return JSON.parse(match[2]) as Record<string, unknown>;
}

/** Every `$ref` a reader would follow (not inside `example` values), with where it is. */
export function refsIn(node: unknown, at = '#', parentKey = ''): { ref: string; at: string }[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => refsIn(item, `${at}/${i}`, parentKey));
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'example' && parentKey !== 'properties') return [];
    if (key === '$ref' && typeof value === 'string') return [{ ref: value, at }];
    return refsIn(value, `${at}/${key}`, key);
  });
}

/** Follows a local JSON pointer inside a document. */
export function resolveLocal(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}
