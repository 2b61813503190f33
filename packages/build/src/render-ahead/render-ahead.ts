import { fileURLToPath } from 'node:url';
import type { Worker } from 'node:worker_threads';
import { isHighlightKept, keepHighlightedAhead } from '@docwright/mdx/highlight';
import { isMarkdownReady, keepRenderedMarkdown } from '@docwright/mdx/markdown';
import { startBundledWorker } from '../node-bundle.ts';
import type { AheadReply, AheadRequest, CodeBlock } from './protocol.ts';

/**
 * Markdown texts per request: small requests let the main thread take back a route's Markdown a
 * little at a time (the first route alone reaches a few hundred texts on Stripe).
 */
const markdownPerRequest = 16;

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
  /** Markdown requests by route, until answered or taken back. */
  readonly #markdownRequests = new Map<number, Map<number, readonly string[]>>();
  #nextId = 0;
  #failed = false;
  /**
   * Code blocks the worker highlighted, Markdown texts it rendered, and replies that came for
   * requests taken back (work both threads did: the worker had begun them).
   */
  readonly stats = { highlighted: 0, markdown: 0, discarded: 0 };

  constructor() {
    const entry = fileURLToPath(new URL('./worker.ts', import.meta.url));
    this.#worker = startBundledWorker(entry, workerHeapMb).then(
      (worker) => {
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

  /**
   * Sends the blocks not highlighted yet to the worker. Resolves once their lines are in the
   * highlight cache, or when the worker cannot provide them (the main thread then highlights
   * them); undefined when there was nothing to send.
   */
  highlight(blocks: readonly CodeBlock[]): Promise<void> | undefined {
    const missing = blocks.filter((block) => !isHighlightKept(block.code, block.language));
    if (missing.length === 0) return undefined;
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
    return request?.done;
  }

  /**
   * Sends the Markdown texts of the route at `route` (in render order) not rendered yet to the
   * worker, in small requests. Nothing waits for them as such, but the worker answers in order:
   * they are back by the time the examples sent after them are, unless the main thread takes
   * them back (`takeBackMarkdown`).
   */
  sendMarkdown(route: number, texts: readonly string[]): void {
    const missing = texts.filter((text) => !this.#markdownSent.has(text) && !isMarkdownReady(text));
    for (const text of missing) this.#markdownSent.add(text);
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
      if (!request) return;
      const requests = this.#markdownRequests.get(route) ?? new Map<number, readonly string[]>();
      requests.set(request.id, chunk);
      this.#markdownRequests.set(route, requests);
      request.done.then(() => {
        requests.delete(request.id);
        if (requests.size === 0) this.#markdownRequests.delete(route);
      });
    }
  }

  /**
   * Takes back the first of the route's Markdown requests not answered yet, for the main thread
   * to render while it would otherwise wait. The worker skips it unless it has begun it (then both
   * render it). Returns its texts; none once the route has no request left.
   */
  takeBackMarkdown(route: number): readonly string[] {
    const requests = this.#markdownRequests.get(route);
    const first = requests?.entries().next().value;
    if (!first) return [];
    const [id, texts] = first;
    requests?.delete(id);
    if (requests?.size === 0) this.#markdownRequests.delete(route);
    const pending = this.#pending.get(id);
    this.#pending.delete(id);
    pending?.done();
    this.#worker.then((worker) => {
      if (!worker || this.#failed) return;
      worker.postMessage({ kind: 'taken', id } satisfies AheadRequest);
      this.#unrefWhenIdle(worker);
    });
    return texts;
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
    if (!pending) {
      if (!this.#failed) this.stats.discarded++;
      return;
    }
    this.#pending.delete(reply.id);
    pending.receive(reply);
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
