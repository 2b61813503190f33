import { findNodeAtLocation, type Node as JsonNode, parseTree } from 'jsonc-parser';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { type PathSegment, parseJsonPointer } from './json-path.ts';
import { alignQuotedContinuations } from './lenient-yaml.ts';

export interface Position {
  /** 1-based. */
  readonly line: number;
  /** 1-based. */
  readonly column: number;
}

/** Converts a character offset into a 1-based line and column. */
export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * Finds where a JSON path points in JSON source. Falls back to the deepest existing
 * ancestor, so a missing property still points at the object that should hold it.
 */
export function locateJsonPath(text: string, path: readonly PathSegment[]): Position | undefined {
  const root = jsonTree(text);
  if (!root) return undefined;
  for (let depth = path.length; depth >= 0; depth--) {
    const node = findNodeAtLocation(root, path.slice(0, depth) as PathSegment[]);
    if (node) return positionOfNode(text, node);
  }
  return undefined;
}

/** Where a JSON path is written in JSON source; undefined when the source does not write it. */
export function findJsonPath(text: string, path: readonly PathSegment[]): Position | undefined {
  const root = jsonTree(text);
  const node = root && findNodeAtLocation(root, path as PathSegment[]);
  return node && positionOfNode(text, node);
}

// Point at the property key when there is one: that is what an editor highlights.
function positionOfNode(text: string, node: JsonNode): Position {
  const target =
    node.parent?.type === 'property' && node.parent.children?.[0] ? node.parent.children[0] : node;
  return positionAt(text, target.offset);
}

/** Finds where a JSON path points in YAML source (same fallback as `locateJsonPath`). */
export function locateYamlPath(text: string, path: readonly PathSegment[]): Position | undefined {
  const { doc, lineCounter } = yamlTree(text);
  for (let depth = path.length; depth >= 0; depth--) {
    const sub = path.slice(0, depth);
    const node = sub.length === 0 ? doc.contents : doc.getIn(sub, true);
    if (!node) continue;
    let offset: number | undefined;
    const parent = sub.length > 0 ? doc.getIn(sub.slice(0, -1), true) : undefined;
    if (isMap(parent)) {
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === sub[sub.length - 1]);
      if (pair && isScalar(pair.key)) offset = pair.key.range?.[0];
    }
    offset ??= (node as { range?: [number, number, number] }).range?.[0];
    if (offset === undefined) continue;
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  }
  return undefined;
}

/**
 * The parsed tree of the text last located in, while something else keeps it alive or the GC has
 * not taken it: a file with many findings (a config, a large spec) is parsed once, not once per
 * finding, and no tree outlives its use for long.
 */
function lastParsed<T extends object>(parse: (text: string) => T): (text: string) => T {
  let last: { text: string; tree: WeakRef<T> } | undefined;
  return (text) => {
    const kept = last?.text === text ? last.tree.deref() : undefined;
    if (kept) return kept;
    const tree = parse(text);
    last = { text, tree: new WeakRef(tree) };
    return tree;
  };
}

const emptyTree: { root: JsonNode | undefined } = { root: undefined };
const jsonTrees = lastParsed((text) => {
  const root = parseTree(text, [], { allowTrailingComma: true });
  return root ? { root } : emptyTree;
});
const jsonTree = (text: string): JsonNode | undefined => jsonTrees(text).root;

const yamlTree = lastParsed((text) => {
  let lineCounter = new LineCounter();
  let doc = parseDocument(text, { lineCounter, keepSourceTokens: false, uniqueKeys: false });
  if (doc.errors.length > 0) {
    // Text read as js-yaml reads it (see lenient-yaml.ts): the strict parser finds its paths once
    // the quoted scalars it cut short are indented as it expects; every node keeps its place.
    const aligned = alignQuotedContinuations(text);
    const alignedCounter = new LineCounter();
    const alignedDoc =
      aligned === text
        ? undefined
        : parseDocument(aligned, { lineCounter: alignedCounter, uniqueKeys: false });
    if (alignedDoc && alignedDoc.errors.length === 0) [doc, lineCounter] = [alignedDoc, alignedCounter];
  }
  return { doc, lineCounter };
});

/** Locates a path in a JSON or YAML source, picking the parser by file name. */
export function locatePath(file: string, text: string, path: readonly PathSegment[]): Position | undefined {
  // Both parsers recurse per level of nesting: a document too deep for them has no position.
  try {
    return /\.ya?ml$/i.test(file) ? locateYamlPath(text, path) : locateJsonPath(text, path);
  } catch {
    return undefined;
  }
}

/**
 * Locates an RFC 6901 pointer (`#/paths/~1pets/get/responses/200`) in a JSON or YAML source. A
 * pointer does not say whether `200` is an index or a key: each segment is read as what the
 * document holds there (an array's index, a string key in JSON, a number key YAML wrote bare).
 */
export function locatePointer(file: string, text: string, pointer: string): Position | undefined {
  const segments = parseJsonPointer(pointer);
  try {
    return /\.ya?ml$/i.test(file)
      ? locateYamlPath(text, yamlSegments(text, segments))
      : locateJsonPath(text, jsonSegments(text, segments));
  } catch {
    return undefined;
  }
}

/** The segments as the JSON tree spells them, as far as it has them; the rest as written. */
function jsonSegments(text: string, segments: readonly string[]): PathSegment[] {
  const typed: PathSegment[] = [];
  let node = jsonTree(text);
  for (const [depth, segment] of segments.entries()) {
    if (node?.type === 'array' && /^\d+$/.test(segment)) {
      typed.push(Number(segment));
      node = node.children?.[Number(segment)];
    } else if (node?.type === 'object') {
      typed.push(segment);
      node = node.children?.find((property) => property.children?.[0]?.value === segment)?.children?.[1];
    } else return [...typed, ...segments.slice(depth)];
  }
  return typed;
}

/** The segments as the YAML document's keys are typed (`200:` is a number), as far as it has them. */
function yamlSegments(text: string, segments: readonly string[]): PathSegment[] {
  const typed: PathSegment[] = [];
  let node: unknown = yamlTree(text).doc.contents;
  for (const [depth, segment] of segments.entries()) {
    if (isSeq(node) && /^\d+$/.test(segment)) {
      typed.push(Number(segment));
      node = node.items[Number(segment)];
    } else if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === segment);
      if (!pair || !isScalar(pair.key)) return [...typed, ...segments.slice(depth)];
      typed.push(pair.key.value as PathSegment);
      node = pair.value;
    } else return [...typed, ...segments.slice(depth)];
  }
  return typed;
}
