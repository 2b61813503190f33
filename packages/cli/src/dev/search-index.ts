import {
  type OutputContent,
  type SiteSnapshot,
  searchIndexFolder,
  startSearchIndex,
} from '@docwright/site-builder';

type SearchIndexer = ReturnType<typeof startSearchIndex>;

/**
 * The dev server's search index, rebuilt in the background a moment after the last good build,
 * so edits reload at once and search catches up just after. An edit interrupts an index being
 * made (`interrupt`): it is of an older site, and would take the CPU the edit's rebuild needs.
 */
export class DevSearchIndex {
  #timer: NodeJS.Timeout | undefined;
  #queue = Promise.resolve();
  #pending: SiteSnapshot | undefined;
  #running: { readonly snapshot: SiteSnapshot; readonly indexer: SearchIndexer } | undefined;
  #current: ReadonlyMap<string, Uint8Array> = new Map();
  // Pagefind names its chunks by content hash; an open page that loaded the last index still
  // asks for its chunks, so they are served one generation longer.
  #previous: ReadonlyMap<string, Uint8Array> = new Map();

  constructor(
    private readonly onUpdate: () => void,
    private readonly delayMs = 300,
  ) {}

  /** Indexes this snapshot once no newer one has come for a moment. */
  schedule(snapshot: SiteSnapshot): void {
    this.#pending = snapshot;
    this.#resume();
  }

  /** A rebuild starts: the index being made (or about to be) waits until `schedule` or `resume`. */
  interrupt(): void {
    clearTimeout(this.#timer);
    const running = this.#running;
    this.#running = undefined;
    if (!running) return;
    this.#pending ??= running.snapshot;
    running.indexer.discard().catch(() => undefined);
  }

  /** The rebuild failed: the interrupted index is made after all. */
  resume(): void {
    if (this.#pending) this.#resume();
  }

  /**
   * The search part of a rebuild's outputs (`siteOutputs`): the latest index made so far, at once.
   * A rebuild never waits for Pagefind; `schedule` makes the next index after it.
   */
  files(): Promise<Map<string, Uint8Array>> {
    return Promise.resolve(new Map([...this.#previous, ...this.#current]));
  }

  /** Puts the latest index into the served files, in place of any older one. */
  addTo(files: Map<string, OutputContent>): void {
    for (const path of files.keys()) if (path.startsWith(searchIndexFolder)) files.delete(path);
    for (const [path, content] of this.#previous) files.set(path, content);
    for (const [path, content] of this.#current) files.set(path, content);
  }

  close(): void {
    clearTimeout(this.#timer);
    this.#pending = undefined;
    this.interrupt();
  }

  #resume(): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#queue = this.#queue.then(() => this.#rebuild());
    }, this.delayMs);
  }

  async #rebuild(): Promise<void> {
    const snapshot = this.#pending;
    this.#pending = undefined;
    if (!snapshot) return;
    const started = performance.now();
    const indexer = startSearchIndex();
    const running = { snapshot, indexer };
    this.#running = running;
    try {
      indexer.planned(snapshot);
      for (const [route, page] of snapshot.pages) indexer.rendered(route, page);
      const index = await indexer.files();
      if (this.#running !== running) return;
      this.#previous = this.#current;
      this.#current = index;
      this.onUpdate();
      console.log(`Search index updated in ${Math.round(performance.now() - started)}ms`);
    } catch (error) {
      if (this.#running === running)
        console.error(`Could not update the search index: ${(error as Error).message}`);
    } finally {
      if (this.#running === running) this.#running = undefined;
    }
  }
}
