// The job runner: claims queued agent jobs and site updates (one runner per job, even with several
// server processes on one PostgreSQL), keeps their leases alive, and fails the ones a dead
// process left behind.
import { randomUUID } from 'node:crypto';
import type { ServerSettings } from '../settings/settings.ts';
import type { JobWork } from '../store/jobs.ts';
import type { Store } from '../store/store.ts';
import type { SiteUpdate } from '../store/updates.ts';
import type { UpdateBuilder } from '../updates/isolated-build.ts';
import { type PublishSite, runSiteUpdate } from '../updates/run-update.ts';
import { runAgentJob } from './run-job.ts';

interface JobRunnerOptions {
  readonly store: Store;
  readonly settings: ServerSettings;
  /** Puts a freshly built site in place (the site host's part); without it, updates fail. */
  readonly publishSite?: PublishSite;
  /** How to run the `docs` CLI for an update's sandboxed build; without it, updates fail. */
  readonly builder?: UpdateBuilder;
  /** Names this runner in leases; random by default. */
  readonly instanceId?: string;
  /** How often to look for work and for abandoned jobs, in ms (default 1000). */
  readonly pollMs?: number;
  /** How long a claim lasts without a heartbeat, in seconds (default 30; renewed every third). */
  readonly leaseSeconds?: number;
  /** Jobs and updates run at once by this runner (default 2). */
  readonly concurrency?: number;
  /** The environment commands start from (default `process.env`, without the server's secrets). */
  readonly env?: NodeJS.ProcessEnv;
  readonly logError?: (error: unknown) => void;
}

export interface JobRunner {
  readonly instanceId: string;
  /** Looks for work now (the admin app calls it when something is queued). */
  wake(): void;
  /** Stops claiming, stops running jobs (they become `failed`), and waits for them. */
  stop(): Promise<void>;
}

export async function startJobRunner(options: JobRunnerOptions): Promise<JobRunner> {
  const { store, settings } = options;
  const instanceId = options.instanceId ?? `runner-${randomUUID()}`;
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? 30;
  const concurrency = options.concurrency ?? 2;
  const logError =
    options.logError ??
    ((error: unknown) =>
      console.error(
        'docwright job runner:',
        process.env.DOCWRIGHT_DEBUG === '1'
          ? error
          : String((error as Error)?.message ?? error).split('\n')[0],
      ));
  const controller = new AbortController();
  const running = new Set<Promise<void>>();
  let stopped = false;
  let ticking = false;
  let again = false;

  // The embedded database is this process's alone: whatever was claimed before it opened is dead.
  await recover(store, store.kind === 'embedded');

  const track = (promise: Promise<void>) => {
    running.add(promise);
    void promise.finally(() => {
      running.delete(promise);
      if (!stopped) wake();
    });
  };

  const tick = async () => {
    if (ticking) {
      again = true;
      return;
    }
    ticking = true;
    try {
      do {
        again = false;
        if (store.kind === 'postgres') await recover(store, false);
        while (!stopped && running.size < concurrency) {
          const job = await store.jobs.claim(instanceId, leaseSeconds);
          if (job !== null) {
            track(runJob(job));
            continue;
          }
          const update = await store.updates.claim(instanceId, leaseSeconds);
          if (update === null) break;
          track(runUpdate(update));
        }
      } while (again && !stopped);
    } catch (error) {
      if (!stopped) logError(error);
    } finally {
      ticking = false;
    }
  };
  const wake = () => {
    if (!stopped) void tick();
  };

  const runJob = async (work: JobWork) => {
    const { id } = work.job;
    // One append at a time, so entries keep their order on a pool of connections; the last one
    // lands before the job's final state does.
    let appended: Promise<void> = Promise.resolve();
    const log = (stream: 'runner' | 'stdout' | 'stderr', message: string) => {
      appended = appended.then(() => store.logs.append(id, stream, message)).catch(() => undefined);
    };
    try {
      const outcome = await runAgentJob(work, {
        settings,
        signal: controller.signal,
        log,
        ...(options.env && { env: options.env }),
      });
      log(
        'runner',
        outcome.status === 'completed'
          ? `completed${outcome.prLink ? `: ${outcome.prLink}` : ''}`
          : `failed: ${outcome.failure}`,
      );
      await appended;
      await store.jobs.finish(id, instanceId, outcome);
    } catch (error) {
      logError(error);
      await store.jobs
        .finish(id, instanceId, {
          status: 'failed',
          prLink: null,
          branch: null,
          failure: 'unexpected error while running the job',
        })
        .catch(() => undefined);
    } finally {
      store.logs.done(id);
    }
  };

  const runUpdate = async (update: SiteUpdate) => {
    try {
      const project = settings.projects.find((p) => p.id === update.projectId);
      const outcome =
        project === undefined
          ? { status: 'failure' as const, summary: 'the project has no site repository configured' }
          : options.publishSite === undefined || options.builder === undefined
            ? {
                status: 'failure' as const,
                summary: 'this server does not host sites (no publishSite or builder)',
              }
            : await runSiteUpdate(update, project, {
                settings,
                publishSite: options.publishSite,
                builder: options.builder,
                logError,
                signal: controller.signal,
                onCommit: (commit) => store.updates.setCommit(update.id, commit),
                lastInputs: (await store.updates.lastBuilt(update.projectId))?.inputs ?? null,
                ...(options.env && { env: options.env }),
              });
      if ('inputs' in outcome && outcome.inputs !== undefined && outcome.status === 'success') {
        await store.updates.setInputs(update.id, outcome.inputs.fingerprint);
        await store.remoteSpecs.replace(update.projectId, outcome.inputs.specs);
      }
      if ('buildErrors' in outcome && outcome.buildErrors !== undefined)
        await store.updates.setBuildErrors(update.id, outcome.buildErrors);
      await store.updates.finish(update.id, instanceId, outcome.status, outcome.summary);
    } catch (error) {
      logError(error);
      await store.updates
        .finish(update.id, instanceId, 'failure', 'unexpected error during the update')
        .catch(() => undefined);
    }
  };

  const poll = setInterval(wake, pollMs);
  const heartbeat = setInterval(
    () => {
      if (running.size === 0) return;
      Promise.all([
        store.jobs.renewLeases(instanceId, leaseSeconds),
        store.updates.renewLeases(instanceId, leaseSeconds),
      ]).catch((error) => logError(error));
    },
    (leaseSeconds * 1000) / 3,
  );
  poll.unref();
  heartbeat.unref();
  wake();

  return {
    instanceId,
    wake,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(poll);
      clearInterval(heartbeat);
      controller.abort();
      await Promise.allSettled([...running]);
    },
  };
}

async function recover(store: Store, allLeased: boolean): Promise<void> {
  await store.jobs.failAbandoned(allLeased);
  await store.updates.failAbandoned(allLeased);
}
