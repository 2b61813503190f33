import type { DocsConfig } from '@docwright/config';
import type { Diagnostic } from '@docwright/diagnostics';
import { loadedApiSpecs, type SiteInputs } from '../load/load-inputs.ts';
import type { SiteGraph } from './routes.ts';
import { planSite } from './site-graph.ts';

/** Every route of the site and its navigation, from inputs whose config loaded. */
export function planRoutes(
  inputs: SiteInputs,
  config: DocsConfig,
): { readonly graph: SiteGraph; readonly diagnostics: readonly Diagnostic[] } {
  const graph = planSite({
    config,
    configMounts: inputs.config.mounts,
    pages: inputs.pages,
    specs: loadedApiSpecs(inputs),
    ignoredPages: inputs.ignored.pages,
  });
  return { graph, diagnostics: graph.diagnostics };
}
