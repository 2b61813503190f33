import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { type CodeThemes, isHighlightKept, keepHighlightedAhead } from '@docwright/mdx/highlight';
import { startBundledWorker } from '../node-bundle.ts';
import type { AheadReply, AheadRequest, CodeBlock } from './protocol.ts';

/** The worker's old-generation heap: it keeps only its grammars and each language's line memo. */
const workerHeapMb = 256;

/**
 * A worker thread that tokenizes the request examples of the routes about to be rendered, ahead
 * of the main thread. Tokenizing is a fifth of a Stripe build when one thread does everything;
 * this way it runs on a second core while the main thread renders. Its results go into the
 * highlight cache the main thread reads, so the pages come out byte for byte the same; if the
 * worker fails, the main thread highlights what it was left with itself.
 */
export class RenderAhead {
  readonly #worker: Promise<Worker | undefined>;
  /** The worker once started: requests then go out at once, not after the caller's synchronous work. */
  #started: Worker | undefined;
  readonly #pending = new Map<number, { blocks: readonly CodeBlock[]; done: () => void }>();
  #nextId = 0;
  #failed = false;
  /** Code blocks the worker highlighted, over its life. */
  readonly stats = { highlighted: 0 };

  constructor() {
    const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
    this.#worker = startBundledWorker(entry, workerHeapMb).then(
      (worker) => {
        this.#started = worker;
        // An idle worker must not keep the process alive (a site loaded and never rendered); a busy
        // one must, and so must one being closed (`close` waits for it to exit).
        this.#unrefWhenIdle(worker);
        worker.on('message', (reply: AheadReply) => {
          this.#receive(reply);
          this.#unrefWhenIdle(worker);
        });
        worker.on('error', () => this.#fail());
        worker.on('exit', () => this.#fail());
        return worker;
      },
      () => {
        this.#fail();
        return undefined;
      },
    );
  }

  /** Resolves once the worker thread is started (or failed to start); it then boots on its own. */
  async started(): Promise<void> {
    await this.#worker;
  }

  /** Has the worker load these languages' grammars while the main thread does other work. */
  preloadLanguages(languages: readonly string[]): void {
    this.#worker.then((worker) => {
      if (worker && !this.#failed) worker.postMessage({ kind: 'preload', languages } satisfies AheadRequest);
    });
  }

  /** Has the worker colour the blocks sent after this with these themes, as this thread does. */
  useCodeThemes(themes: CodeThemes | undefined): void {
    const send = (worker: Worker | undefined) => {
      if (worker && !this.#failed) worker.postMessage({ kind: 'themes', themes } satisfies AheadRequest);
    };
    if (this.#started) send(this.#started);
    else this.#worker.then(send);
  }

  /**
   * Sends the blocks not highlighted yet to the worker. Resolves once their lines are in the
   * highlight cache, or when the worker cannot provide them (the main thread then highlights
   * them); undefined when there was nothing to send.
   */
  highlight(blocks: readonly CodeBlock[]): Promise<void> | undefined {
    const missing = blocks.filter((block) => !isHighlightKept(block.code, block.language));
    if (missing.length === 0 || this.#failed) return undefined;
    const id = this.#nextId++;
    return new Promise((done) => {
      this.#pending.set(id, { blocks: missing, done });
      const send = (worker: Worker | undefined) => {
        if (!worker || this.#failed) return this.#fail();
        worker.ref();
        worker.postMessage({ kind: 'highlight', id, blocks: missing } satisfies AheadRequest);
      };
      // Sent at once, the first routes' code reaches the worker while this thread goes on to
      // prepare the others' (a second of a 1,000-operation build, the worker idle until then).
      if (this.#started) send(this.#started);
      else this.#worker.then(send);
    });
  }

  async close(): Promise<void> {
    this.#fail();
    const worker = await this.#worker;
    worker?.ref();
    await worker?.terminate();
  }

  #receive(reply: AheadReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    pending.blocks.forEach((block, index) => {
      const highlighted = reply.blocks[index];
      if (!highlighted) return;
      keepHighlightedAhead(block.code, block.language, highlighted);
      this.stats.highlighted++;
    });
    pending.done();
  }

  #unrefWhenIdle(worker: Worker): void {
    if (this.#pending.size === 0 && !this.#failed) worker.unref();
  }

  #fail(): void {
    this.#failed = true;
    for (const { done } of this.#pending.values()) done();
    this.#pending.clear();
  }
}
