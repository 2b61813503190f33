import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { isHighlightKept, keepHighlightedAhead } from '@docwright/mdx/highlight';
import { isMarkdownReady, keepRenderedMarkdown } from '@docwright/mdx/markdown';
import { startBundledWorker } from '../node-bundle.ts';
import type { AheadReply, AheadRequest, CodeBlock } from './protocol.ts';

/**
 * Markdown texts per request: small requests let the main thread take back all but the one the
 * worker is rendering (the first route alone reaches a few hundred texts on Stripe).
 */
const markdownPerRequest = 16;

interface MarkdownRequest {
  readonly id: number;
  readonly texts: readonly string[];
}

/** The worker's old-generation heap: it keeps its grammars, each language's line memo and rendered Markdown. */
const workerHeapMb = 256;

/**
 * A worker thread that does the text-to-text parts of rendering for the routes about to be
 * rendered, ahead of the main thread: it tokenizes their request examples and renders their spec
 * Markdown. Together these are a third of a Stripe build when one thread does everything; this
 * way they run on a second core while the main thread renders. The results go into the caches the
 * main thread reads (highlighted lines, rendered Markdown), so the pages come out byte for byte
 * the same; if the worker fails, the main thread does what it was left with itself.
 */
export class RenderAhead {
  readonly #worker: Promise<Worker | undefined>;
  readonly #pending = new Map<number, { receive: (reply: AheadReply) => void; done: () => void }>();
  readonly #markdownSent = new Set<string>();
  /** Markdown requests by route, until the main thread takes them back or reaches the route. */
  readonly #markdownRequests = new Map<number, MarkdownRequest[]>();
  #nextId = 0;
  #failed = false;
  /** Code blocks the worker highlighted and Markdown texts it rendered, over its life. */
  readonly stats = { highlighted: 0, markdown: 0 };

  constructor() {
    const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
    this.#worker = startBundledWorker(entry, workerHeapMb).then(
      (worker) => {
        // An idle worker must not keep the process alive (a site loaded and never rendered); a busy
        // one must, and so must one being closed (`close` waits for it to exit).
        if (this.#pending.size === 0) worker.unref();
        worker.on('message', (reply: AheadReply) => {
          this.#receive(reply);
          if (this.#pending.size === 0 && !this.#failed) worker.unref();
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
  prepare(languages: readonly string[]): void {
    this.#worker.then((worker) => {
      if (worker && !this.#failed) worker.postMessage({ kind: 'prepare', languages } satisfies AheadRequest);
    });
  }

  /**
   * Sends the blocks not highlighted yet to the worker. Resolves once their lines are in the
   * highlight cache, or when the worker cannot provide them (the main thread then highlights them).
   */
  highlight(blocks: readonly CodeBlock[]): Promise<void> {
    const missing = blocks.filter((block) => !isHighlightKept(block.code, block.language));
    if (missing.length === 0) return Promise.resolve();
    const request = this.#request(
      (id) => ({ kind: 'highlight', id, blocks: missing }),
      (reply) => {
        if (reply.kind !== 'highlight') return;
        missing.forEach((block, index) => {
          const highlighted = reply.blocks[index];
          if (!highlighted) return;
          keepHighlightedAhead(block.code, block.language, highlighted);
          this.stats.highlighted++;
        });
      },
    );
    return request?.done ?? Promise.resolve();
  }

  /**
   * Sends the Markdown texts of the route at `route` (in render order) not rendered yet to the
   * worker, in small requests. Nothing waits for them as such, but the worker answers in order:
   * they are back by the time the examples sent after them are, unless the main thread takes
   * them back (`takeMarkdown`).
   */
  renderMarkdown(route: number, texts: readonly string[]): void {
    const missing = texts.filter((text) => !this.#markdownSent.has(text) && !isMarkdownReady(text));
    for (const text of missing) this.#markdownSent.add(text);
    const requests: MarkdownRequest[] = [];
    for (let start = 0; start < missing.length; start += markdownPerRequest) {
      const chunk = missing.slice(start, start + markdownPerRequest);
      const request = this.#request(
        (id) => ({ kind: 'markdown', id, texts: chunk }),
        (reply) => {
          if (reply.kind !== 'markdown') return;
          for (const [index, text] of chunk.entries())
            keepRenderedMarkdown(text, reply.html[index] as string);
          this.stats.markdown += chunk.length;
        },
      );
      if (request) requests.push({ id: request.id, texts: chunk });
    }
    if (requests.length > 0) this.#markdownRequests.set(route, requests);
  }

  /**
   * Takes back the route's Markdown the worker has not answered yet, for the main thread to render
   * while it would otherwise wait: the worker skips each request it has not begun. Returns the
   * texts taken back.
   */
  takeMarkdown(route: number): readonly string[] {
    const requests = this.#markdownRequests.get(route) ?? [];
    this.#markdownRequests.delete(route);
    const taken: string[] = [];
    for (const { id, texts } of requests) {
      const pending = this.#pending.get(id);
      if (!pending) continue;
      this.#pending.delete(id);
      pending.done();
      this.#worker.then((worker) => worker?.postMessage({ kind: 'taken', id } satisfies AheadRequest));
      taken.push(...texts);
    }
    return taken;
  }

  async close(): Promise<void> {
    this.#fail();
    const worker = await this.#worker;
    worker?.ref();
    await worker?.terminate();
  }

  /** Sends a request; `done` resolves once its reply is received, or the worker failed. Undefined once failed. */
  #request(
    make: (id: number) => AheadRequest,
    receive: (reply: AheadReply) => void,
  ): { id: number; done: Promise<void> } | undefined {
    if (this.#failed) return undefined;
    const id = this.#nextId++;
    const done = new Promise<void>((resolve) => {
      this.#pending.set(id, { receive, done: resolve });
      this.#worker.then((worker) => {
        if (!worker || this.#failed) return this.#fail();
        worker.ref();
        worker.postMessage(make(id));
      });
    });
    return { id, done };
  }

  #receive(reply: AheadReply): void {
    const pending = this.#pending.get(reply.id);
    if (!pending) return;
    this.#pending.delete(reply.id);
    pending.receive(reply);
    pending.done();
  }

  #fail(): void {
    this.#failed = true;
    for (const { done } of this.#pending.values()) done();
    this.#pending.clear();
  }
}
