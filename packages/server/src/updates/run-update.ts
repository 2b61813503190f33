// A documentation update (docs/server.md, Admin API): pull the project's repository, build its site into a fresh
// folder with @docwright/site-builder, and hand that folder to the site host. A failure leaves the
// published site as it was and says why in the summary.
import { mkdir, mkdtemp } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { type Diagnostic, summarizeDiagnostics } from '@docwright/diagnostics';
import { GitError } from '../agent/git.ts';
import { childEnv, cloneAt } from '../agent/working-copy.ts';
import { osSandboxAvailability } from '../sandbox/bubblewrap.ts';
import { removeJobFolder, watchDiskUse } from '../sandbox/disk-use.ts';
import { escapingLinks, unusualEntries } from '../sandbox/repository-links.ts';
import type { ProjectConfig } from '../settings/projects.ts';
import type { ServerSettings } from '../settings/settings.ts';
import type { RemoteSpecState } from '../store/remote-specs.ts';
import type { SiteUpdate, UpdateBuildError } from '../store/updates.ts';
import { buildInIsolation, type UpdateBuilder } from './isolated-build.ts';
import { inputsFingerprint, prefetchRemoteSpecs } from './remote-specs.ts';

/**
 * Puts a built site in place for a project. `builtDir` is removed once this resolves, so move
 * (rename) or copy it before resolving; a rejection marks the update `failure`.
 */
export type PublishSite = (projectId: string, builtDir: string) => Promise<void>;

interface UpdateContext {
  readonly settings: ServerSettings;
  readonly publishSite: PublishSite;
  /** Runs the repository's build in a sandboxed child process. */
  readonly builder: UpdateBuilder;
  /** Where an unexpected failure's details go (the server's log). */
  readonly logError?: (error: unknown) => void;
  readonly signal: AbortSignal;
  readonly onCommit?: (commit: string) => Promise<void>;
  /** The inputs fingerprint of the project's last successful update: an automatic update with the same one is skipped. */
  readonly lastInputs?: string | null;
  readonly env?: NodeJS.ProcessEnv;
}

interface UpdateOutcome {
  readonly status: 'success' | 'failure' | 'skipped';
  readonly summary: string;
  /** What a built or skipped update read: its fingerprint and remote specs. */
  readonly inputs?: { readonly fingerprint: string; readonly specs: readonly RemoteSpecState[] };
  /** A failed build's errors, each with its place in the repository when it has one. */
  readonly buildErrors?: readonly UpdateBuildError[];
}

export async function runSiteUpdate(
  update: SiteUpdate,
  project: ProjectConfig,
  context: UpdateContext,
): Promise<UpdateOutcome> {
  const { settings } = context;
  const sandbox = await osSandboxAvailability();
  if (!sandbox.available && !settings.trustedRepositories)
    return {
      status: 'failure',
      summary: `updates build a repository's code in an OS sandbox, which this server cannot start: ${sandbox.reason}`,
    };
  await mkdir(settings.workDir, { recursive: true });
  const workDir = await mkdtemp(join(settings.workDir, `${update.id}-`));
  const job = new AbortController();
  const stopJob = () => job.abort();
  context.signal.addEventListener('abort', stopJob, { once: true });
  if (context.signal.aborted) stopJob();
  const disk = watchDiskUse(workDir, settings.build.diskMb, stopJob);
  const diskFailure = (used: number): UpdateOutcome => ({
    status: 'failure',
    summary: `the update used ${Math.round(used / 1024 / 1024)} MB of disk, more than DOCWRIGHT_BUILD_DISK (${settings.build.diskMb} MB); the site was left as it was`,
  });
  try {
    const onHost = (() => {
      try {
        return (
          new URL(project.repository).hostname === settings.git.host &&
          project.repository.startsWith('https:')
        );
      } catch {
        return false;
      }
    })();
    const copy = await cloneAt(project.repository, project.ref, join(workDir, 'repo'), {
      credential:
        onHost && settings.git.token !== null ? { url: project.repository, token: settings.git.token } : null,
      signal: job.signal,
      log: () => undefined,
      baseEnv: childEnv(context.env),
      fileSizeMb: settings.build.diskMb,
    });
    await context.onCommit?.(copy.commit);
    const siteDir = resolve(copy.dir, project.siteDir);
    if (relative(copy.dir, siteDir).startsWith('..'))
      return { status: 'failure', summary: 'siteDir points outside the repository' };
    const links = await escapingLinks(copy.dir);
    if (links.length > 0)
      return {
        status: 'failure',
        summary: `the repository has symbolic links that lead outside it, which updates refuse: ${links
          .slice(0, 3)
          .map(({ link, target }) => `${link} -> ${target}`)
          .join(
            ', ',
          )}${links.length > 3 ? ` and ${links.length - 3} more` : ''}; the site was left as it was`,
      };
    // After the links check: the specs are written into the repository's folder.
    const specs = await prefetchRemoteSpecs(siteDir, {
      signal: job.signal,
      allowLocal: settings.git.allowLocalRepos,
    });
    const inputs = { fingerprint: inputsFingerprint(copy.commit, specs), specs };
    // Asked for by hand, an update always rebuilds (after a Docwright upgrade, say).
    if (update.triggeredBy !== 'manual' && context.lastInputs === inputs.fingerprint)
      return {
        status: 'skipped',
        summary: `nothing changed since the last successful update: the same commit ${copy.commit.slice(0, 12)}${specs.length > 0 ? ` and the same bytes of ${specs.length} remote spec${specs.length === 1 ? '' : 's'}` : ''}; the site was not rebuilt`,
        inputs,
      };
    const outDir = join(workDir, 'site');
    const short = copy.commit.slice(0, 12);
    const built = await buildInIsolation(
      context.builder,
      settings.build,
      { jobDir: workDir, siteDir, outDir },
      job.signal,
      sandbox.available ? 'os-sandbox' : 'permissions-only',
      project,
    );
    const overDisk = await disk.checkNow();
    if (overDisk !== undefined) return diskFailure(overDisk);
    if (built.kind === 'failed')
      return {
        status: 'failure',
        summary: `build of ${short} failed: ${built.cause}; the site was left as it was`,
      };
    const result = built.report;
    if (!result.ok)
      return {
        status: 'failure',
        summary: `build of ${short} failed (${summarizeDiagnostics(result.diagnostics)}); the site was left as it was. ${firstErrors(result.diagnostics)}`,
        buildErrors: locatedErrors(result.diagnostics),
      };
    const unusual = await unusualEntries(outDir);
    if (unusual.length > 0)
      return {
        status: 'failure',
        summary: `the build wrote symbolic links or special files (${unusual.slice(0, 3).join(', ')}), which a published site may not hold; the site was left as it was`,
      };
    await context.publishSite(project.id, outDir);
    const warnings = result.diagnostics.length;
    return {
      status: 'success',
      summary: `built ${result.pages} pages (${result.endpoints} endpoints) from ${copy.branch} at ${short} with ${warnings} warning${warnings === 1 ? '' : 's'}`,
      inputs,
    };
  } catch (error) {
    const overDisk = disk.exceeded();
    if (overDisk !== undefined) return diskFailure(overDisk);
    if (error instanceof GitError)
      return { status: 'failure', summary: `${error.message}; the site was left as it was` };
    // The server's own trouble (a full disk, say): its details go to the server's log, not to
    // API clients.
    context.logError?.(error);
    const code = (error as NodeJS.ErrnoException)?.code;
    return {
      status: 'failure',
      summary: `the new site could not be published${typeof code === 'string' ? ` (${code})` : ''}; the site was left as it was`,
    };
  } finally {
    disk.stop();
    context.signal.removeEventListener('abort', stopJob);
    await removeJobFolder(workDir);
  }
}

/** The build's errors (the first 200), for the update's page in the dashboard. */
function locatedErrors(diagnostics: readonly Diagnostic[]): UpdateBuildError[] {
  return diagnostics
    .filter((d) => d.severity === 'error')
    .slice(0, 200)
    .map((d) => ({
      file: d.file ?? null,
      line: d.line ?? null,
      column: d.column ?? null,
      message: d.message,
    }));
}

/** The first three errors, each as `file:line:column message`, for the summary. */
function firstErrors(diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .filter((d) => d.severity === 'error')
    .slice(0, 3)
    .map((d) => {
      const place = [d.file, d.line, d.column].filter((p) => p !== undefined).join(':');
      return `${place ? `${place} ` : ''}${d.message}`;
    })
    .join('; ');
}
