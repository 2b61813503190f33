import { createDiagnostic, DiagnosticsError } from '@docwright/diagnostics';
import type { BuildServices } from '../isolation/build-services.ts';
import { filesUnderBasePath } from './base-path.ts';
import { localBuildServices } from './local-build-services.ts';
import type { SearchIndexer } from './search-index.ts';
import { createSiteFiles, type SiteFileOptions } from './site-files.ts';
import type { SiteSnapshot } from './site-snapshot.ts';
import { siteClassNames, utilityStylesheet, utilityStylesheetPath } from './utility-stylesheet.ts';
import type { OutputContent, OutputFiles } from './write-output.ts';

export interface SiteOutputOptions extends SiteFileOptions {
  /**
   * The search index's files: the index Pagefind built as the pages rendered (`docs build`), or
   * the last one made in the background (`docs dev`, which does not wait for Pagefind).
   */
  readonly search: Pick<SearchIndexer, 'files'>;
  /** Who runs esbuild for the browser bundles (default: this process). */
  readonly services?: BuildServices;
}

/** The outputs of a rendered snapshot, before they go anywhere (a folder, the dev server's memory). */
export interface SiteOutputs {
  /** Every file made from the snapshot (pages make their text when they are written). */
  readonly files: Map<string, OutputContent>;
  /**
   * The parts other processes make meanwhile: the search index, then the browser bundles. Each
   * rejects with a `DiagnosticsError` when it could not be made; a later part's file replaces an
   * earlier one's at the same path.
   */
  readonly pending: readonly Promise<OutputFiles>[];
}

/**
 * The last stage's work, wherever its files go: every file of the site from the snapshot, with
 * the search index and the browser bundles still being finished (Pagefind and esbuild, each in
 * its own process) while the caller writes the files or keeps them.
 */
export function siteOutputs(snapshot: SiteSnapshot, options: SiteOutputOptions): SiteOutputs {
  const { search, services = localBuildServices, ...fileOptions } = options;
  const basePath = fileOptions.basePath ?? '';
  const files = filesUnderBasePath(createSiteFiles(snapshot, fileOptions), basePath);
  const searchIndex = searchIndexFiles(search);
  searchIndex.catch(() => undefined);
  const clientBundles = services.clientBundles().catch((error: Error) => {
    throw new DiagnosticsError([
      createDiagnostic('build/client-bundles-failed', {
        message: `Could not bundle the playground's browser modules: ${error.message}`,
      }),
    ]);
  });
  clientBundles.catch(() => undefined);
  const bundlesUnderBasePath = clientBundles.then((bundles) => filesUnderBasePath(bundles, basePath));
  bundlesUnderBasePath.catch(() => undefined);
  const utilities = utilityStylesheetFile(snapshot).then((file) => filesUnderBasePath(file, basePath));
  utilities.catch(() => undefined);
  return {
    files,
    pending: [searchIndex, bundlesUnderBasePath, utilities],
  };
}

/** Every output file in one map, in memory (`docs dev` serves them from there). */
export async function siteOutputFiles(outputs: SiteOutputs): Promise<Map<string, OutputContent>> {
  const files = new Map(outputs.files);
  for (const part of await Promise.all(outputs.pending))
    for (const [path, content] of part) files.set(path, content);
  return files;
}

/** The stylesheet of the utility classes the pages write; none when they write no class. */
async function utilityStylesheetFile(snapshot: SiteSnapshot): Promise<Map<string, OutputContent>> {
  const classNames = siteClassNames(snapshot);
  if (classNames.length === 0) return new Map();
  try {
    return new Map([[utilityStylesheetPath, await utilityStylesheet(classNames)]]);
  } catch (error) {
    throw new DiagnosticsError([
      createDiagnostic('build/utility-stylesheet-failed', {
        message: `Could not compile the utility classes the pages write: ${(error as Error).message}`,
      }),
    ]);
  }
}

/** The search index, or an error diagnostic that fails the build before anything is written. */
async function searchIndexFiles(search: Pick<SearchIndexer, 'files'>): Promise<Map<string, Uint8Array>> {
  try {
    return await search.files();
  } catch (error) {
    throw new DiagnosticsError([
      createDiagnostic('build/search-index-failed', {
        message: `Could not build the search index: ${(error as Error).message}`,
      }),
    ]);
  }
}
