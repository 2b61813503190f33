import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createDiagnostic, type Diagnostic, locateJsonPath } from '@docwright/diagnostics';
import type { SiteSnapshot } from '../outputs/site-snapshot.ts';

/**
 * `api.playground.proxy` (true by default) sends "Try it" requests through `/_docwright/proxy`,
 * which only `docs serve` and `docs dev` answer: a static host has none, so a reader would find
 * out on Send. `docs build` says so, at the setting in docs.json when the file spells it out.
 */
export async function staticProxyWarning(
  siteDir: string,
  snapshot: SiteSnapshot,
): Promise<Diagnostic | undefined> {
  const playground = snapshot.config.api?.playground;
  if (!playground?.proxy || playground.display === 'none' || playground.display === 'simple')
    return undefined;
  const endpoints = [...snapshot.graph.routes.values()].filter((route) => route.binding !== undefined);
  if (endpoints.length === 0) return undefined;
  let text: string | undefined;
  try {
    text = await readFile(join(siteDir, 'docs.json'), 'utf8');
  } catch {
    // A mint.json site: the warning names the setting without a place.
  }
  const path = ['api', 'playground', 'proxy'];
  const position = text === undefined ? undefined : locateJsonPath(text, path);
  const spelled = text !== undefined && /"proxy"\s*:\s*true/.test(text);
  return createDiagnostic('build/playground-proxy-static', {
    message: `${spelled ? '"api.playground.proxy" is true' : '"api.playground.proxy" is true by default'}: "Try it" on ${endpoints.length} endpoint page${endpoints.length === 1 ? '' : 's'} sends requests through /_docwright/proxy, which a static host does not have. Served statically, the playground cannot send; with the proxy off, the browser calls the API directly and the API must allow this site's origin (CORS).`,
    ...(text !== undefined && { file: 'docs.json', jsonPath: 'api.playground.proxy' }),
    ...(spelled && position && { line: position.line, column: position.column }),
  });
}
