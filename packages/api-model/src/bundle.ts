import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, normalize } from 'node:path';
import {
  checkSiteRead,
  createCodeFrame,
  createDiagnostic,
  type Diagnostic,
  type DiagnosticCode,
  describeRefusedRead,
  formatJsonPointer,
  locatePath,
  maxDocumentDepth,
  type PathSegment,
  specShapeLimits,
} from '@docwright/diagnostics';
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

/** `https:`, `file:`, `urn:`...: a `$ref` with a scheme is not a site-relative file. */
const hasScheme = (ref: string) => /^[a-z][a-z0-9+.-]*:/i.test(ref);
const isExternal = (ref: string) => !ref.startsWith('#') && !/^https?:/i.test(ref);

/** Nodes the inlined document may hold, counting each inlined copy: refs of refs multiply. */
const maxBundledNodes = (textLength: number) => specShapeLimits(textLength).maxSize / 8;

/**
 * Inlines `$ref`s that point into other local files (`../common/Error.json#/Error`), so the
 * rest of the pipeline sees one self-contained document. Local refs inside an inlined file are
 * rewritten to point back into that file first; a chain that loops through files is cut into
 * `components.schemas` (`definitions` for Swagger 2.0) and referenced from there.
 *
 * Every file a `$ref` names must be a regular file whose real path is inside the site folder: a
 * `$ref` to an absolute path, a `file:` URL, `../` above the site or a symbolic link leading out
 * of it is an error at the `$ref` (file, line:column and JSON pointer), and nothing is read.
 */
export async function bundleExternalRefs(
  siteDir: string,
  id: string,
  document: unknown,
  text?: string,
): Promise<BundleResult> {
  const diagnostics: Diagnostic[] = [];
  const files = new Map<string, unknown>();
  const texts = new Map<string, string>(text === undefined ? [] : [[id, text]]);
  const hoisted = new Map<string, string>();
  const hoistedValues: Record<string, unknown> = {};
  const swagger = isRecord(document) && document.swagger === '2.0';
  let nodes = 0;
  const nodeBudget = maxBundledNodes(text?.length ?? 0);
  let overBudget = false;

  /** A located diagnostic about the value at `refPath` of `file` (a `$ref`, usually). */
  const atRef = (
    code: DiagnosticCode,
    file: string,
    refPath: readonly PathSegment[],
    message: string,
    hint?: string,
  ) => {
    const source = texts.get(file);
    const position = source === undefined ? undefined : locatePath(file, source, refPath);
    diagnostics.push(
      createDiagnostic(code, {
        file,
        jsonPath: formatJsonPointer(refPath),
        ...(position && {
          line: position.line,
          column: position.column,
          frame: createCodeFrame(source ?? '', position.line, position.column),
        }),
        message,
        ...(hint && { hint }),
      }),
    );
  };

  const load = async (file: string, from: string, path: readonly PathSegment[], ref: string) => {
    if (files.has(file)) return files.get(file);
    let value: unknown;
    const read = checkSiteRead(siteDir, file);
    if (!read.ok) {
      atRef(
        'site/read-outside',
        from,
        [...path, '$ref'],
        `"$ref": "${ref}" cannot be read: ${describeRefusedRead(file, read.reason)}`,
      );
      return undefined;
    }
    try {
      const source = await readFile(read.realPath, 'utf8');
      texts.set(file, source);
      const parsed = parseDocumentText(source, file);
      if (parsed.ok) value = parsed.value;
      else diagnostics.push(parsed.diagnostic);
    } catch {
      atRef(
        'spec/ref-not-found',
        from,
        [...path, '$ref'],
        `"$ref": "${ref}" points at ${file}, which does not exist.`,
      );
    }
    files.set(file, value);
    return value;
  };

  const visit = async (
    node: unknown,
    file: string,
    stack: readonly string[],
    path: readonly PathSegment[],
    depth: number,
    key = '',
    parent = '',
  ): Promise<unknown> => {
    if (overBudget) return undefined;
    if (++nodes > nodeBudget) {
      overBudget = true;
      atRef(
        'spec/too-large',
        file,
        path,
        `Inlining the $refs to other files makes ${id} larger than ${nodeBudget.toLocaleString('en-US')} values (files that refer to each other several times multiply).`,
        'Refer to each shared schema once from `components` and point at it there with a local "$ref" ("#/components/schemas/Name").',
      );
      return undefined;
    }
    if ((dataKeys.has(key) || key.startsWith('x-')) && parent !== 'properties' && parent !== 'responses')
      return node;
    if (Array.isArray(node))
      return Promise.all(node.map((item, i) => visit(item, file, stack, [...path, i], depth + 1)));
    if (!isRecord(node)) return node;
    if (depth > maxDocumentDepth) {
      overBudget = true;
      atRef(
        'spec/too-deep',
        file,
        path,
        `Inlining the $refs to other files nests ${id} more than ${maxDocumentDepth} levels deep here.`,
      );
      return undefined;
    }
    const ref = node.$ref;
    if (typeof ref === 'string' && (isExternal(ref) || file !== id)) {
      const [refPath = '', pointer = ''] = ref.split('#');
      if (refPath && (hasScheme(refPath) || isAbsolute(refPath) || /^[\\/]/.test(refPath))) {
        atRef(
          'site/read-outside',
          file,
          [...path, '$ref'],
          `"$ref": "${ref}" names ${hasScheme(refPath) ? 'a URL that is not http(s)' : 'an absolute path'}; a $ref may only name a file of the site, relative to the file that holds it.`,
        );
        return node;
      }
      if (/^https?:/i.test(refPath)) return node;
      const targetFile = refPath ? normalize(join(dirname(file), refPath)).replaceAll('\\', '/') : file;
      if (targetFile === id) return { ...node, $ref: `#${pointer}` };
      const target = `${targetFile}#${pointer}`;
      if (stack.includes(target)) return { $ref: hoist(target) };
      const root = await load(targetFile, file, path, ref);
      if (root === undefined) return node;
      const content = pointer ? resolvePointer(root, `#${pointer}`) : root;
      if (content === undefined) {
        atRef('spec/ref-not-found', file, [...path, '$ref'], `"$ref": "${ref}" in ${file} does not resolve.`);
        return node;
      }
      const inlined = await visit(content, targetFile, [...stack, target], pointerPath(pointer), depth);
      if (hoisted.has(target)) hoistedValues[hoisted.get(target) ?? ''] = inlined;
      return inlined;
    }
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(node))
      out[k] = await visit(value, file, stack, [...path, k], depth + 1, k, key);
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

  const bundled = await visit(document, id, [], [], 0);
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

/** `/components/schemas/Pet` -> `['components', 'schemas', 'Pet']` */
const pointerPath = (pointer: string): PathSegment[] =>
  pointer
    .split('/')
    .slice(1)
    .map((s) => decodeURIComponent(s).replaceAll('~1', '/').replaceAll('~0', '~'));
