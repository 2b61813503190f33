import type { LoadedSpec } from '@docwright/api-model';
import { type LoadedConfig, locateInMounts } from '@docwright/config';
import { createCodeFrame, type Diagnostic, formatJsonPath, type PathSegment } from '@docwright/diagnostics';

/**
 * The specs with each `spec/remote-unavailable` warning placed where docs.json names the URL (its
 * file, line, column and JSON path, through any `$ref`), so the reader sees which entry to fix.
 */
export function placeRemoteSpecWarnings(
  specs: Map<string, LoadedSpec>,
  loaded: LoadedConfig,
): Map<string, LoadedSpec> {
  for (const [id, spec] of specs) {
    if (!spec.diagnostics.some((d) => d.code === 'spec/remote-unavailable')) continue;
    const place = loaded.config && loaded.mounts.length > 0 ? firstPlace(loaded, id) : undefined;
    if (!place) continue;
    const diagnostics = spec.diagnostics.map((d) =>
      d.code === 'spec/remote-unavailable' ? { ...d, ...place } : d,
    );
    specs.set(id, { ...spec, diagnostics });
  }
  return specs;
}

/** Where the config first names `url`: docs.json before the files it `$ref`s, then by line. */
function firstPlace(loaded: LoadedConfig, url: string): Partial<Diagnostic> | undefined {
  const places = pathsOfValue(loaded.config, url, []).map((path) => {
    const { file, source, position } = locateInMounts(loaded.mounts, path);
    return { path, file, source, position };
  });
  const rank = (p: (typeof places)[number]) =>
    (p.file === loaded.file ? 0 : 1e9) + (p.position ? p.position.line * 1e4 + p.position.column : 1e8);
  const [first] = places.sort((a, b) => rank(a) - rank(b));
  if (!first) return undefined;
  const { file, source, position, path } = first;
  return {
    file,
    jsonPath: formatJsonPath(path),
    ...(position && {
      line: position.line,
      column: position.column,
      frame: createCodeFrame(source, position.line, position.column),
    }),
  };
}

/** Every path in the config whose value is the string `value`. */
function pathsOfValue(node: unknown, value: string, path: PathSegment[]): PathSegment[][] {
  if (node === value) return [path];
  if (node === null || typeof node !== 'object') return [];
  const entries: [PathSegment, unknown][] = Array.isArray(node)
    ? node.map((item, index) => [index, item])
    : Object.entries(node);
  return entries.flatMap(([key, child]) => pathsOfValue(child, value, [...path, key]));
}
