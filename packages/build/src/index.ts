export type { BuildOptions, BuildResult } from './build.ts';
export { buildSite, defaultBaseUrl, strictCodes } from './build.ts';
export type { PageSource } from './discover.ts';
export { createPageSource, routeOfFile } from './discover.ts';
export type { BuildServices } from './isolation/build-services.ts';
export { localBuildServices } from './isolation/build-services.ts';
export type { EndpointReference } from './operation-lookup.ts';
export { lookupOperation, parseEndpointReference } from './operation-lookup.ts';
export {
  clientBundleFiles,
  highlighterFolder,
  snippetGeneratorsBundle,
  snippetGeneratorsPath,
} from './outputs/client-bundles.ts';
export type { SiteIndex } from './outputs/indexing.ts';
export { defaultSections, indexedRoutes, siteIndex } from './outputs/indexing.ts';
export {
  createSearchIndex,
  type SearchIndexer,
  searchIndexFolder,
  startSearchIndex,
} from './outputs/search-index.ts';
export type { RouteAccess, ServerManifest } from './outputs/server-manifest.ts';
export { serverManifestPath } from './outputs/server-manifest.ts';
export type { SiteFileOptions } from './outputs/site-files.ts';
export { createSiteFiles } from './outputs/site-files.ts';
export { htmlFileOf, twinFileOf } from './outputs/urls.ts';
export type { BuildStage, StageListener } from './pipeline/stages.ts';
export { buildStages } from './pipeline/stages.ts';
export type { ProgressListener, RenderObserver } from './render-observer.ts';
export type { PageLink, RenderedPage } from './render-page.ts';
export { RenderPool } from './render-pool/pool.ts';
export type { ContentRoute, EndpointRoute, OperationRef, RouteEntry, SiteGraph } from './routes.ts';
export type { RenderResult, SiteOptions, SiteSnapshot } from './site.ts';
export { Site } from './site.ts';
export { planSite } from './site-graph.ts';
export type { OutputContent, OutputFiles } from './write-output.ts';
export { outputData, writeOutput } from './write-output.ts';
