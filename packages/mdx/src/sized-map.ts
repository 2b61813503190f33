/**
 * A map that forgets its least recently used entries once their total weight (for strings: their
 * characters) passes a limit, so a cache holds about the same at 10,000 pages as at 1,000.
 */
export class SizedMap<K, V> {
  readonly #entries = new Map<K, { readonly value: V; readonly weight: number }>();
  readonly #limit: number;
  readonly #weigh: (key: K, value: V) => number;
  #weight = 0;

  constructor(limit: number, weigh: (key: K, value: V) => number) {
    this.#limit = limit;
    this.#weigh = weigh;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The total weight held. */
  get weight(): number {
    return this.#weight;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  /** The value under `key`, which becomes the most recently used. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` as the most recently used; `weight` when the caller knows it already. */
  set(key: K, value: V, weight: number = this.#weigh(key, value)): void {
    this.delete(key);
    this.#entries.set(key, { value, weight });
    this.#weight += weight;
    for (const [oldest, entry] of this.#entries) {
      if (this.#weight <= this.#limit || oldest === key) break;
      this.#entries.delete(oldest);
      this.#weight -= entry.weight;
    }
  }

  /** Removes the entry and returns its value, if there was one. */
  take(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.delete(key);
    return entry.value;
  }

  delete(key: K): boolean {
    const entry = this.#entries.get(key);
    if (entry === undefined) return false;
    this.#entries.delete(key);
    this.#weight -= entry.weight;
    return true;
  }

  clear(): void {
    this.#entries.clear();
    this.#weight = 0;
  }
}
