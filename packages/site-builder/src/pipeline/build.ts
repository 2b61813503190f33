import { createDiagnostic, type Diagnostic, DiagnosticsError, hasErrors } from '@docwright/diagnostics';
import { staticProxyWarning } from '../check/static-proxy.ts';
import { type BuildServices, localBuildServices } from '../isolation/build-services.ts';
import { isRestricted } from '../outputs/indexing.ts';
import { startSearchIndex } from '../outputs/search-index.ts';
import type { SiteSnapshot } from '../outputs/site-snapshot.ts';
import { writeSite } from '../outputs/write-site.ts';
import type { ProgressListener } from '../render/render-observer.ts';
import type { RenderPool } from '../workers/render-pool/pool.ts';
import { IncrementalSite, type RenderResult } from './incremental-site.ts';
import { runStage, type StageListener } from './stages.ts';

export interface BuildOptions {
  readonly dir: string;
  readonly outDir: string;
  /** Where the site will be served from; absolute URLs in llms.txt and sitemap.xml use it. */
  readonly baseUrl?: string;
  readonly onProgress?: ProgressListener;
  /** Treat missing page titles and descriptions as errors (README, Commands). */
  readonly strict?: boolean;
  /** Render worker threads beside the main thread (default: one per extra core, at most three; 0: none). */
  readonly renderWorkers?: number;
  /** Workers the caller started early (`RenderPool.start()`); the caller closes them. */
  readonly renderPool?: RenderPool;
  /** Highlight code in a worker thread ahead of the render (default: when the site is large). */
  readonly renderAhead?: boolean;
  /** Who runs Pagefind and esbuild (default: this process). */
  readonly services?: BuildServices;
  /** Told each stage's time as it ends (see `buildStages`). */
  readonly onStage?: StageListener;
  /** Every page's `generator` meta tag: the CLI's name and version (`Docwright 0.1.0`); none without it. */
  readonly generator?: string;
}

/** Warnings that `--strict` (and `docs check`) turn into errors. */
export const strictCodes: ReadonlySet<string> = new Set([
  'page/missing-title',
  'page/missing-description',
  'nav/page-not-found',
  'page/openapi-not-found',
  'spec/remote-unavailable',
  'page/mdx-fallback',
]);

export interface BuildResult {
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  readonly pages: number;
  readonly endpoints: number;
  readonly files: number;
  readonly seconds: number;
  /** What was built (routes, rendered pages with their links), when the build succeeded. */
  readonly snapshot?: SiteSnapshot;
}

export const defaultBaseUrl = 'http://localhost:3000';

/** Builds the site in `dir` into `outDir`, atomically: on any error `outDir` is not touched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const site = new IncrementalSite(options.dir, {
    outDir: options.outDir,
    ...(options.renderWorkers !== undefined && { renderWorkers: options.renderWorkers }),
    ...(options.renderPool && { renderPool: options.renderPool }),
    ...(options.renderAhead === false && { renderAhead: false }),
    ...(options.onStage && { onStage: options.onStage }),
  });
  const services = options.services ?? localBuildServices;
  // Pagefind indexes each page in its own process as it renders.
  const search = startSearchIndex(services);
  let result: RenderResult;
  try {
    await site.load();
    result = await site.render(options.onProgress, search);
  } catch (error) {
    await search.discard();
    throw error;
  }
  const diagnostics = result.diagnostics.map((d) =>
    options.strict && strictCodes.has(d.code) ? { ...d, severity: 'error' as const } : d,
  );
  const snapshot = site.snapshot;
  const seconds = () => (performance.now() - started) / 1000;
  if (!result.ok || !snapshot || hasErrors(diagnostics)) {
    diagnostics.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
    await search.discard();
    return { ok: false, diagnostics, pages: 0, endpoints: 0, files: 0, seconds: seconds() };
  }
  if (!options.baseUrl) {
    diagnostics.push(
      createDiagnostic('build/base-url-missing', {
        message: `No --base-url given: llms.txt, sitemap.xml and canonical links use ${defaultBaseUrl}.`,
      }),
    );
  }
  if ([...snapshot.pages.values()].some((page) => page.authPlayground)) {
    diagnostics.push(
      createDiagnostic('build/auth-playground-static', {
        message:
          'Some endpoint pages show their playground only to signed-in readers (`playground: auth`); a static host cannot tell readers apart, so these pages show none.',
      }),
    );
  }
  const proxyWarning = await staticProxyWarning(site.dir, snapshot);
  if (proxyWarning) diagnostics.push(proxyWarning);
  const restricted = [...snapshot.pages.values()].filter(isRestricted);
  if (restricted.length > 0) {
    diagnostics.push(
      createDiagnostic('build/reader-auth-static', {
        message: `${restricted.length} page${restricted.length === 1 ? ' is' : 's are'} restricted to reader groups (\`groups\` front matter, e.g. /${restricted[0]?.route}); a static host serves every page to everyone.`,
      }),
    );
  }
  let files: number;
  try {
    files = await runStage('write outputs', options.onStage, () =>
      writeSite(snapshot, {
        siteDir: site.dir,
        outDir: options.outDir,
        baseUrl: options.baseUrl ?? defaultBaseUrl,
        search,
        services,
        onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
        ...(options.generator && { generator: options.generator }),
      }),
    );
  } catch (error) {
    if (error instanceof DiagnosticsError)
      return {
        ok: false,
        diagnostics: [...diagnostics, ...error.diagnostics],
        pages: 0,
        endpoints: 0,
        files: 0,
        seconds: seconds(),
      };
    throw error;
  }
  const routes = [...snapshot.graph.routes.values()];
  return {
    ok: true,
    diagnostics,
    pages: routes.length,
    endpoints: routes.filter((r) => r.binding !== undefined).length,
    files,
    seconds: seconds(),
    snapshot,
  };
}
