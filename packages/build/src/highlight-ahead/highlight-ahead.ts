import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { isHighlightKept, keepHighlightedAhead } from '@docwright/mdx/highlight';
import { startBundledWorker } from '../node-bundle.ts';
import type { CodeBlock, HighlightReply, HighlightRequest } from './protocol.ts';

/** The worker's old-generation heap: it keeps only its grammars and each language's line memo. */
const workerHeapMb = 256;

/**
 * A worker thread that tokenizes the request examples of the routes about to be rendered, one
 * step ahead of the main thread. Tokenizing is a fifth of a Stripe build when one thread does
 * everything; this way it runs on a second core while the main thread renders. Its results go
 * into the highlight cache the main thread reads, so the pages come out byte for byte the same;
 * if the worker fails, the main thread highlights what it was left with itself.
 */
export class HighlightAhead {
  readonly #worker: Promise<Worker | undefined>;
  readonly #pending = new Map<number, { blocks: readonly CodeBlock[]; done: () => void }>();
  #nextId = 0;
  #failed = false;
  /** Code blocks the worker highlighted, over its life. */
  readonly stats = { highlighted: 0 };

  constructor() {
    const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
    this.#worker = startBundledWorker(entry, workerHeapMb).then(
      (worker) => {
        worker.on('message', (reply: HighlightReply) => this.#receive(reply));
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

  /**
   * Sends the blocks not highlighted yet to the worker. Resolves once their lines are in the
   * highlight cache, or when the worker cannot provide them (the main thread then highlights them).
   */
  highlight(blocks: readonly CodeBlock[]): Promise<void> {
    const missing = blocks.filter((block) => !isHighlightKept(block.code, block.language));
    if (missing.length === 0 || this.#failed) return Promise.resolve();
    const id = this.#nextId++;
    return new Promise((resolve) => {
      this.#pending.set(id, { blocks: missing, done: resolve });
      this.#worker.then((worker) => {
        const request: HighlightRequest = { id, blocks: missing };
        if (worker && !this.#failed) worker.postMessage(request);
        else this.#fail();
      });
    });
  }

  async close(): Promise<void> {
    this.#failed = true;
    this.#fail();
    await (await this.#worker)?.terminate();
  }

  #receive(reply: HighlightReply): void {
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

  #fail(): void {
    this.#failed = true;
    for (const { done } of this.#pending.values()) done();
    this.#pending.clear();
  }
}
