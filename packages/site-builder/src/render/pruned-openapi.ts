import type { ApiSpec, Operation } from '@docwright/api-model';
import { derefObject, isRecord, resolvePointer } from '@docwright/api-model';

/**
 * Characters of compact JSON the components of one page may take beyond the ones the operation
 * names itself. Stripe's components reference each other so widely that the full transitive set
 * is about 600 KB per operation; past this budget, deeper references become a short note.
 */
const COMPONENT_BUDGET = 12_000;

const httpMethods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);
/** Keywords whose values are data, not schemas: a `$ref` key inside them is literal. */
const literalKeys = new Set(['example', 'default', 'enum', 'const']);
/** Keys whose children are named by the author: a child called `example` is a schema there. */
const namedMaps = new Set([
  'properties',
  'patternProperties',
  '$defs',
  'definitions',
  'headers',
  'content',
  'encoding',
  'links',
  'callbacks',
  'responses',
  'schemas',
  'variables',
]);
const componentRef = /^#\/components\/([^/]+)\/([^/]+)$/;

type Json = unknown;

/** Sizes of component JSON, measured once per document. */
const sizes = new WeakMap<object, number>();
const sizeOf = (value: Json): number => {
  if (!isRecord(value)) return JSON.stringify(value ?? null).length;
  let size = sizes.get(value);
  if (size === undefined) {
    size = JSON.stringify(value).length;
    sizes.set(value, size);
  }
  return size;
};

/**
 * Calls `onRef` for every reference in `node` that a reader of the document would follow: `$ref`
 * values and discriminator mappings, not `$ref` keys inside examples, defaults or enums.
 */
function visitRefs(node: Json, onRef: (ref: string) => void, parentKey = '', grandKey = ''): void {
  if (Array.isArray(node)) {
    // JSON Schema's `examples` is a list of values.
    if (parentKey === 'examples') return;
    for (const item of node) visitRefs(item, onRef, parentKey, grandKey);
    return;
  }
  if (!isRecord(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (isLiteral(key, parentKey, grandKey)) continue;
    if (key === '$ref' && typeof value === 'string') onRef(value);
    else if (key === 'mapping' && parentKey === 'discriminator' && isRecord(value)) {
      for (const target of Object.values(value)) if (typeof target === 'string') onRef(target);
    } else visitRefs(value, onRef, key, parentKey);
  }
}

/** The references `visitRefs` finds in a component, in order: found once per document. */
const refsInComponent = new Map<string, WeakMap<object, readonly string[]>>();
function refsOf(node: Json, grandKey: string): readonly string[] {
  if (!isRecord(node)) {
    const refs: string[] = [];
    visitRefs(node, (ref) => refs.push(ref), '', grandKey);
    return refs;
  }
  let known = refsInComponent.get(grandKey);
  if (!known) {
    known = new WeakMap();
    refsInComponent.set(grandKey, known);
  }
  let refs = known.get(node);
  if (!refs) {
    const found: string[] = [];
    visitRefs(node, (ref) => found.push(ref), '', grandKey);
    refs = found;
    known.set(node, refs);
  }
  return refs;
}

const isLiteral = (key: string, parentKey: string, grandKey: string) =>
  (literalKeys.has(key) && !namedMaps.has(parentKey)) || (key === 'value' && grandKey === 'examples');

/** Copies `node`, keeping references to `kept` components and replacing the others with a note. */
function copyWithRefs(
  node: Json,
  note: (ref: string) => Json | undefined,
  parentKey = '',
  grandKey = '',
): Json {
  if (Array.isArray(node)) {
    if (parentKey === 'examples') return node;
    return node.map((item) => copyWithRefs(item, note, parentKey, grandKey));
  }
  if (!isRecord(node)) return node;
  if (typeof node.$ref === 'string') {
    const replacement = note(node.$ref);
    if (replacement !== undefined) return replacement;
  }
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) {
    if (isLiteral(key, parentKey, grandKey)) out[key] = value;
    else if (key === 'mapping' && parentKey === 'discriminator' && isRecord(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).filter(
          ([, target]) => typeof target !== 'string' || note(target) === undefined,
        ),
      );
    } else out[key] = copyWithRefs(value, note, key, parentKey);
  }
  return out;
}

/**
 * The operation as a complete OpenAPI document of its own (docs/output.md, For AI systems, the endpoint twin): `openapi`,
 * `info`, `servers`, the one path item with only this method, and only the components it uses,
 * followed transitively (all of them for ordinary specs, within `COMPONENT_BUDGET` past the first
 * level for very connected ones), with the security schemes its requirements name. Every `$ref`
 * left in it resolves inside it.
 */
export function prunedOperationDocument(
  spec: ApiSpec,
  operation: Operation,
  specUrl: string,
  budget = COMPONENT_BUDGET,
): Record<string, Json> {
  return prune(spec, operation, specUrl, budget, (component) =>
    copyWithRefs(component.value, component.note, '', component.grandKey),
  );
}

/** A component the pruned document keeps, and how its references to left-out ones read. */
interface KeptComponent {
  readonly ref: string;
  readonly value: Json;
  readonly grandKey: string;
  readonly note: (ref: string) => Json | undefined;
  /** What `note` depends on besides the reference: the specification's address. */
  readonly base: string;
}

/** Indented JSON of kept components by document, reference and the references it notes. */
const componentTexts = new WeakMap<object, Map<string, string>>();
/** Components sit three levels down (`components.schemas.<name>`). */
const componentIndent = '      ';
const placeholder = (index: number) => `\u0000docwright-component:${index}`;
const placeholders = /"\\u0000docwright-component:(\d+)"/g;

/**
 * `JSON.stringify(prunedOperationDocument(...), null, 2)`, made faster: a component shared by
 * many operations (Stripe's `customer`, `charge`) is copied and written as JSON once per set of
 * references it notes as left out, not once per operation.
 */
export function prunedOperationJson(
  spec: ApiSpec,
  operation: Operation,
  specUrl: string,
  budget = COMPONENT_BUDGET,
): string {
  let texts = componentTexts.get(spec.document);
  if (!texts) {
    texts = new Map();
    componentTexts.set(spec.document, texts);
  }
  const known = texts;
  const parts: string[] = [];
  const document = prune(spec, operation, specUrl, budget, (component) => {
    const noted = refsOf(component.value, component.grandKey).filter(
      (ref) => component.note(ref) !== undefined,
    );
    const key = [component.ref, ...(noted.length > 0 ? [component.base, ...noted] : [])].join('\n');
    let text = known.get(key);
    if (text === undefined) {
      const copy = copyWithRefs(component.value, component.note, '', component.grandKey);
      text = JSON.stringify(copy, null, 2).replaceAll('\n', `\n${componentIndent}`);
      known.set(key, text);
    }
    parts.push(text);
    return placeholder(parts.length - 1);
  });
  let used = 0;
  const json = JSON.stringify(document, null, 2).replace(placeholders, (_, index: string) => {
    used++;
    return parts[Number(index)] ?? '';
  });
  // A specification holding the placeholder's text itself is written the slow way.
  return used === parts.length
    ? json
    : JSON.stringify(prunedOperationDocument(spec, operation, specUrl, budget), null, 2);
}

function prune(
  spec: ApiSpec,
  operation: Operation,
  specUrl: string,
  budget: number,
  component: (kept: KeptComponent) => Json,
): Record<string, Json> {
  const doc = spec.document;
  const [section = 'paths', pathKey = operation.path] = operation.pointer
    .slice(2)
    .split('/')
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  const sectionMap = doc[section];
  const item = derefObject(doc, isRecord(sectionMap) ? sectionMap[pathKey] : undefined) ?? {};
  const pathItem = Object.fromEntries(
    Object.entries(item).filter(
      ([key]) => key === operation.method || (!httpMethods.has(key) && key !== 'additionalOperations'),
    ),
  );
  const ownOperation = pathItem[operation.method];
  const ownSecurity = isRecord(ownOperation) && Array.isArray(ownOperation.security);
  const security = ownSecurity ? ownOperation.security : doc.security;

  // Breadth first from the path item: the first level always, deeper ones while the budget lasts.
  const kept = new Set<string>();
  const seen = new Set<string>();
  let level: string[] = [];
  visitRefs(pathItem, (ref) => level.push(ref));
  let used = 0;
  for (let depth = 1; level.length > 0; depth++) {
    const next: string[] = [];
    for (const ref of level) {
      if (seen.has(ref)) continue;
      seen.add(ref);
      const match = componentRef.exec(ref);
      const target = match ? resolvePointer(doc, ref) : undefined;
      if (target === undefined) continue;
      const size = sizeOf(target);
      // Only schemas are cut: parameters, responses and the like are small and named by the operation.
      if (depth > 1 && match?.[1] === 'schemas' && used + size > budget) continue;
      if (depth > 1) used += size;
      kept.add(ref);
      next.push(...refsOf(target, match?.[1] === 'examples' ? 'examples' : ''));
    }
    level = next;
  }

  const base = specUrl.replace(/#.*$/, '');
  const note = (ref: string): Json | undefined => {
    if (kept.has(ref)) return undefined;
    const name = decodeURIComponent(ref.slice(ref.lastIndexOf('/') + 1))
      .replaceAll('~1', '/')
      .replaceAll('~0', '~');
    return {
      description: `${name}: left out of this page to keep it short; see ${base}${ref.startsWith('#') ? ref : ''}`,
    };
  };
  const components: Record<string, Record<string, Json>> = {};
  for (const ref of [...kept].sort()) {
    const [, type = '', raw = ''] = componentRef.exec(ref) ?? [];
    const name = decodeURIComponent(raw).replaceAll('~1', '/').replaceAll('~0', '~');
    // Without a prototype, a component named `__proto__` is a key like any other.
    const bucket = components[type] ?? (Object.create(null) as Record<string, Json>);
    components[type] = bucket;
    bucket[name] = component({
      ref,
      value: resolvePointer(doc, ref),
      grandKey: type === 'examples' ? 'examples' : '',
      note,
      base,
    });
  }
  const schemeNames = new Set(
    (Array.isArray(security) ? security : []).flatMap((requirement) =>
      isRecord(requirement) ? Object.keys(requirement) : [],
    ),
  );
  const docComponents = isRecord(doc.components) ? doc.components : {};
  const schemes = isRecord(docComponents.securitySchemes) ? docComponents.securitySchemes : {};
  const usedSchemes = Object.fromEntries(
    [...schemeNames].flatMap((name) => (schemes[name] !== undefined ? [[name, schemes[name]]] : [])),
  );
  if (Object.keys(usedSchemes).length > 0)
    components.securitySchemes = { ...components.securitySchemes, ...usedSchemes };

  return {
    openapi: doc.openapi,
    info: doc.info,
    ...(doc.jsonSchemaDialect !== undefined && { jsonSchemaDialect: doc.jsonSchemaDialect }),
    ...(doc.servers !== undefined && { servers: doc.servers }),
    ...(!ownSecurity && doc.security !== undefined && { security: doc.security }),
    [section]: { [pathKey]: copyWithRefs(pathItem, note, section, '') },
    ...(Object.keys(components).length > 0 && { components }),
  };
}
