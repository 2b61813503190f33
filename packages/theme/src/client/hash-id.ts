/** A link's `#hash` as the id it names; a `%` that starts no escape (a heading "100% uptime") stays as it is. */
export function idOfHash(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
