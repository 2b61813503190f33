// A bounded map that forgets its oldest entries: the embedded store's read cache.
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Removes every entry whose value matches. */
  deleteWhere(match: (value: V) => boolean): void {
    for (const [key, value] of this.entries) if (match(value)) this.entries.delete(key);
  }
}
