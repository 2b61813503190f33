import type { LoadedSpec } from '@docwright/api-model';
import type { DocsConfig } from '@docwright/config';
import type { SiteGraph } from '../plan/routes.ts';
import type { RenderedPage } from './render-page.ts';

/** The site as planned, before its routes render: a snapshot without its pages. */
export interface PlannedSite {
  readonly graph: SiteGraph;
  readonly config: DocsConfig;
  readonly specs: ReadonlyMap<string, LoadedSpec>;
  readonly assets: readonly string[];
}

/** Routes rendered so far, of those a render has to render. */
export type ProgressListener = (done: number, total: number) => void;

/** Follows a render as it goes (the build's search index, fed page by page). */
export interface RenderObserver {
  /** The site is planned; its routes are about to render. */
  planned(site: PlannedSite): void;
  /** A route rendered (routes that did not change are not rendered again). */
  rendered(route: string, page: RenderedPage): void;
}
