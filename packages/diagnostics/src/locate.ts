import { findNodeAtLocation, type Node as JsonNode, parseTree } from 'jsonc-parser';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import type { PathSegment } from './json-path.ts';
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
