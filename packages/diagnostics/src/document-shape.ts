import { parseDocument, YAMLError } from 'yaml';
import type { PathSegment } from './json-path.ts';
import { readYamlLeniently } from './lenient-yaml.ts';
import { locateJsonPath, locateYamlPath, type Position, positionAt } from './locate.ts';

/**
 * How big and how deep a document read from site input may be. YAML anchors and aliases share
 * one value between many places: ten lines of ten aliases each stand for 10^10 values, which
 * every later walk (validation, bundling, rendering) would visit one by one. Nesting thousands of
 * levels deep overflows the stack of any recursive walk. Both are refused where a document is read.
 */
interface ShapeLimits {
  /** Levels of nesting (objects and arrays) from the root. */
  readonly maxDepth: number;
  /** Approximate size in bytes of the document written out as JSON, aliases expanded. */
  readonly maxSize: number;
}

/** The default nesting bound: the corpus's deepest document (Plaid's) nests 25 levels. */
export const maxDocumentDepth = 256;

/** Limits for a spec of `textLength` characters: its own size many times over, and at least 32 MB. */
export function specShapeLimits(textLength: number): ShapeLimits {
  return { maxDepth: maxDocumentDepth, maxSize: 32 * 2 ** 20 + 8 * textLength };
}

type ShapeProblem =
  | { readonly kind: 'too-deep'; readonly path: PathSegment[] }
  | { readonly kind: 'too-large'; readonly path: PathSegment[] }
  | { readonly kind: 'cycle'; readonly path: PathSegment[] };

interface Frame {
  readonly node: object;
  readonly key: PathSegment | undefined;
  readonly entries: readonly [PathSegment, unknown][];
  index: number;
  size: number;
  height: number;
}

const leafSize = (value: unknown): number => (typeof value === 'string' ? value.length + 2 : 5);

const entriesOf = (node: object): [PathSegment, unknown][] =>
  Array.isArray(node) ? node.map((item, i) => [i, item]) : Object.entries(node);

/**
 * Walks a parsed value (without recursion, so any depth is safe) and reports the first place
 * where it nests deeper than `maxDepth`, grows past `maxSize` once shared values are counted at
 * every use, or contains itself. Shared values are measured once.
 */
export function checkValueShape(value: unknown, limits: ShapeLimits): ShapeProblem | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const measured = new Map<object, { size: number; height: number }>();
  const open = new Set<object>();
  const stack: Frame[] = [];
  const pathTo = (last?: PathSegment): PathSegment[] => {
    const path = stack.slice(1).map((frame) => frame.key as PathSegment);
    return last === undefined ? path : [...path, last];
  };
  const push = (node: object, key: PathSegment | undefined) => {
    stack.push({ node, key, entries: entriesOf(node), index: 0, size: 2, height: 1 });
    open.add(node);
  };
  push(value, undefined);
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as Frame;
    if (top.index < top.entries.length) {
      const [key, child] = top.entries[top.index] as [PathSegment, unknown];
      top.index++;
      top.size += typeof key === 'string' ? key.length + 4 : 1;
      if (child === null || typeof child !== 'object') top.size += leafSize(child);
      else {
        const known = measured.get(child);
        if (known) {
          top.size += known.size;
          if (stack.length + known.height > limits.maxDepth) return { kind: 'too-deep', path: pathTo(key) };
          top.height = Math.max(top.height, known.height + 1);
        } else if (open.has(child)) return { kind: 'cycle', path: pathTo(key) };
        else if (stack.length >= limits.maxDepth) return { kind: 'too-deep', path: pathTo(key) };
        else push(child, key);
      }
      if (top.size > limits.maxSize) return { kind: 'too-large', path: pathTo(key) };
      continue;
    }
    stack.pop();
    open.delete(top.node);
    measured.set(top.node, { size: top.size, height: top.height });
    const parent = stack[stack.length - 1];
    if (parent) {
      parent.size += top.size;
      parent.height = Math.max(parent.height, top.height + 1);
      if (parent.size > limits.maxSize) return { kind: 'too-large', path: pathTo(top.key) };
    }
  }
  return undefined;
}

/** A sentence for a shape problem, naming what was found and the limit. */
export function describeShapeProblem(problem: ShapeProblem, limits: ShapeLimits, yaml: boolean): string {
  switch (problem.kind) {
    case 'too-deep':
      return `The document nests more than ${limits.maxDepth} levels deep here; Docwright reads documents up to that depth.`;
    case 'too-large':
      return yaml
        ? `Expanding the YAML aliases (*name) makes the document larger than ${formatBytes(limits.maxSize)} here: anchors repeated inside anchors multiply; Docwright refuses such documents rather than exhaust the machine.`
        : `The document is larger than ${formatBytes(limits.maxSize)} here.`;
    case 'cycle':
      return 'A YAML alias here refers to a node that contains it, so the document would be infinite.';
  }
}

/** Where a shape problem lies in the source text (the deepest part of its path that exists). */
export function locateShapeProblem(
  problem: ShapeProblem,
  text: string,
  yaml: boolean,
  limits: ShapeLimits,
): Position | undefined {
  if (!yaml && problem.kind === 'too-deep') {
    const offset = jsonNestingPastDepth(text, limits.maxDepth);
    if (offset !== undefined) return positionAt(text, offset);
  }
  // The locators parse the text again, recursively: a document too deep for them has no position.
  try {
    return yaml ? locateYamlPath(text, problem.path) : locateJsonPath(text, problem.path);
  } catch {
    return undefined;
  }
}

/**
 * The offset of the first `{` or `[` of JSON text that opens a level deeper than `maxDepth`, found
 * by a scan that keeps no stack, so the text can be refused before a recursive parser sees it.
 */
export function jsonNestingPastDepth(text: string, maxDepth: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > maxDepth) return i;
    } else if (c === 125 || c === 93) depth--;
  }
  return undefined;
}

const formatBytes = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

type BoundedYaml =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly message: string;
      /** 1-based, within `text`. */
      readonly line: number;
      readonly column: number;
      /** True for an alias expansion, cycle or nesting problem rather than a syntax error. */
      readonly shape: boolean;
    };

/**
 * Parses YAML text with the `yaml` package (which locates its errors), or, for text it refuses,
 * as js-yaml reads it (Mintlify's reader), its aliases shared rather than copied, then refuses
 * documents whose expansion or nesting passes `limits`, located at the place that passes them.
 */
export function parseYamlBounded(
  text: string,
  limits: ShapeLimits,
  options: { readonly uniqueKeys?: boolean } = {},
): BoundedYaml {
  let value: unknown;
  try {
    const doc = parseDocument(text, { uniqueKeys: options.uniqueKeys ?? true, prettyErrors: true });
    const [error] = doc.errors;
    if (error) throw error;
    // Aliases resolve to the anchored value itself (no copy), so this is linear in the text; the
    // expansion is measured below.
    value = doc.toJS({ maxAliasCount: -1 });
  } catch (error) {
    const linePos = error instanceof YAMLError ? error.linePos?.[0] : undefined;
    const reason = String((error as Error).message);
    // The parser recurses per level: a stack overflow means the nesting, not the syntax, is wrong.
    const tooDeep = error instanceof RangeError || /Maximum call stack/.test(reason);
    const lenient = tooDeep ? undefined : readYamlLeniently(text, { uniqueKeys: options.uniqueKeys ?? true });
    if (lenient) value = lenient.value;
    else {
      const message = tooDeep
        ? describeShapeProblem({ kind: 'too-deep', path: [] }, limits, true)
        : (reason.split('\n')[0] ?? '');
      return { ok: false, message, line: linePos?.line ?? 1, column: linePos?.col ?? 1, shape: tooDeep };
    }
  }
  const problem = checkValueShape(value, limits);
  if (!problem) return { ok: true, value };
  const position = locateShapeProblem(problem, text, true, limits) ?? { line: 1, column: 1 };
  return { ok: false, message: describeShapeProblem(problem, limits, true), ...position, shape: true };
}
