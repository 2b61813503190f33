import { resolve } from 'node:path';
import { type CheckReport, checkLiveSite, checkSite, formatScoreTable } from '@docwright/check';
import { summarizeDiagnostics } from '@docwright/diagnostics';
import { siteBaseUrl } from '../base-url.ts';
import { inCi } from '../ci.ts';
import { createProgress, maxWarningsOption, printDiagnostics, tooManyWarnings } from '../reporter.ts';
import { parseCommandArgs, UsageError } from '../usage.ts';

const usage = `Usage: docs check [dir] [--url https://docs.example.com] [--base-url URL] [--json] [--strict] [--quiet] [--max-warnings N]

  dir       the site folder (default .), built into a temporary folder, never into its dist/,
            with the warnings docs build gives for it
  --base-url URL  as for docs build (else DOCWRIGHT_BASE_URL, or Netlify's and Vercel's address)
  --url     check a served site over HTTP instead: the site score checks, content negotiation included
  --json    print one JSON object: {exitCode, strict, target, ok, diagnostics, checks, score,
            scored} (scored: false when the site did not build or could not be reached)
  --strict  as docs build --strict (a page without title or description is an error), and exit 1
            when a site score check fails
  --quiet   print errors only; warnings are counted, by code
  --max-warnings N  also exit 1 when there are more than N warnings

Exit codes: 0 no errors; 1 errors (docs.json, specs, pages, broken links or anchors, navigation
entries without their page); 2 bad usage.`;

/**
 * `docs check`: problems in the site's inputs, broken links and anchors, and the site score
 * checks (docs/cli.md). Exit 1 when there are errors, or with `--strict` when a score check fails.
 */
export async function runCheck(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    url: { type: 'string' },
    'base-url': { type: 'string' },
    json: { type: 'boolean' },
    strict: { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' },
    'max-warnings': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const maxWarnings = maxWarningsOption(values['max-warnings']);
  if (positionals.length > 1)
    throw new UsageError(`expected at most one site folder, got ${positionals.length}`);
  const url = values.url;
  if (url !== undefined && positionals.length > 0)
    throw new UsageError('give a site folder or --url, not both (--url checks a served site as it is)');
  if (url !== undefined && values['base-url'] !== undefined)
    throw new UsageError('--base-url is for a site folder; --url checks a served site at its own address');
  if (url !== undefined && !/^https?:\/\/[^/]/.test(url))
    throw new UsageError(`--url must be an http(s) URL, got "${url}"`);
  const json = values.json === true;
  const progress = json ? { update: () => {}, end: () => {} } : createProgress('Building');
  const report =
    url !== undefined
      ? await checkLiveSite(url)
      : await checkSite({
          dir: resolve(positionals[0] ?? '.'),
          ...siteAddress(values['base-url']),
          strict: values.strict === true,
          onProgress: progress.update,
        });
  progress.end();
  const failedChecks = report.checks.filter((check) => check.status === 'fail').length;
  const strict = values.strict === true;
  const overLimit = tooManyWarnings(report.diagnostics, maxWarnings);
  const exitCode = !report.ok || (strict && failedChecks > 0) || overLimit !== undefined ? 1 : 0;
  if (json) {
    console.log(JSON.stringify({ exitCode, strict, ...report }, null, 2));
    return exitCode;
  }
  printDiagnostics(report.diagnostics, {
    quiet: values.quiet === true,
    ...(report.target.kind === 'directory' && { siteDir: report.target.dir }),
  });
  // Without a build (or an answer), every score check would only say so: the errors say it once.
  if (report.scored)
    console.log(formatScoreTable(report, { color: Boolean(process.stdout.isTTY) && !process.env.CI }));
  console.log(summary(report, strict, failedChecks));
  if (overLimit !== undefined) console.error(`docs check: ${overLimit}`);
  return exitCode;
}

function summary(report: CheckReport, strict: boolean, failedChecks: number): string {
  const where = report.target.kind === 'url' ? report.target.url : report.target.dir;
  if (!report.scored) {
    const didNot = report.target.kind === 'url' ? 'could not be reached' : 'did not build';
    return `Check failed: ${where} ${didNot}, so the site score checks did not run.`;
  }
  if (!report.ok) return `Check failed for ${where}: ${summarizeDiagnostics(report.diagnostics)}.`;
  const warnings = report.diagnostics.length;
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (strict && failedChecks > 0)
    return `Check failed for ${where} (--strict): ${plural(failedChecks, 'score check')} failed, ${plural(warnings, 'warning')}.`;
  return `No errors in ${where} (${plural(warnings, 'warning')}, ${plural(failedChecks, 'failed score check')}).`;
}

/** The base URL `docs build` would use here, and whether it would warn without one (in CI). */
function siteAddress(flag: string | undefined): { baseUrl?: string; warnWithoutBaseUrl: boolean } {
  const baseUrl = siteBaseUrl(flag, process.env);
  return { ...(baseUrl && { baseUrl }), warnWithoutBaseUrl: inCi(process.env) };
}
