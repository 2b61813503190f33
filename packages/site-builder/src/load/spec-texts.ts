import { readFileSync } from 'node:fs';
import type { LoadedSpec } from '@docwright/api-model';

/**
 * The specs without the texts of those read from a file of the site: a build needs a spec's text
 * again only to copy it into the output (`specFileOutput`) and to locate a late warning
 * (`specSourceText`), both of which read the file again, and holding it in between costs twice
 * the file's size (140 MB for a 10,000-operation spec). A fetched spec keeps its text.
 */
export function withoutLocalSpecTexts(specs: ReadonlyMap<string, LoadedSpec>): Map<string, LoadedSpec> {
  return new Map(
    [...specs].map(([id, loaded]) => [
      id,
      loaded.path === undefined || loaded.text === undefined ? loaded : { ...loaded, text: undefined },
    ]),
  );
}

/** The spec's text: the one it was loaded from, else its file read again. */
export function specSourceText(loaded: LoadedSpec): string | undefined {
  if (loaded.text !== undefined || loaded.path === undefined) return loaded.text;
  try {
    return readFileSync(loaded.path, 'utf8');
  } catch {
    return undefined;
  }
}
