export type { BuildServices } from './isolation/build-services.ts';
export { localBuildServices } from './isolation/build-services.ts';
export type { PageSource } from './load/discover.ts';
export { createPageSource, routeOfPageFile } from './load/discover.ts';
export {
  clientBundleFiles,
  highlighterFolder,
  snippetGeneratorsBundle,
  snippetGeneratorsPath,
} from './outputs/client-bundles.ts';
export type { SiteIndex } from './outputs/indexing.ts';
export { defaultSections, siteIndex } from './outputs/indexing.ts';
export { type LlmsForReaders, llmsFilesFor } from './outputs/llms-for-readers.ts';
export {
  htmlFileOfRoute,
  routeOfOutputFile,
  twinFileOfHtml,
  twinFileOfRoute,
} from './outputs/output-layout.ts';
export type { PageData, PageNeighbour } from './outputs/page-data.ts';
export { pageData } from './outputs/page-data.ts';
export {
  audienceOfSearchFile,
  llmsForReadersPath,
  withoutHiddenEntries,
} from './outputs/reader-visibility.ts';
export { redirectBounds, redirectSourceChecker } from './outputs/redirects.ts';
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
export type { SiteOutputOptions, SiteOutputs } from './outputs/site-outputs.ts';
export { siteOutputFiles, siteOutputs } from './outputs/site-outputs.ts';
export type { SiteSnapshot } from './outputs/site-snapshot.ts';
export type { OutputContent, OutputFiles } from './outputs/write-output.ts';
export { outputData, writeOutput } from './outputs/write-output.ts';
export type { BuildOptions, BuildResult } from './pipeline/build.ts';
export { buildSite, defaultBaseUrl, strictCodes } from './pipeline/build.ts';
export type { RenderResult, SiteOptions } from './pipeline/incremental-site.ts';
export { IncrementalSite } from './pipeline/incremental-site.ts';
export type { StageRun, StagesResult } from './pipeline/run-stages.ts';
export { runStages } from './pipeline/run-stages.ts';
export type { BuildStage, StageListener } from './pipeline/stages.ts';
export { buildStages } from './pipeline/stages.ts';
export type { EndpointReference } from './plan/operation-lookup.ts';
export { lookupOperation, parseEndpointReference } from './plan/operation-lookup.ts';
export type { ContentRoute, EndpointRoute, OperationRef, RouteEntry, SiteGraph } from './plan/routes.ts';
export { planSite } from './plan/site-graph.ts';
export type { ProgressListener, RenderObserver } from './render/render-observer.ts';
export type { PageLink, RenderedPage } from './render/render-page.ts';
export { RenderPool } from './workers/render-pool/pool.ts';
