import { normalize } from 'node:path';
import type { Diagnostic } from '@docwright/diagnostics';
import { createSpecModel } from './create-spec-model.ts';
import type { ApiSpec } from './model.ts';
import { parseDocumentText } from './parse-document.ts';
import { bundleSpecFiles, readSpecText } from './read-spec-source.ts';
import { isUrl } from './remote.ts';

export interface LoadedSpec {
  readonly spec: ApiSpec | undefined;
  readonly diagnostics: Diagnostic[];
  /**
   * The file's text, for copying it into the output and locating later findings; a build drops it
   * once the spec is loaded and reads the file at `path` again instead.
   */
  readonly text: string | undefined;
  /** The real path of the site's file it was read from (checked to be inside the site); unset for a URL. */
  readonly path?: string;
  /** Other local files the spec's `$ref`s pointed into (site-relative), copied beside it. */
  readonly externalFiles: readonly string[];
}

/** `./openapi.json`, `/openapi.json` and `openapi.json` all name the same file of the site. */
export function normalizeSpecId(source: string): string {
  if (isUrl(source)) return source;
  return normalize(source.replace(/^\/+/, '')).replaceAll('\\', '/').replace(/^\.\//, '');
}

export interface LoadSpecOptions {
  /**
   * Check the document against the OpenAPI JSON Schema (default true). Its findings are warnings
   * only, so `docs dev`, which shows errors alone after an edit, skips it to reload sooner.
   */
  readonly schemaCheck?: boolean;
}

/** Reads one spec (site-relative path or URL) into the endpoint model. Never throws for bad input. */
export async function loadSpec(
  siteDir: string,
  source: string,
  options: LoadSpecOptions = {},
): Promise<LoadedSpec> {
  const id = normalizeSpecId(source);
  const read = await readSpecText(siteDir, source, id);
  if (!read.ok)
    return { spec: undefined, text: undefined, externalFiles: [], diagnostics: [read.diagnostic] };
  return withPath(await loadSpecText(siteDir, id, read.text, read.diagnostics, options), read.path);
}

/** The loaded spec with the path its text was read from, if it was read from a file. */
export function withPath(loaded: LoadedSpec, path: string | undefined): LoadedSpec {
  return path === undefined ? loaded : { ...loaded, path };
}

/** `loadSpec` once the text of the spec `id` is read (with the reading's warnings). */
export async function loadSpecText(
  siteDir: string,
  id: string,
  text: string,
  readDiagnostics: readonly Diagnostic[],
  options: LoadSpecOptions = {},
): Promise<LoadedSpec> {
  const parsed = parseDocumentText(text, id);
  if (!parsed.ok) return { text, externalFiles: [], spec: undefined, diagnostics: [parsed.diagnostic] };
  const bundled = await bundleSpecFiles(siteDir, id, parsed.value, text);
  const model = createSpecModel(bundled.document, text, id, options.schemaCheck ?? true);
  return {
    text,
    externalFiles: bundled.files,
    spec: model.spec,
    diagnostics: [...readDiagnostics, ...bundled.diagnostics, ...model.diagnostics],
  };
}

/** Parses self-contained spec text into the endpoint model; pure apart from hashing. */
export function parseSpec(
  text: string,
  id: string,
): { spec: ApiSpec | undefined; diagnostics: Diagnostic[] } {
  const parsed = parseDocumentText(text, id);
  if (!parsed.ok) return { spec: undefined, diagnostics: [parsed.diagnostic] };
  return createSpecModel(parsed.value, text, id);
}
