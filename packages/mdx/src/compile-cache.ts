import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentCache } from './content-cache.ts';
import { codeThemesKey } from './highlight/code-themes.ts';
import type { FileProbe } from './html/file-probes.ts';
import type { PageLocation } from './html/site-paths.ts';
import type { CompiledPage } from './processor.ts';

/** A compiled page as kept, with the site files its compile looked at (its images). */
export interface CachedCompile {
  readonly page: CompiledPage;
  readonly probes: readonly FileProbe[];
}

export const compileCache = new ContentCache<CachedCompile>(JSON.stringify, JSON.parse);

/**
 * Set by `scripts/pack.mjs` in the published package, which ships no sources to read: the
 * package's name and version, and a digest of the sources it was compiled from.
 */
declare const DOCWRIGHT_PACKAGED_COMPILER: string | undefined;

let compilerDigest: string | undefined =
  typeof DOCWRIGHT_PACKAGED_COMPILER === 'string' ? DOCWRIGHT_PACKAGED_COMPILER : undefined;

/**
 * What makes a compile's output: the compiler itself (this package's sources and pinned
 * dependencies, and the diagnostics' code frames), read once per process, so that a changed
 * plugin never serves a page compiled by the old one.
 */
function compiler(): string {
  if (compilerDigest === undefined) {
    const hash = createHash('sha256');
    const folders = [new URL('.', import.meta.url), new URL('../../diagnostics/src/', import.meta.url)];
    for (const folder of folders.map((url) => fileURLToPath(url))) {
      const files = readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name))
        .sort();
      for (const file of files)
        hash.update(file.slice(folder.length)).update('\0').update(readFileSync(file));
    }
    hash.update(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url))));
    compilerDigest = hash.digest('hex');
  }
  return compilerDigest;
}

/** The code themes in a key, when they are not GitHub's: their pages' code is coloured otherwise. */
function themed(): string[] {
  const themes = codeThemesKey();
  return themes ? [themes] : [];
}

/** The content address of one spec Markdown text's HTML (see `renderMarkdown`). */
export function markdownKey(markdown: string): string {
  return createHash('sha256')
    .update(JSON.stringify([compiler(), ...themed(), 'markdown', markdown]))
    .digest('hex');
}

/** The content address of one page's compile. */
export function compileKey(
  body: string,
  file: string,
  source: string,
  lineOffset: number,
  location: PageLocation,
): string {
  return createHash('sha256')
    .update(JSON.stringify([compiler(), ...themed(), body, file, source, lineOffset, location]))
    .digest('hex');
}
