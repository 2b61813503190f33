import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { RenderAhead } from './render-ahead.ts';

/**
 * Spec bytes from which a site likely has enough operations for a render-ahead worker (Twilio's
 * 103-operation Conversations spec is 830 KB).
 */
const earlyRenderAheadBytes = 512 * 1024;

/**
 * A render-ahead worker, started before the site's specs are parsed when they total
 * `earlyRenderAheadBytes` or more, so that it is ready when rendering begins instead of keeping
 * the first route waiting a second or more. Resolves once the thread exists: parsing a large spec
 * then holds the main thread, and the worker boots meanwhile with these languages' grammars.
 */
export async function startRenderAheadEarly(
  siteDir: string,
  specIds: Iterable<string>,
  languages: readonly string[],
): Promise<RenderAhead | undefined> {
  const sizes = await Promise.all(
    [...specIds].map((id) =>
      stat(resolve(siteDir, id)).then(
        (file) => file.size,
        () => 0,
      ),
    ),
  );
  if (sizes.reduce((sum, size) => sum + size, 0) < earlyRenderAheadBytes) return undefined;
  const ahead = new RenderAhead();
  ahead.preloadLanguages(languages);
  await ahead.started();
  return ahead;
}
