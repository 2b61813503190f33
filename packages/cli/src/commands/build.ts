import { relative, resolve } from 'node:path';
import { summarizeDiagnostics } from '@docwright/diagnostics';
import {
  channelBuildServices,
  onIsolatedChannel,
  reportOverChannel,
} from '@docwright/site-builder/isolation';
import { RenderPool } from '@docwright/site-builder/render-pool';
import { siteBaseUrl } from '../base-url.ts';
import { inCi } from '../ci.ts';
import { siteMcpUrl } from '../mcp-url.ts';
import { generatorName } from '../package-root.ts';
import { createProgress, maxWarningsOption, printDiagnostics, tooManyWarnings } from '../reporter.ts';
import { parseCommandArgs, UsageError } from '../usage.ts';

export async function runBuild(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    out: { type: 'string', short: 'o' },
    'base-url': { type: 'string' },
    'base-path': { type: 'string' },
    'mcp-url': { type: 'string' },
    strict: { type: 'boolean' },
    workers: { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
    'max-warnings': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(
      `Usage: docs build [dir] [--out dist] [--base-url https://docs.example.com] [--base-path /docs] [--mcp-url URL] [--strict] [--workers N] [--quiet] [--max-warnings N]

  --base-url URL    the address the site is served from (else DOCWRIGHT_BASE_URL, or the
                    production address Netlify and Vercel set), for llms.txt, sitemap.xml and
                    canonical links
  --base-path PATH  the path the site is served under behind a reverse proxy (/docs; else
                    DOCWRIGHT_BASE_PATH): every link, asset, search result and redirect is under it
  --mcp-url URL     the site's MCP server (else DOCWRIGHT_MCP_URL), for the page menu's MCP
                    entries: <base URL><base path>/mcp where \`docs serve\` serves the site
  --quiet           print errors only; warnings are counted, by code
  --max-warnings N  exit 1 when the build has more than N warnings (the output is still written)`,
    );
    return 0;
  }
  const maxWarnings = maxWarningsOption(values['max-warnings']);
  if (positionals.length > 1)
    throw new UsageError(`expected at most one site folder, got ${positionals.length}`);
  const dir = resolve(positionals[0] ?? '.');
  const baseUrl = siteBaseUrl(values['base-url'], process.env);
  const basePath = values['base-path'] ?? process.env.DOCWRIGHT_BASE_PATH;
  const ci = inCi(process.env);
  const workers = values.workers === undefined ? undefined : Number(values.workers);
  if (workers !== undefined && !(Number.isInteger(workers) && workers >= 0))
    throw new UsageError(
      `--workers must be a whole number (0 renders on one thread), got "${values.workers}"`,
    );
  const outDir = resolve(values.out ?? resolve(dir, 'dist'));
  // A build `docs serve` runs for a repository may start no program (its parent runs Pagefind and
  // esbuild for it), and threads only inside the OS sandbox.
  const isolated = onIsolatedChannel();
  const mcpUrl = siteMcpUrl(values['mcp-url'], process.env, isolated ? { baseUrl, basePath } : undefined);
  const threads = !isolated || threadsAllowed();
  // The render workers import the renderer while this thread does: both are ready together.
  const renderPool = threads ? RenderPool.start(workers) : undefined;
  const build = await import('@docwright/site-builder');
  const progress = createProgress('Rendering');
  let result: Awaited<ReturnType<typeof build.buildSite>>;
  try {
    const basePathInvalid = basePath === undefined ? undefined : build.basePathProblem(basePath);
    if (basePathInvalid !== undefined)
      throw new UsageError(
        `${values['base-path'] !== undefined ? '--base-path' : 'DOCWRIGHT_BASE_PATH'} "${basePath}": ${basePathInvalid}`,
      );
    result = await build.buildSite({
      dir,
      outDir,
      ...(baseUrl && { baseUrl }),
      ...(basePath && { basePath }),
      ...(mcpUrl && { mcpUrl }),
      warnWithoutBaseUrl: ci,
      strict: values.strict === true,
      onProgress: progress.update,
      generator: generatorName(),
      ...(workers !== undefined && { renderWorkers: workers }),
      ...(renderPool && { renderPool }),
      ...(isolated && { services: channelBuildServices() }),
      ...(!threads && { renderWorkers: 0, renderAhead: false }),
    });
  } finally {
    await renderPool?.close();
  }
  progress.end();
  printDiagnostics(result.diagnostics, { quiet: values.quiet === true, siteDir: dir });
  if (isolated) {
    const { ok, pages, endpoints, diagnostics } = result;
    await reportOverChannel({ ok, pages, endpoints, diagnostics });
    process.disconnect?.();
  }
  if (!result.ok) {
    console.error(
      `Build failed (${summarizeDiagnostics(result.diagnostics)}); ${outDir} was left unchanged.`,
    );
    return 1;
  }
  const warnings = result.diagnostics.filter((d) => d.severity === 'warning').length;
  // Outside CI a build without an address is usually a look at the site, not a deployment.
  if (!baseUrl && !ci && !isolated)
    console.log(
      `Absolute links (llms.txt, sitemap.xml, canonical links) use ${build.defaultBaseUrl}; to deploy, pass --base-url https://docs.example.com or set DOCWRIGHT_BASE_URL.`,
    );
  console.log(
    `Built ${result.pages} pages (${result.endpoints} endpoints) into ${outDir} with ${warnings} warning${warnings === 1 ? '' : 's'} in ${result.seconds.toFixed(2)}s`,
  );
  const overLimit = tooManyWarnings(result.diagnostics, maxWarnings);
  if (overLimit !== undefined) {
    console.error(`docs build: ${overLimit}`);
    return 1;
  }
  if (!isolated)
    console.log(`Look at it before you deploy: npx docs preview ${previewArgument(dir, outDir)}`);
  return 0;
}

/** Whether Node's permission model, when this process runs under it, lets it start worker threads. */
function threadsAllowed(): boolean {
  const permission = (process as { permission?: { has(scope: string): boolean } }).permission;
  return permission === undefined || permission.has('worker');
}

/** What `docs preview` is given to serve this build: the site folder when the build is in its dist/. */
function previewArgument(dir: string, outDir: string): string {
  const target = outDir === resolve(dir, 'dist') ? dir : outDir;
  return relative(process.cwd(), target) || '.';
}
