import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';

// Enough for every distinct block of a large site in one build; the oldest entries go first.
const memoryLimit = 20_000;
const packExtension = '.pack';
// Past this many packs in the folder, the next flush merges what this process used into one.
const maxPacks = 8;

/**
 * Results by content address (highlighted code, compiled MDX), in memory and in pack files under `dir`. A pack holds
 * the results one process (or thread) computed, one `key<TAB>value` line each, written whole then
 * renamed into place; `flush()` writes one. A cold Stripe build highlights 3,336 blocks: one file
 * each cost seconds of opens and renames, where one pack costs one write. When packs pile up,
 * a flush merges the results this process used into one and removes the packs it read, so
 * results nothing uses any more are dropped. The packs only save time: one that cannot be read,
 * parsed or written is a miss, never an error.
 */
export class ContentCache<T> {
  readonly #memory = new Map<string, T>();
  readonly #serialize: (value: T) => string;
  readonly #parse: (text: string) => T;
  #dir: string | undefined;
  /** Serialized results read from the packs in `dir`. */
  #stored = new Map<string, string>();
  /** The packs `#stored` was read from. */
  #packs: string[] = [];
  /** Serialized results computed since the last flush. */
  #fresh = new Map<string, string>();
  /** Keys read or computed in this process: what a merged pack keeps. */
  #used = new Set<string>();
  #flushing: Promise<void> = Promise.resolve();

  constructor(serialize: (value: T) => string, parse: (text: string) => T) {
    this.#serialize = serialize;
    this.#parse = parse;
  }

  /** Where results are kept across builds; undefined keeps them in memory only. */
  setDir(dir: string | undefined): void {
    if (dir === this.#dir) return;
    // What was computed for the previous folder goes there.
    this.flush().catch(() => undefined);
    this.#dir = dir;
    this.#stored = new Map();
    this.#packs = [];
    this.#used = new Set();
    if (dir === undefined) return;
    try {
      this.#packs = readdirSync(dir).filter((name) => name.endsWith(packExtension));
    } catch {
      return; // No folder yet: every result is a miss until a pack is written.
    }
    for (const pack of this.#packs) {
      try {
        for (const line of readFileSync(join(dir, pack), 'utf8').split('\n')) {
          const tab = line.indexOf('\t');
          if (tab > 0) this.#stored.set(line.slice(0, tab), line.slice(tab + 1));
        }
      } catch {
        // An unreadable pack holds nothing.
      }
    }
  }

  get(key: string, compute: () => T): T {
    return this.peek(key) ?? this.put(key, compute());
  }

  /** The result kept under `key`, if any. */
  peek(key: string): T | undefined {
    const value = this.#memory.get(key) ?? this.#read(key);
    if (value !== undefined) this.#remember(key, value);
    return value;
  }

  /** Keeps `value` under `key`, for this process and (after `flush()`) the next ones. */
  put(key: string, value: T): T {
    if (this.#dir !== undefined) this.#fresh.set(key, this.#serialize(value));
    this.#remember(key, value);
    return value;
  }

  /** Keeps a result serialized elsewhere (another thread) for the next processes, not in memory. */
  putSerialized(key: string, text: string): void {
    if (this.#dir === undefined) return;
    this.#fresh.set(key, text);
    this.#used.add(key);
  }

  #remember(key: string, value: T): void {
    if (this.#dir !== undefined) this.#used.add(key);
    if (this.#memory.has(key)) return;
    if (this.#memory.size >= memoryLimit) this.#memory.delete(this.#memory.keys().next().value as string);
    this.#memory.set(key, value);
  }

  /** Forgets the in-memory results (the packs stay, and so does what was read from them). */
  clearMemory(): void {
    this.#memory.clear();
  }

  #read(key: string): T | undefined {
    const text = this.#stored.get(key) ?? this.#fresh.get(key);
    if (text === undefined) return undefined;
    try {
      return this.#parse(text);
    } catch {
      this.#stored.delete(key);
      return undefined;
    }
  }

  /** Writes the results computed since the last flush as one pack; resolves once it is in place. */
  flush(): Promise<void> {
    const dir = this.#dir;
    if (dir === undefined || this.#fresh.size === 0) return this.#flushing;
    const fresh = this.#fresh;
    this.#fresh = new Map();
    for (const [key, text] of fresh) this.#stored.set(key, text);
    const read = this.#packs;
    const merge = read.length + 1 > maxPacks;
    const entries = merge
      ? [...this.#used].flatMap((key) => {
          const text = this.#stored.get(key);
          return text === undefined ? [] : [[key, text] as const];
        })
      : [...fresh];
    const name = `${Date.now().toString(36)}-${process.pid}-${threadId}-${randomBytes(4).toString('hex')}${packExtension}`;
    this.#packs = merge ? [name] : [...read, name];
    this.#flushing = this.#flushing.then(() => writePack(dir, name, entries, merge ? read : []));
    return this.#flushing;
  }
}

/** Writes a pack whole, then renames it into place; then removes the packs it replaces. */
async function writePack(
  dir: string,
  name: string,
  entries: readonly (readonly [string, string])[],
  replaced: readonly string[],
): Promise<void> {
  const partial = join(dir, `${name}.partial`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(partial, entries.map(([key, text]) => `${key}\t${text}\n`).join(''));
    await rename(partial, join(dir, name));
  } catch {
    // A read-only or full disk costs the next build time, not this one its output.
    await rm(partial, { force: true }).catch(() => undefined);
    return;
  }
  await Promise.all(replaced.map((pack) => rm(join(dir, pack), { force: true }).catch(() => undefined)));
}
