import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  createDiagnostic,
  type Diagnostic,
  dedupeDiagnostics,
  sortDiagnostics,
} from '@docwright/diagnostics';
import { buildSite, defaultBaseUrl, type ProgressListener, strictCodes } from '@docwright/site-builder';
import { findBrokenAnchors } from './anchors.ts';
import { type CheckResult, checkIds } from './check-result.ts';
import { createDirectoryReader } from './directory-reader.ts';
import { createHttpReader } from './http-reader.ts';
import { llmsTxtLinkDiagnostics } from './llms-txt-links.ts';
import { runScoreChecks, type Score, scoreOf } from './score.ts';
import { SiteUnderCheck } from './site-under-check.ts';

export interface CheckReport {
  /** A site folder (built into a temporary folder) or a live site. */
  readonly target:
    | { readonly kind: 'directory'; readonly dir: string }
    | { readonly kind: 'url'; readonly url: string };
  /** No error among the diagnostics. Failed score checks do not count (`--strict` makes them). */
  readonly ok: boolean;
  readonly diagnostics: readonly Diagnostic[];
  readonly checks: readonly CheckResult[];
  readonly score: Score;
  /** Whether the score checks ran: not when the site did not build or could not be reached. */
  readonly scored: boolean;
}

interface CheckSiteOptions {
  readonly dir: string;
  /** The address the site will be served from, as `docs build` is given it (`--base-url`). */
  readonly baseUrl?: string;
  /** As `docs build`: without `baseUrl`, warn `build/base-url-missing` (default true; the CLI warns in CI). */
  readonly warnWithoutBaseUrl?: boolean;
  /** As `docs build --strict`: a missing title or description (and the other `strictCodes`) is an error. */
  readonly strict?: boolean;
  readonly onProgress?: ProgressListener;
}

/**
 * Warnings of `docs build` that `docs check` reports as errors: whatever points at nothing (a
 * broken link or anchor, a navigation entry or `openapi:` reference without its page or
 * operation). Everything else keeps the build's severity, so a site that Mintlify publishes, with
 * pages that lack a description, passes; `--strict` promotes what `docs build --strict` does.
 */
const brokenReferenceCodes = new Set([
  'page/broken-link',
  'page/broken-anchor',
  'nav/page-not-found',
  'page/openapi-not-found',
]);

/**
 * Checks a site folder: builds it into a temporary folder (never the site's own output), reports
 * every problem of its config, specs and pages, broken links and anchors and broken llms.txt
 * links, then runs the site score checks on what was built.
 */
export async function checkSite(options: CheckSiteOptions): Promise<CheckReport> {
  const dir = resolve(options.dir);
  const target = { kind: 'directory', dir } as const;
  const scratch = await mkdtemp(join(tmpdir(), 'docwright-check-'));
  try {
    const outDir = join(scratch, 'site');
    // Built as `docs build` builds it, so that both report the same warnings for the same site.
    const baseUrl = options.baseUrl ?? defaultBaseUrl;
    const build = await buildSite({
      dir,
      outDir,
      ...(options.baseUrl && { baseUrl: options.baseUrl }),
      ...(options.warnWithoutBaseUrl !== undefined && { warnWithoutBaseUrl: options.warnWithoutBaseUrl }),
      ...(options.onProgress && { onProgress: options.onProgress }),
    });
    const diagnostics = [...build.diagnostics];
    if (!build.ok || !build.snapshot) {
      const checks = skipAll('The site did not build: fix the errors first.');
      return { ...report(target, diagnostics, checks, options.strict), scored: false };
    }
    diagnostics.push(...(await findBrokenAnchors(build.snapshot, outDir)));
    const site = new SiteUnderCheck(createDirectoryReader(outDir, baseUrl));
    const { checks } = await runScoreChecks(site);
    diagnostics.push(...(await llmsTxtLinkDiagnostics(site, dir, build.snapshot.graph)));
    return report(target, diagnostics, checks, options.strict);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Runs the site score checks against a live site over HTTP(S). */
export async function checkLiveSite(url: string): Promise<CheckReport> {
  const target = { kind: 'url', url } as const;
  const site = new SiteUnderCheck(createHttpReader(url));
  const home = await site.read('/');
  if (home.status === 0) {
    const diagnostic = createDiagnostic('check/site-unreachable', {
      message: `${url} could not be reached: ${home.error}.`,
    });
    return { ...report(target, [diagnostic], skipAll('The site could not be reached.')), scored: false };
  }
  const { checks } = await runScoreChecks(site);
  return report(target, [], checks);
}

function report(
  target: CheckReport['target'],
  found: readonly Diagnostic[],
  checks: readonly CheckResult[],
  strict = false,
): CheckReport {
  const isError = (code: string) => brokenReferenceCodes.has(code) || (strict && strictCodes.has(code));
  const diagnostics = sortDiagnostics(
    dedupeDiagnostics(found.map((d) => (isError(d.code) ? { ...d, severity: 'error' as const } : d))),
  );
  return {
    target,
    ok: !diagnostics.some((d) => d.severity === 'error'),
    diagnostics,
    checks,
    score: scoreOf(checks),
    scored: true,
  };
}

const skipAll = (reason: string): CheckResult[] => checkIds.map((id) => ({ id, status: 'skip', reason }));
