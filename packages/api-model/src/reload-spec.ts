import { jsonNestingPastDepth, specShapeLimits } from '@docwright/diagnostics';
import { changedRegion, type EntrySpan, memberEntrySpans } from './json-entry-spans.ts';
import { type LoadedSpec, loadSpecText, normalizeSpecId, withPath } from './load.ts';
import type { ApiSpec } from './model.ts';
import { respliceOpenApiSpec } from './openapi/model.ts';
import { isRecord } from './openapi/refs.ts';
import { mayReferToOtherFiles, readSpecText } from './read-spec-source.ts';
import { isUrl } from './remote.ts';

/**
 * Where each path item of a spec's JSON text sits; undefined when an edit must load the spec
 * whole (see `pathItemSpans`). Kept per model, made on the first edit.
 */
const spansOf = new WeakMap<ApiSpec, readonly EntrySpan[] | undefined>();

/**
 * `loadSpec(siteDir, source, { schemaCheck: false })` after an edit, for `docs dev`: when the
 * JSON text changed within one entry of `paths` only, that entry alone is parsed and read into the
 * model again, spliced into the previous document and model; any other edit loads the spec whole.
 * Either way the result equals a whole load's.
 */
export async function reloadSpec(siteDir: string, source: string, previous: LoadedSpec): Promise<LoadedSpec> {
  const id = normalizeSpecId(source);
  const read = await readSpecText(siteDir, source, id);
  if (!read.ok)
    return { spec: undefined, text: undefined, externalFiles: [], diagnostics: [read.diagnostic] };
  const spliced = read.diagnostics.length === 0 ? splicePathItem(previous, id, read.text) : undefined;
  return withPath(
    spliced ?? (await loadSpecText(siteDir, id, read.text, read.diagnostics, { schemaCheck: false })),
    read.path,
  );
}

function splicePathItem(previous: LoadedSpec, id: string, text: string): LoadedSpec | undefined {
  const before = previous.spec;
  const beforeText = previous.text;
  if (!before || beforeText === undefined || !isSplicable(id, previous)) return undefined;
  if (!spansOf.has(before)) spansOf.set(before, pathItemSpans(beforeText));
  const spans = spansOf.get(before);
  const change = changedRegion(beforeText, text);
  if (!spans || !change) return undefined;
  const index = spans.findIndex((s) => s.start <= change.start && change.beforeEnd <= s.end);
  const span = spans[index];
  if (!span) return undefined;
  const shift = change.afterEnd - change.beforeEnd;
  const valueText = text.slice(span.start, span.end + shift);
  // The entry's value opens at depth 3 (the root object, then `paths`).
  const limits = specShapeLimits(text.length);
  if (jsonNestingPastDepth(valueText, limits.maxDepth - 2) !== undefined || !selfContained(valueText))
    return undefined;
  let value: unknown;
  try {
    value = JSON.parse(valueText);
  } catch {
    return undefined;
  }
  const paths = before.document.paths;
  if (!isRecord(paths)) return undefined;
  const document = { ...before.document, paths: { ...paths, [span.key]: value } };
  const model = respliceOpenApiSpec(before, document, text, span.key);
  if (!model) return undefined;
  spansOf.set(
    model.spec,
    spans.map((s, i) =>
      i < index ? s : { key: s.key, start: i === index ? s.start : s.start + shift, end: s.end + shift },
    ),
  );
  return { text, externalFiles: [], spec: model.spec, diagnostics: model.diagnostics };
}

/** A local OpenAPI 3 JSON file whose document is its parsed text as it is (nothing bundled or upgraded). */
function isSplicable(id: string, previous: LoadedSpec): boolean {
  const spec = previous.spec;
  return (
    !isUrl(id) &&
    /\.json$/i.test(id) &&
    spec?.format === 'openapi' &&
    spec.formatVersion !== '2.0' &&
    previous.externalFiles.length === 0
  );
}

/**
 * The path items' spans, unless the text has `$ref`s that may name other files (the document is
 * bundled) or that may point into `paths` or `webhooks` (a path item read from another one's JSON).
 */
function pathItemSpans(text: string): readonly EntrySpan[] | undefined {
  return selfContained(text) ? memberEntrySpans(text, 'paths') : undefined;
}

/**
 * Whether the text has no `$ref` that may name another file and no JSON string that, once its JSON
 * escapes and its URI percent-escapes are undone, points at the whole document or into `paths` or
 * `webhooks` (`#/paths`, `#\/paths`, `\u0023/p\u0061ths`, `#/%70aths`...): a path item read through
 * such a pointer changes when another one is edited.
 */
function selfContained(text: string): boolean {
  if (mayReferToOtherFiles(text)) return false;
  for (const match of text.matchAll(fragmentStrings)) if (pointsIntoPathItems(match[0])) return false;
  return true;
}

// Every JSON string whose first character is `#`, spelled as it is or escaped.
const fragmentStrings = /"(?:#|\\u0023)(?:[^"\\]|\\.)*"/g;

function pointsIntoPathItems(literal: string): boolean {
  let pointer: string;
  try {
    pointer = decodeURIComponent(JSON.parse(literal) as string);
  } catch {
    return true;
  }
  return /^#(?:\/*$|\/(?:paths|webhooks)(?:\/|$))/.test(pointer);
}
