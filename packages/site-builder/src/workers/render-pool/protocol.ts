import type { PageSource } from '../../load/discover.ts';
import type { RouteEntry } from '../../plan/routes.ts';
import type { RenderedPage } from '../../render/render-page.ts';
import type { RenderSettings } from '../../render/route-context.ts';

/** What a render worker renders with, sent before its first batch. */
export interface WorkerSetup {
  readonly settings: RenderSettings;
  /** `setCacheFolder` of @docwright/mdx. */
  readonly cacheFolder: string;
  /** Spec id -> the `sharedFingerprint` the main thread renders with. */
  readonly specs: Readonly<Record<string, string>>;
}

/** One route to render. The worker loads specs itself, and checks they are the ones described here. */
export interface RenderTask {
  readonly entry: RouteEntry;
  readonly page?: PageSource;
  /** The fingerprint of the bound operation or channel in the main thread's spec. */
  readonly boundFingerprint?: string;
}

export type TaskResult =
  | { readonly route: string; readonly page: RenderedPage }
  /** The worker could not render it as the main thread would (its spec file changed since, say). */
  | { readonly route: string; readonly declined: string };

export type WorkerRequest =
  /** Starts loading the specs at once, while the main thread plans the site. */
  | { readonly kind: 'setup'; readonly setup: WorkerSetup }
  | { readonly kind: 'batch'; readonly tasks: readonly RenderTask[] }
  /** Writes what the worker computed to the cache folder (`flushCaches`); replies with no results. */
  | { readonly kind: 'flush' };

export interface BatchReply {
  readonly results: readonly TaskResult[];
}
