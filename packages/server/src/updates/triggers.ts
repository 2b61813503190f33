// Automatic updates (docs/server.md, Automatic updates): push events, the ref's poller and the
// spec watcher ask for an update here. Requests for a project within the debounce window become
// one update, and none is queued while one of the project's is already waiting, so a running
// update gets at most one follow-up.
import type { Store } from '../store/store.ts';
import type { UpdateTrigger } from '../store/updates.ts';

export interface UpdateTriggersOptions {
  readonly store: Pick<Store, 'updates'>;
  /** Called when an update was queued, so a runner in this process starts it at once. */
  readonly onQueued?: () => void;
  /** How long requests for one project are gathered before one update is queued (default 2000 ms). */
  readonly debounceMs?: number;
  readonly logError?: (error: unknown) => void;
}

export class UpdateTriggers {
  private readonly pending = new Map<string, { timer: NodeJS.Timeout; trigger: UpdateTrigger }>();
  private readonly debounceMs: number;
  private stopped = false;

  constructor(private readonly options: UpdateTriggersOptions) {
    this.debounceMs = options.debounceMs ?? 2000;
  }

  /** Asks for an update of `projectId`; it is queued when the project's debounce window ends. */
  request(projectId: string, trigger: Exclude<UpdateTrigger, 'manual'>): void {
    if (this.stopped || this.pending.has(projectId)) return;
    const timer = setTimeout(() => {
      this.pending.delete(projectId);
      this.options.store.updates
        .createUnlessWaiting(projectId, trigger)
        .then((queued) => {
          if (queued !== null) this.options.onQueued?.();
        })
        .catch((error: unknown) => this.options.logError?.(error));
    }, this.debounceMs);
    timer.unref();
    this.pending.set(projectId, { timer, trigger });
  }

  /** Drops requests not queued yet. */
  stop(): void {
    this.stopped = true;
    for (const { timer } of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
  }
}
