import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import type { ApiSpec } from '@docwright/api-model';
import type { RouteEntry } from '../../plan/routes.ts';
import type { RenderedPage } from '../../render/render-page.ts';
import type { RenderSettings } from '../../render/route-context.ts';
import { startBundledWorker } from '../node-bundle.ts';
import type { BatchReply, RenderTask, WorkerRequest, WorkerSetup } from './protocol.ts';

/** Below this many routes to render, a worker's start (about a second) costs more than it saves. */
export const minRoutesForWorkers = 100;
/** Routes a worker takes at a time: few enough that no worker is left holding many at the end. */
const batchSize = 4;
/**
 * Each worker's old-generation heap. A worker rendering Stripe added 70-150 MB to the process's
 * peak RSS; one that runs out is stopped and the main thread renders its routes, so the cap
 * bounds memory, never the result.
 */
const workerHeapMb = 512;

/**
 * Workers to start by default: one per core beyond the main thread's, at most three, on machines
 * with four cores or more. On two cores a worker does not pay: the single-threaded render already
 * keeps about 1.3 cores busy (garbage collection, JIT, file writes), two rendering threads each
 * ran 1.5x slower per page, and with one worker a Stripe build took 11.0 s against 9.35 s
 * without (bench/README.md, session 4).
 */
export function defaultRenderWorkers(): number {
  const cores = availableParallelism();
  return cores >= 4 ? Math.min(cores - 1, 3) : 0;
}

interface RenderPlan {
  readonly setup: WorkerSetup;
  readonly taskOf: (entry: RouteEntry) => RenderTask;
  readonly renderHere: (entry: RouteEntry) => Promise<RenderedPage>;
  readonly onRendered: (entry: RouteEntry, page: RenderedPage) => void;
}

/**
 * Worker threads that render routes beside the main thread. A worker takes about a second to
 * start (bundling, then imports), so `docs build` starts the pool before it imports the build
 * itself and the workers are ready when rendering begins; `prepare` has them load the specs
 * while the main thread plans the site.
 */
export class RenderPool {
  readonly #workers: PoolWorker[];
  /** Routes the workers rendered, and routes they left to the main thread, over the pool's life. */
  readonly stats = { rendered: 0, declined: 0 };

  private constructor(size: number) {
    this.#workers = Array.from({ length: size }, () => new PoolWorker());
  }

  /** Starts `size` workers, or none (undefined) when `size` is 0. */
  static start(size = defaultRenderWorkers()): RenderPool | undefined {
    return size > 0 ? new RenderPool(size) : undefined;
  }

  prepare(setup: WorkerSetup): void {
    for (const worker of this.#workers) worker.send({ kind: 'setup', setup });
  }

  /**
   * Renders `entries` on the main thread and on the workers at once, each taking the next routes
   * as it becomes free. A route a worker declines, or was rendering when it failed, is rendered on
   * the main thread at the end, so a worker's trouble never changes the result.
   */
  async render(entries: readonly RouteEntry[], plan: RenderPlan): Promise<void> {
    this.prepare(plan.setup);
    let next = 0;
    const leftOver: RouteEntry[] = [];
    const takeBatch = () => {
      const batch = entries.slice(next, next + batchSize);
      next += batch.length;
      return batch;
    };
    const feed = async (worker: PoolWorker) => {
      for (let batch = takeBatch(); batch.length > 0; batch = takeBatch()) {
        let reply: BatchReply;
        try {
          reply = await worker.request({ kind: 'batch', tasks: batch.map(plan.taskOf) });
        } catch {
          leftOver.push(...batch);
          this.stats.declined += batch.length;
          return;
        }
        for (const [index, result] of reply.results.entries()) {
          const entry = batch[index] as RouteEntry;
          if ('page' in result) {
            plan.onRendered(entry, result.page);
            this.stats.rendered++;
          } else {
            leftOver.push(entry);
            this.stats.declined++;
          }
        }
      }
    };
    const fed = this.#workers.map(feed);
    while (next < entries.length) {
      const entry = entries[next++] as RouteEntry;
      plan.onRendered(entry, await plan.renderHere(entry));
      // Rendering is mostly synchronous: let the workers' replies in between routes.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(fed);
    // The workers' results (highlighted code, compiled MDX) go to the cache folder, for the next build.
    await Promise.all(
      this.#workers.map((worker) => worker.request({ kind: 'flush' }).catch(() => undefined)),
    );
    for (const entry of leftOver) plan.onRendered(entry, await plan.renderHere(entry));
  }

  async close(): Promise<void> {
    await Promise.all(this.#workers.map((worker) => worker.terminate()));
  }
}

/** One worker thread and its replies, in order; a request fails once the worker has failed or exited. */
class PoolWorker {
  readonly #worker: Promise<Worker>;
  readonly #waiting: { resolve: (reply: BatchReply) => void; reject: (error: Error) => void }[] = [];
  #failure: Error | undefined;

  constructor() {
    const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
    this.#worker = startBundledWorker(entry, workerHeapMb).then((worker) => {
      // An idle worker must not keep a finished command's process alive; a busy one must.
      if (this.#waiting.length === 0) worker.unref();
      worker.on('message', (reply: BatchReply) => {
        this.#waiting.shift()?.resolve(reply);
        if (this.#waiting.length === 0) worker.unref();
      });
      worker.on('error', (error) => this.#fail(error));
      worker.on('exit', (code) => this.#fail(new Error(`render worker exited with code ${code}`)));
      return worker;
    });
    this.#worker.catch((error: Error) => this.#fail(error));
  }

  send(request: WorkerRequest): void {
    this.#worker.then((worker) => this.#failure || worker.postMessage(request)).catch(() => undefined);
  }

  request(request: WorkerRequest): Promise<BatchReply> {
    if (this.#failure) return Promise.reject(this.#failure);
    return new Promise<BatchReply>((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      this.#worker.then((worker) => {
        worker.ref();
        worker.postMessage(request);
      }, reject);
    });
  }

  async terminate(): Promise<void> {
    const worker = await this.#worker.catch(() => undefined);
    await worker?.terminate();
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    for (const pending of this.#waiting.splice(0)) pending.reject(error);
  }
}

/** The setup workers render with: the main thread's settings, cache folder and spec fingerprints. */
export function workerSetup(
  settings: RenderSettings,
  cacheFolder: string,
  specs: ReadonlyMap<string, ApiSpec>,
): WorkerSetup {
  return {
    settings,
    cacheFolder,
    specs: Object.fromEntries([...specs].map(([id, spec]) => [id, spec.sharedFingerprint])),
  };
}
