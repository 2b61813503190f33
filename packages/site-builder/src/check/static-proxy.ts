import { findInMounts, type LoadedConfig } from '@docwright/config';
import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { SiteSnapshot } from '../outputs/site-snapshot.ts';

const proxySetting = ['api', 'playground', 'proxy'];

/**
 * `api.playground.proxy` (true by default) sends "Try it" requests through `/_docwright/proxy`,
 * which only `docs serve` and `docs dev` answer: a static host has none, so a reader would find
 * out on Send. `docs build` says so while the proxy is on by default; an author who writes the
 * setting, either way, has chosen where the site runs (`"proxy": true` means `docs serve`).
 */
export function staticProxyWarning(
  snapshot: SiteSnapshot,
  config: LoadedConfig | undefined,
): Diagnostic | undefined {
  const playground = snapshot.config.api?.playground;
  if (!playground?.proxy || playground.display === 'none' || playground.display === 'simple')
    return undefined;
  if (config && findInMounts(config.mounts, proxySetting)) return undefined;
  const endpoints = [...snapshot.graph.routes.values()].filter((route) => route.binding !== undefined);
  if (endpoints.length === 0) return undefined;
  return createDiagnostic('build/playground-proxy-static', {
    message: `"api.playground.proxy" is true by default: "Try it" on ${endpoints.length} endpoint page${endpoints.length === 1 ? '' : 's'} sends requests through /_docwright/proxy, which a static host does not have. Served statically, the playground cannot send; with the proxy off, the browser calls the API directly and the API must allow this site's origin (CORS).`,
    ...(config && { file: config.file, jsonPath: 'api.playground.proxy' }),
  });
}
