import { readFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { isRecord, resolvePointer } from './openapi/refs.ts';
import { parseDocumentText } from './parse-document.ts';

/** Keys whose values are data, not schema: a `$ref` inside them is an ordinary key. */
const dataKeys = new Set(['example', 'examples', 'x-example', 'x-examples', 'default', 'enum', 'const']);

export interface BundleResult {
  readonly document: unknown;
  /** Site-relative paths of the other files the document refers to. */
  readonly files: readonly string[];
  readonly diagnostics: Diagnostic[];
}

const isExternal = (ref: string) => !ref.startsWith('#') && !/^[a-z][a-z0-9+.-]*:/i.test(ref);

/**
 * Inlines `$ref`s that point into other local files (`../common/Error.json#/Error`), so the
 * rest of the pipeline sees one self-contained document. Local refs inside an inlined file are
 * rewritten to point back into that file first; a chain that loops through files is cut into
 * `components.schemas` (`definitions` for Swagger 2.0) and referenced from there.
 */
export async function bundleExternalRefs(
  siteDir: string,
  id: string,
  document: unknown,
): Promise<BundleResult> {
  const diagnostics: Diagnostic[] = [];
  const files = new Map<string, unknown>();
  const hoisted = new Map<string, string>();
  const hoistedValues: Record<string, unknown> = {};
  const swagger = isRecord(document) && document.swagger === '2.0';

  const load = async (file: string): Promise<unknown> => {
    if (files.has(file)) return files.get(file);
    let value: unknown;
    try {
      const text = await readFile(join(siteDir, file), 'utf8');
      const parsed = parseDocumentText(text, file);
      if (parsed.ok) value = parsed.value;
      else diagnostics.push(parsed.diagnostic);
    } catch {
      diagnostics.push(
        createDiagnostic('spec/ref-not-found', {
          file: id,
          message: `A $ref points at ${file}, which does not exist.`,
        }),
      );
    }
    files.set(file, value);
    return value;
  };

  const visit = async (
    node: unknown,
    file: string,
    stack: readonly string[],
    key = '',
    parent = '',
  ): Promise<unknown> => {
    if ((dataKeys.has(key) || key.startsWith('x-')) && parent !== 'properties' && parent !== 'responses')
      return node;
    if (Array.isArray(node)) return Promise.all(node.map((item) => visit(item, file, stack)));
    if (!isRecord(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string' && (isExternal(ref) || file !== id)) {
      const [path = '', pointer = ''] = ref.split('#');
      const targetFile = path ? normalize(join(dirname(file), path)).replaceAll('\\', '/') : file;
      if (targetFile === id) return { ...node, $ref: `#${pointer}` };
      const target = `${targetFile}#${pointer}`;
      if (stack.includes(target)) return { $ref: hoist(target) };
      const root = await load(targetFile);
      const content = pointer ? resolvePointer(root, `#${pointer}`) : root;
      if (content === undefined) {
        diagnostics.push(
          createDiagnostic('spec/ref-not-found', {
            file: id,
            message: `"$ref": "${ref}" in ${file} does not resolve.`,
          }),
        );
        return node;
      }
      const inlined = await visit(content, targetFile, [...stack, target]);
      if (hoisted.has(target)) hoistedValues[hoisted.get(target) ?? ''] = inlined;
      return inlined;
    }
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(node)) out[k] = await visit(value, file, stack, k, key);
    return out;
  };

  const hoist = (target: string): string => {
    let name = hoisted.get(target);
    if (!name) {
      const base = (target.split('/').pop() ?? 'Schema').replace(/[^\w.-]/g, '_') || 'Schema';
      name = base;
      const taken = new Set(hoisted.values());
      for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
      hoisted.set(target, name);
    }
    return swagger ? `#/definitions/${name}` : `#/components/schemas/${name}`;
  };

  const bundled = await visit(document, id, []);
  if (hoisted.size > 0 && isRecord(bundled)) {
    if (swagger)
      bundled.definitions = {
        ...(isRecord(bundled.definitions) ? bundled.definitions : {}),
        ...hoistedValues,
      };
    else {
      const components = isRecord(bundled.components) ? bundled.components : {};
      components.schemas = { ...(isRecord(components.schemas) ? components.schemas : {}), ...hoistedValues };
      bundled.components = components;
    }
  }
  return {
    document: bundled,
    files: [...files.keys()].filter((f) => files.get(f) !== undefined),
    diagnostics,
  };
}
