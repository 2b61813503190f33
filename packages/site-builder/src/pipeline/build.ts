import type { LoadedConfig } from '@docwright/config';
import { createDiagnostic, type Diagnostic, DiagnosticsError, hasErrors } from '@docwright/diagnostics';
import { staticProxyWarning } from '../check/static-proxy.ts';
import type { BuildServices } from '../isolation/build-services.ts';
import { normalizeBasePath } from '../outputs/base-path.ts';
import { isRestricted } from '../outputs/indexing.ts';
import { localBuildServices } from '../outputs/local-build-services.ts';
import { startSearchIndex } from '../outputs/search-index.ts';
import type { SiteSnapshot } from '../outputs/site-snapshot.ts';
import { writeSite } from '../outputs/write-site.ts';
import { PageSpool } from '../render/page-spool.ts';
import type { ProgressListener } from '../render/render-observer.ts';
import type { RenderPool } from '../workers/render-pool/pool.ts';
import { IncrementalSite } from './incremental-site.ts';
import { runStages, type StagesResult } from './run-stages.ts';
import type { StageListener } from './stages.ts';

export interface BuildOptions {
  readonly dir: string;
  readonly outDir: string;
  /** Where the site will be served from; absolute URLs in llms.txt and sitemap.xml use it. */
  readonly baseUrl?: string;
  /**
   * The path of the host the site is served under (`/docs`, behind a reverse proxy that strips
   * it): every address the site gives is under it, and `baseUrl` is the host's address without it.
   */
  readonly basePath?: string;
  /**
   * Without `baseUrl`, warn (`build/base-url-missing`); default true. The CLI warns only in CI,
   * where a build is deployed, and prints a line of its own elsewhere.
   */
  readonly warnWithoutBaseUrl?: boolean;
  /**
   * The MCP server URL the page menu's `mcp`, `add-mcp`, `cursor`, `vscode` and custom `$mcp`
   * entries hand out; without it they are left out with a warning (docs/output.md).
   */
  readonly mcpUrl?: string;
  readonly onProgress?: ProgressListener;
  /** Treat missing page titles and descriptions as errors (docs/cli.md). */
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
  /**
   * Keep each rendered page's content HTML, Markdown and operation document in a file beside
   * `outDir` (removed when the build ends) rather than in memory, so that memory does not grow
   * with the site's pages (default true). With false the returned snapshot's pages keep them.
   */
  readonly spool?: boolean;
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
  /**
   * What was built (routes, rendered pages with their links), when the build succeeded. Unless
   * the build ran with `spool: false`, its pages' content HTML, Markdown and operation document
   * were released when it ended (reading them throws): the output folder has them.
   */
  readonly snapshot?: SiteSnapshot;
}

export const defaultBaseUrl = 'http://localhost:3000';

/** `build/base-url-missing`: absolute links name the local address, not the one readers use. */
export const baseUrlMissingWarning = (): Diagnostic =>
  createDiagnostic('build/base-url-missing', {
    message: `No --base-url given: llms.txt, sitemap.xml and canonical links use ${defaultBaseUrl}.`,
  });

/** Builds the site in `dir` into `outDir`, atomically: on any error `outDir` is not touched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const spool = options.spool === false ? undefined : PageSpool.open(options.outDir);
  try {
    return await buildWith(options, spool);
  } finally {
    spool?.close();
  }
}

async function buildWith(options: BuildOptions, spool: PageSpool | undefined): Promise<BuildResult> {
  const started = performance.now();
  const site = new IncrementalSite(options.dir, {
    ...(spool && { spool }),
    outDir: options.outDir,
    rereadSpecFiles: true,
    ...(options.renderWorkers !== undefined && { renderWorkers: options.renderWorkers }),
    ...(options.renderPool && { renderPool: options.renderPool }),
    ...(options.renderAhead === false && { renderAhead: false }),
    ...(options.onStage && { onStage: options.onStage }),
    ...(options.mcpUrl && { mcpUrl: options.mcpUrl }),
  });
  const services = options.services ?? localBuildServices;
  // Pagefind indexes each page in its own process as it renders.
  const basePath = normalizeBasePath(options.basePath ?? '');
  const search = startSearchIndex(services, basePath);
  let diagnostics: Diagnostic[] = [];
  const seconds = () => (performance.now() - started) / 1000;
  const failed = (): BuildResult => ({
    ok: false,
    diagnostics,
    pages: 0,
    endpoints: 0,
    files: 0,
    seconds: seconds(),
  });
  /** Set once the outputs are being made: the search index is then finished, not discarded. */
  let writing = false;
  let run: StagesResult<number>;
  try {
    run = await runStages(site, {
      ...(options.onProgress && { onProgress: options.onProgress }),
      observer: search,
      review: async (result, snapshot) => {
        diagnostics = result.diagnostics.map((d) =>
          options.strict && strictCodes.has(d.code) ? { ...d, severity: 'error' as const } : d,
        );
        if (!result.ok || !snapshot || hasErrors(diagnostics)) return { ...result, ok: false, diagnostics };
        const missingBaseUrl = !options.baseUrl && options.warnWithoutBaseUrl !== false;
        diagnostics.push(...staticBuildWarnings(snapshot, site.inputs.config, missingBaseUrl));
        return { ...result, diagnostics };
      },
      outputs: {
        siteDir: site.dir,
        baseUrl: `${(options.baseUrl ?? defaultBaseUrl).replace(/\/+$/, '')}${basePath}`,
        ...(basePath !== '' && { basePath }),
        ...(options.mcpUrl && { mcpUrl: options.mcpUrl }),
        search,
        services,
        onDiagnostic: (diagnostic) => diagnostics.push(diagnostic),
        ...(options.generator && { generator: options.generator }),
      },
      target: (outputs) => {
        writing = true;
        return writeSite(outputs, options.outDir);
      },
    });
  } catch (error) {
    if (writing && error instanceof DiagnosticsError) {
      diagnostics = [...diagnostics, ...error.diagnostics];
      return failed();
    }
    if (!writing) await search.discard();
    throw error;
  }
  if (!run.written) {
    diagnostics.sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
    await search.discard();
    return failed();
  }
  const { snapshot, output: files } = run.written;
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

/** What a static build warns about once the site has rendered: what a static host cannot do. */
function staticBuildWarnings(
  snapshot: SiteSnapshot,
  config: LoadedConfig | undefined,
  missingBaseUrl: boolean,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  if (missingBaseUrl) diagnostics.push(baseUrlMissingWarning());
  if ([...snapshot.pages.values()].some((page) => page.authPlayground)) {
    diagnostics.push(
      createDiagnostic('build/auth-playground-static', {
        message:
          'Some endpoint pages show their playground only to signed-in readers (`playground: auth`); a static host cannot tell readers apart, so these pages show none.',
      }),
    );
  }
  const proxyWarning = staticProxyWarning(snapshot, config);
  if (proxyWarning) diagnostics.push(proxyWarning);
  const restricted = [...snapshot.pages.values()].filter(isRestricted);
  if (restricted.length > 0) {
    diagnostics.push(
      createDiagnostic('build/reader-auth-static', {
        message: `${restricted.length} page${restricted.length === 1 ? ' is' : 's are'} restricted to reader groups (\`groups\` front matter, e.g. /${restricted[0]?.route}); a static host serves every page to everyone.`,
      }),
    );
  }
  return diagnostics;
}
