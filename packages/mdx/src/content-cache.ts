import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { SizedMap } from './sized-map.ts';

// Characters (of their serialized form) of the results kept parsed in memory, the least recently
// used going first: a large site's results are read back from the packs rather than all kept.
const memoryCharsLimit = 16_000_000;
const packExtension = '.pack';
// Past this many packs in the folder, the next flush merges what this process used into two.
const maxPacks = 8;
// Past this many characters of fresh results, they go to this process's pack on disk rather than
// stay in memory until the flush: a 10,000-operation spec highlights hundreds of megabytes.
const freshCharsLimit = 4_000_000;

/**
 * Results by content address (highlighted code, compiled MDX), in memory and in pack files under `dir`. A pack holds
 * the results one process (or thread) computed, one `key<TAB>value` line each, written whole then
 * renamed into place; `flush()` writes one. A cold Stripe build highlights 3,336 blocks: one file
 * each cost seconds of opens and renames, where one pack costs one write. A large build's pack is
 * appended to as it goes (`freshCharsLimit`) and renamed at the flush. When packs pile up, a flush
 * keeps the results this process used (what it computed, and what it read in a second pack) and
 * removes the packs it read, so results nothing uses any more are dropped. The packs only save time: one that cannot be read,
 * parsed or written is a miss, never an error.
 */
export class ContentCache<T> {
  readonly #memory = new SizedMap<string, T>(memoryCharsLimit, () => 1);
  readonly #serialize: (value: T) => string;
  readonly #parse: (text: string) => T;
  #dir: string | undefined;
  /** Serialized results read from the packs in `dir`. */
  #stored = new Map<string, string>();
  /** The packs `#stored` was read from. */
  #packs: string[] = [];
  /** Serialized results computed since the last flush. */
  #fresh = new Map<string, string>();
  /** The characters of `#fresh`'s keys and texts. */
  #freshChars = 0;
  /** The pack being written past `freshCharsLimit` (a `.partial` file until the flush renames it). */
  #spill: string | undefined;
  /** Keys whose results went to a spilled pack: on disk, no longer in memory. */
  #spilled = new Set<string>();
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
    this.#spilled = new Set();
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
    const kept = this.#memory.get(key);
    if (kept !== undefined) {
      if (this.#dir !== undefined) this.#used.add(key);
      return kept;
    }
    const text = this.#stored.get(key) ?? this.#fresh.get(key);
    if (text === undefined) return undefined;
    const value = this.#parsed(key, text);
    if (value !== undefined) this.#remember(key, value, text.length);
    return value;
  }

  /** Keeps `value` under `key`, for this process and (after `flush()`) the next ones. */
  put(key: string, value: T): T {
    const text = this.#serialize(value);
    if (this.#dir !== undefined) this.#keepFresh(key, text);
    this.#remember(key, value, text.length);
    return value;
  }

  /** Keeps a result serialized elsewhere (another thread) for the next processes, not in memory. */
  putSerialized(key: string, text: string): void {
    if (this.#dir === undefined) return;
    this.#keepFresh(key, text);
    this.#used.add(key);
  }

  #keepFresh(key: string, text: string): void {
    if (this.#spilled.has(key)) return;
    const before = this.#fresh.get(key);
    if (before !== undefined) this.#freshChars -= key.length + before.length;
    this.#fresh.set(key, text);
    this.#freshChars += key.length + text.length;
    if (this.#freshChars > freshCharsLimit) this.#spillFresh();
  }

  /** Appends the fresh results to this process's partial pack and forgets their texts. */
  #spillFresh(): void {
    const dir = this.#dir;
    if (dir === undefined) return;
    this.#spill ??= join(dir, `${packName()}.partial`);
    try {
      mkdirSync(dir, { recursive: true });
      appendFileSync(this.#spill, packText(this.#fresh));
    } catch {
      // As in `writePack`: what cannot be written costs the next build time, not this one its output.
      try {
        rmSync(this.#spill, { force: true });
      } catch {
        // Nothing was written there.
      }
      this.#spill = undefined;
    }
    for (const key of this.#fresh.keys()) this.#spilled.add(key);
    this.#fresh = new Map();
    this.#freshChars = 0;
  }

  #remember(key: string, value: T, chars: number): void {
    if (this.#dir !== undefined) this.#used.add(key);
    this.#memory.set(key, value, key.length + chars);
  }

  /** Forgets the in-memory results (the packs stay, and so does what was read from them). */
  clearMemory(): void {
    this.#memory.clear();
  }

  #parsed(key: string, text: string): T | undefined {
    try {
      return this.#parse(text);
    } catch {
      this.#stored.delete(key);
      return undefined;
    }
  }

  /**
   * Writes the results computed since the last flush as one pack (the spilled part first, already
   * on disk); resolves once it is in place. A merge writes the results this process used that
   * were read from the packs as a second one.
   */
  flush(): Promise<void> {
    const dir = this.#dir;
    if (dir === undefined || (this.#fresh.size === 0 && this.#spill === undefined)) return this.#flushing;
    const fresh = this.#fresh;
    const spill = this.#spill;
    this.#fresh = new Map();
    this.#freshChars = 0;
    this.#spill = undefined;
    const read = this.#packs;
    const merge = read.length + 1 > maxPacks;
    const kept = merge
      ? new Map(
          [...this.#used].flatMap((key) => {
            const text = fresh.has(key) ? undefined : this.#stored.get(key);
            return text === undefined ? [] : [[key, text] as const];
          }),
        )
      : new Map<string, string>();
    for (const [key, text] of fresh) this.#stored.set(key, text);
    const name = `${packName()}${packExtension}`;
    const keptName = `${packName()}${packExtension}`;
    this.#packs = [...(merge ? [] : read), name, ...(kept.size > 0 ? [keptName] : [])];
    this.#flushing = this.#flushing.then(async () => {
      await writePack(dir, name, fresh, spill);
      if (kept.size > 0) await writePack(dir, keptName, kept, undefined);
      if (merge)
        await Promise.all(read.map((pack) => rm(join(dir, pack), { force: true }).catch(() => undefined)));
    });
    return this.#flushing;
  }
}

function packName(): string {
  return `${Date.now().toString(36)}-${process.pid}-${threadId}-${randomBytes(4).toString('hex')}`;
}

function packText(entries: ReadonlyMap<string, string>): string {
  let text = '';
  for (const [key, value] of entries) text += `${key}\t${value}\n`;
  return text;
}

/**
 * Writes a pack whole (after what `spill`, its partial file, holds already), then renames it
 * into place.
 */
async function writePack(
  dir: string,
  name: string,
  entries: ReadonlyMap<string, string>,
  spill: string | undefined,
): Promise<void> {
  const partial = spill ?? join(dir, `${name}.partial`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(partial, packText(entries), { flag: spill ? 'a' : 'w' });
    await rename(partial, join(dir, name));
  } catch {
    // A read-only or full disk costs the next build time, not this one its output.
    await rm(partial, { force: true }).catch(() => undefined);
  }
}
