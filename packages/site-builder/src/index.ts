// `docs serve` shows each reader their branch of a page's conditions on `user` (server-manifest.ts).
export { applyUserChoices } from '@docwright/mdx';
export type { BuildServices } from './isolation/build-services.ts';
export { createPageSource } from './load/discover.ts';
export type { ApiToolCredential, ApiToolEntry, ApiToolParameter } from './outputs/api-tools.ts';
export { basePathProblem } from './outputs/base-path.ts';
export { clientBundleFiles, serverScriptBundle } from './outputs/client-bundles.ts';
export { siteIndex } from './outputs/indexing.ts';
export { type LlmsForReaders, llmsFilesFor } from './outputs/llms-for-readers.ts';
export { localBuildServices } from './outputs/local-build-services.ts';
export { htmlFileOfRoute } from './outputs/output-layout.ts';
export { pageData } from './outputs/page-data.ts';
export {
  audienceOfSearchFile,
  llmsForReadersPath,
  withoutHiddenEntries,
} from './outputs/reader-visibility.ts';
export { redirectBounds, redirectSourceChecker } from './outputs/redirects.ts';
export { createSearchIndex, searchIndexFolder, startSearchIndex } from './outputs/search-index.ts';
export type { ServerManifest } from './outputs/server-manifest.ts';
export { serverManifestPath } from './outputs/server-manifest.ts';
export { createSiteFiles } from './outputs/site-files.ts';
export { siteOutputFiles, siteOutputs } from './outputs/site-outputs.ts';
export type { SiteSnapshot } from './outputs/site-snapshot.ts';
export type { OutputContent } from './outputs/write-output.ts';
export { outputData, writeOutput } from './outputs/write-output.ts';
export type { BuildOptions } from './pipeline/build.ts';
export { baseUrlMissingWarning, buildSite, defaultBaseUrl, strictCodes } from './pipeline/build.ts';
export { IncrementalSite } from './pipeline/incremental-site.ts';
export { runStages } from './pipeline/run-stages.ts';
export type { BuildStage } from './pipeline/stages.ts';
export { buildStages } from './pipeline/stages.ts';
export { lookupOperation, parseEndpointReference } from './plan/operation-lookup.ts';
export type { EndpointRoute, SiteGraph } from './plan/routes.ts';
export { planSite } from './plan/site-graph.ts';
export type { ProgressListener, RenderObserver } from './render/render-observer.ts';
export type { PageLink, RenderedPage } from './render/render-page.ts';
export { RenderPool } from './workers/render-pool/pool.ts';
