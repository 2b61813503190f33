import type { DocsConfig } from '@docwright/config';
import type { Diagnostic } from '@docwright/diagnostics';
import type { SiteInputs } from '../load/load-inputs.ts';
import type { SiteGraph } from '../plan/routes.ts';
import type { RenderedRoute } from '../render/stale-routes.ts';
import { findBrokenLinks } from './link-check.ts';

/** Links of the rendered pages that name no route, file or redirect, each a located warning. */
export function checkLinks(
  rendered: ReadonlyMap<string, RenderedRoute>,
  graph: SiteGraph,
  inputs: SiteInputs,
  config: DocsConfig,
): Diagnostic[] {
  return findBrokenLinks(
    [...rendered.values()].flatMap(({ page }) => page.links),
    {
      routes: graph.routes.keys(),
      files: [...inputs.assets, ...inputs.specs.keys()],
      siteDir: inputs.dir,
      redirectSources: config.redirects.map((redirect) => redirect.source),
    },
  );
}
