import type { LoadedSpec } from '@docwright/api-model';
import type { DocsConfig } from '@docwright/config';
import type { SiteGraph } from '../plan/routes.ts';
import type { RenderedPage } from '../render/render-page.ts';

/** A consistent view of the site after a successful render: what the outputs are written from. */
export interface SiteSnapshot {
  readonly config: DocsConfig;
  readonly graph: SiteGraph;
  readonly pages: ReadonlyMap<string, RenderedPage>;
  readonly specs: ReadonlyMap<string, LoadedSpec>;
  readonly assets: readonly string[];
}
