import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { engineName } from './highlighter.ts';
import { themeNames } from './paired-theme.ts';

// Anything that changes the output for the same code: a new shiki, other themes, our own format.
const formatVersion = 3;
const shikiVersion = (createRequire(import.meta.url)('shiki/package.json') as { version: string }).version;
const outputVersion = JSON.stringify([formatVersion, shikiVersion, engineName, themeNames]);

/** The content address of one highlighting result. */
export function cacheKey(kind: string, language: string, code: string): string {
  return createHash('sha256')
    .update(JSON.stringify([outputVersion, kind, language, code]))
    .digest('hex');
}

// Enough for every distinct block of a large site in one build; the oldest entries go first.
const memoryLimit = 20_000;

/**
 * Highlighting results by content address, in memory and in files under `dir` (one file per
 * result, written whole then renamed into place). The files only save time: one that cannot be
 * read, parsed or written is a miss, never an error. The folder is listed once, so a miss costs
 * no failed read, and files are written in the background: on a cold Stripe build, thousands of
 * synchronous writes and failed reads took seconds of the render.
 */
export class HighlightCache<T> {
  readonly #memory = new Map<string, T>();
  readonly #extension: string;
  readonly #serialize: (value: T) => string;
  readonly #parse: (text: string) => T;
  #dir: string | undefined;
  #dirCreated = false;
  /** The files in `dir` when it was set, and those written since. */
  #files = new Set<string>();
  readonly #writing = new Set<Promise<void>>();

  constructor(extension: string, serialize: (value: T) => string, parse: (text: string) => T) {
    this.#extension = extension;
    this.#serialize = serialize;
    this.#parse = parse;
  }

  /** Where results are kept across builds; undefined keeps them in memory only. */
  setDir(dir: string | undefined): void {
    if (dir === this.#dir) return;
    this.#dir = dir;
    this.#dirCreated = false;
    this.#files = new Set();
    if (dir === undefined) return;
    try {
      this.#files = new Set(readdirSync(dir));
      this.#dirCreated = true;
    } catch {
      // No folder yet: every result is a miss until it is written.
    }
  }

  get(key: string, compute: () => T): T {
    const remembered = this.#memory.get(key);
    if (remembered !== undefined) return remembered;
    const value = this.#read(key) ?? this.#write(key, compute());
    if (this.#memory.size >= memoryLimit) this.#memory.delete(this.#memory.keys().next().value as string);
    this.#memory.set(key, value);
    return value;
  }

  /** Forgets the in-memory results (the files stay). */
  clearMemory(): void {
    this.#memory.clear();
  }

  #file(key: string): string | undefined {
    return this.#dir === undefined ? undefined : join(this.#dir, `${key}${this.#extension}`);
  }

  #read(key: string): T | undefined {
    const file = this.#file(key);
    if (file === undefined || !this.#files.has(`${key}${this.#extension}`)) return undefined;
    try {
      return this.#parse(readFileSync(file, 'utf8'));
    } catch {
      return undefined;
    }
  }

  #write(key: string, value: T): T {
    const file = this.#file(key);
    if (file === undefined || this.#dir === undefined) return value;
    const partial = `${file}.${process.pid}.partial`;
    try {
      if (!this.#dirCreated) mkdirSync(this.#dir, { recursive: true });
      this.#dirCreated = true;
    } catch {
      return value;
    }
    this.#files.add(`${key}${this.#extension}`);
    // A reader never sees half a file: the name appears only once the content is complete. A
    // read-only or full disk costs the next build time, not this one its output.
    const written = writeFile(partial, this.#serialize(value))
      .then(() => rename(partial, file))
      .catch(() => undefined)
      .finally(() => this.#writing.delete(written));
    this.#writing.add(written);
    return value;
  }

  /** Resolves once every file begun so far is in place. */
  async flush(): Promise<void> {
    while (this.#writing.size > 0) await Promise.all(this.#writing);
  }
}
