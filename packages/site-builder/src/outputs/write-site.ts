import { flushCaches } from '@docwright/mdx';
import type { SiteOutputs } from './site-outputs.ts';
import { writeOutput } from './write-output.ts';

/**
 * Where `docs build` puts the outputs (`siteOutputs`): every file, the search index and the
 * browser bundles written through a staging folder swapped in at once. Resolves with the number
 * of files; rejects with a `DiagnosticsError` (and writes nothing) when a part could not be made.
 */
export async function writeSite(outputs: SiteOutputs, outDir: string): Promise<number> {
  await writeOutput(outDir, outputs.files, outputs.pending);
  // The caches are written in the background; the next build should find all of them.
  await flushCaches();
  let files = outputs.files.size;
  for (const part of await Promise.all(outputs.pending)) files += part.size;
  return files;
}
