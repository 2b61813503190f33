// Automatic updates without a webhook (docs/server.md, Automatic updates): each project with
// `pollSeconds` has its ref checked with `git ls-remote`, and each with `specPollSeconds` has the
// remote specs of its last built site re-fetched with conditional requests. A change asks the
// triggers for an update; an unchanged ref or spec (304, or the same bytes) does nothing.
import { git } from '../agent/git.ts';
import { childEnv } from '../agent/working-copy.ts';
import type { ProjectConfig } from '../settings/projects.ts';
import type { ServerSettings } from '../settings/settings.ts';
import type { Store } from '../store/store.ts';
import { fetchSpec, SpecFetchError } from './remote-specs.ts';
import type { UpdateTriggers } from './triggers.ts';

interface WatcherOptions {
  readonly store: Pick<Store, 'updates' | 'remoteSpecs'>;
  readonly settings: Pick<ServerSettings, 'projects' | 'git'>;
  readonly triggers: UpdateTriggers;
  readonly env?: NodeJS.ProcessEnv;
  /** Where a failed check is reported (the server's log); the next check tries again. */
  readonly logError?: (error: unknown) => void;
}

export interface UpdateWatchers {
  stop(): void;
}

export function startUpdateWatchers(options: WatcherOptions): UpdateWatchers {
  const controller = new AbortController();
  const timers: NodeJS.Timeout[] = [];
  const every = (seconds: number, check: () => Promise<void>) => {
    let busy = false;
    const run = () => {
      if (busy || controller.signal.aborted) return;
      busy = true;
      check()
        .catch((error: unknown) => {
          if (!controller.signal.aborted) options.logError?.(error);
        })
        .finally(() => {
          busy = false;
        });
    };
    const timer = setInterval(run, seconds * 1000);
    timer.unref();
    timers.push(timer);
  };
  for (const project of options.settings.projects) {
    if (project.pollSeconds) every(project.pollSeconds, refPoller(project, options, controller.signal));
    if (project.specPollSeconds)
      every(project.specPollSeconds, specPoller(project, options, controller.signal));
  }
  return {
    stop() {
      controller.abort();
      for (const timer of timers) clearInterval(timer);
    },
  };
}

/** Compares the ref's commit on the remote with the last one seen (at first, the last one built). */
function refPoller(project: ProjectConfig, options: WatcherOptions, signal: AbortSignal) {
  let lastSeen: string | null | undefined;
  return async () => {
    lastSeen ??= (await options.store.updates.lastBuilt(project.id))?.commit ?? null;
    const commit = await remoteCommit(project, options, signal);
    if (commit === null || commit === lastSeen) return;
    lastSeen = commit;
    options.triggers.request(project.id, 'poll');
  };
}

/** The commit `project.ref` (or the default branch) points at in the remote; null when it has none. */
async function remoteCommit(
  project: ProjectConfig,
  { settings, env }: WatcherOptions,
  signal: AbortSignal,
): Promise<string | null> {
  const onHost = (() => {
    try {
      return (
        project.repository.startsWith('https:') && new URL(project.repository).hostname === settings.git.host
      );
    } catch {
      return false;
    }
  })();
  const patterns =
    project.ref === null
      ? ['HEAD']
      : [`refs/heads/${project.ref}`, `refs/tags/${project.ref}^{}`, `refs/tags/${project.ref}`];
  const output = await git(process.cwd(), ['ls-remote', '--', project.repository, ...patterns], {
    credential:
      onHost && settings.git.token !== null ? { url: project.repository, token: settings.git.token } : null,
    signal,
    log: () => undefined,
    baseEnv: childEnv(env),
  });
  const lines = output
    .split('\n')
    .map((line) => line.split('\t'))
    .filter((parts): parts is [string, string] => parts.length === 2);
  // An annotated tag's peeled commit (`^{}`) is what a clone of the tag builds.
  const pick = (name: string) => lines.find(([, ref]) => ref === name)?.[0];
  return (
    (project.ref === null
      ? pick('HEAD')
      : (pick(`refs/heads/${project.ref}`) ??
        pick(`refs/tags/${project.ref}^{}`) ??
        pick(`refs/tags/${project.ref}`))) ?? null
  );
}

/**
 * Re-fetches the remote specs of the project's last built site with If-None-Match and
 * If-Modified-Since. New bytes ask for an update once (not again while they stay the same).
 */
function specPoller(project: ProjectConfig, options: WatcherOptions, signal: AbortSignal) {
  const requested = new Map<string, string>();
  return async () => {
    for (const spec of await options.store.remoteSpecs.list(project.id)) {
      const fetched = await fetchSpec(spec.url, {
        previous: spec,
        signal,
        allowLocal: options.settings.git.allowLocalRepos,
      }).catch((error: unknown) => {
        if (error instanceof SpecFetchError) {
          options.logError?.(error);
          return undefined;
        }
        throw error;
      });
      if (fetched === undefined || fetched.kind === 'unchanged') continue;
      const { sha256 } = fetched.state;
      if (sha256 === spec.sha256 || requested.get(spec.url) === sha256) continue;
      requested.set(spec.url, sha256);
      options.triggers.request(project.id, 'remote-spec');
    }
  };
}
