import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { PageSource } from '../../load/discover.ts';
import { minRoutesForWorkers } from '../render-pool/pool.ts';
import { pageCodeBlocks } from './code-blocks.ts';
import { RenderAhead } from './render-ahead.ts';

/**
 * Spec bytes from which a site likely has enough operations for a render-ahead worker (Twilio's
 * 103-operation Conversations spec is 830 KB).
 */
const earlyRenderAheadBytes = 512 * 1024;

/**
 * A render-ahead worker, started before the site's specs are parsed when the site has enough
 * pages for one or its specs total `earlyRenderAheadBytes` or more, so that it is ready when
 * rendering begins instead of keeping the first route waiting a second or more. Resolves once the
 * thread exists: parsing a large spec then holds the main thread, and the worker boots meanwhile
 * with the grammars of the request examples' languages and of the pages' fences.
 */
export async function startRenderAheadEarly(
  siteDir: string,
  site: {
    readonly pages: readonly PageSource[];
    readonly specIds: readonly string[];
    readonly sampleLanguages: readonly string[];
  },
): Promise<RenderAhead | undefined> {
  if (site.pages.length < minRoutesForWorkers && !(await specsAreLarge(siteDir, site.specIds)))
    return undefined;
  const fenceLanguages = site.pages.flatMap((page) => pageCodeBlocks(page).map((block) => block.language));
  const ahead = new RenderAhead();
  ahead.preloadLanguages([...new Set([...site.sampleLanguages, ...fenceLanguages])]);
  await ahead.started();
  return ahead;
}

async function specsAreLarge(siteDir: string, specIds: Iterable<string>): Promise<boolean> {
  const sizes = await Promise.all(
    [...specIds].map((id) =>
      stat(resolve(siteDir, id)).then(
        (file) => file.size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0) >= earlyRenderAheadBytes;
}
