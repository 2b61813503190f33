import { createDiagnostic, type Diagnostic, DiagnosticsError } from '@docwright/diagnostics';
import { flushCaches } from '@docwright/mdx';
import type { BuildServices } from '../isolation/build-services.ts';
import type { SearchIndexer } from './search-index.ts';
import { createSiteFiles } from './site-files.ts';
import type { SiteSnapshot } from './site-snapshot.ts';
import { writeOutput } from './write-output.ts';

export interface WriteSiteOptions {
  readonly siteDir: string;
  readonly outDir: string;
  readonly baseUrl: string;
  /** The index Pagefind built as the pages rendered. */
  readonly search: SearchIndexer;
  readonly services: BuildServices;
  readonly onDiagnostic: (diagnostic: Diagnostic) => void;
  /** Every page's `generator` meta tag (`Docwright 0.1.0`). */
  readonly generator?: string;
}

/**
 * The last stage: every file of the site from the snapshot, the search index and the browser
 * bundles, written through a staging folder swapped in at once. Resolves with the number of files;
 * rejects with a `DiagnosticsError` (and writes nothing) when a part could not be made.
 */
export async function writeSite(snapshot: SiteSnapshot, options: WriteSiteOptions): Promise<number> {
  const files = createSiteFiles(snapshot, {
    siteDir: options.siteDir,
    baseUrl: options.baseUrl,
    onDiagnostic: options.onDiagnostic,
    ...(options.generator && { generator: options.generator }),
  });
  // Pagefind finishes its index, and esbuild bundles the playground's modules, each in its own
  // process while the pages are written.
  const searchIndex = searchIndexFiles(options.search);
  searchIndex.catch(() => undefined);
  const clientBundles = options.services.clientBundles().catch((error: Error) => {
    throw new DiagnosticsError([
      createDiagnostic('build/client-bundles-failed', {
        message: `Could not bundle the playground's browser modules: ${error.message}`,
      }),
    ]);
  });
  clientBundles.catch(() => undefined);
  await writeOutput(options.outDir, files, [searchIndex, clientBundles]);
  // The caches are written in the background; the next build should find all of them.
  await flushCaches();
  return files.size + (await searchIndex).size + (await clientBundles).size;
}

/** The search index, or an error diagnostic that fails the build before anything is written. */
async function searchIndexFiles(search: SearchIndexer): Promise<Map<string, Uint8Array>> {
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
