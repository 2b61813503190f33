import type { SiteSnapshot } from '../outputs/site-snapshot.ts';
import type { RenderedPage } from './render-page.ts';

/** Routes rendered so far, of those a render has to render. */
export type ProgressListener = (done: number, total: number) => void;

/** Follows a render as it goes (the build's search index, fed page by page). */
export interface RenderObserver {
  /** The site is planned; its routes are about to render. */
  planned(site: Omit<SiteSnapshot, 'pages'>): void;
  /** A route rendered (routes that did not change are not rendered again). */
  rendered(route: string, page: RenderedPage): void;
}
