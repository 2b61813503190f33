import { fingerprint } from '@docwright/api-model';
import type { DocsConfig } from '@docwright/config';
import type { SiteInputs } from '../load/load-inputs.ts';
import { type RouteEntry, routeSpecId, type SiteGraph } from '../plan/routes.ts';
import type { RenderedPage } from './render-page.ts';
import { boundFingerprint, documentingKey, renderSettings } from './route-context.ts';

/** A rendered route and the key of the inputs it was rendered from. */
export interface RenderedRoute {
  readonly key: string;
  readonly page: RenderedPage;
}

/** The routes to render, and the input key of any route. */
export interface StaleRoutes {
  readonly stale: readonly RouteEntry[];
  readonly keyOf: (entry: RouteEntry) => string;
}

/**
 * The routes whose inputs changed since `rendered` was rendered (every route the first time):
 * a route's key covers the config it reads, its page, its operation and the spec's shared parts.
 */
export function findStaleRoutes(
  graph: SiteGraph,
  inputs: SiteInputs,
  config: DocsConfig,
  rendered: ReadonlyMap<string, RenderedRoute>,
): StaleRoutes {
  // Every setting a route renders with, so that an edit of any of them re-renders the routes.
  const { siteDir: _siteDir, ...settings } = renderSettings(inputs.dir, config);
  const configKey = fingerprint(settings);
  const keyOf = (entry: RouteEntry) => {
    const page = entry.kind === 'page' ? inputs.pages.get(entry.route) : undefined;
    const specId = routeSpecId(entry);
    const spec = specId === undefined ? undefined : inputs.specs.get(specId)?.spec;
    return fingerprint([
      configKey,
      entry.kind,
      entry.binding,
      entry.schema,
      page?.source,
      boundFingerprint(entry, spec),
      spec?.sharedFingerprint,
      // Which operation's page shows each component in full: any page may link there.
      spec && documentingKey(spec),
    ]);
  };
  const stale = [...graph.routes.values()].filter((entry) => rendered.get(entry.route)?.key !== keyOf(entry));
  return { stale, keyOf };
}
