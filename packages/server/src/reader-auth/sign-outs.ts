/**
 * "Sign out everywhere": when a reader last ended all their sessions. A session is a signed cookie
 * the server keeps no copy of, so it cannot be deleted from every browser; instead each session
 * records when it began, and one that began before its reader's last sign-out everywhere is
 * refused. One timestamp per reader who ever asked, whatever their number of sessions.
 */
export interface SignOuts {
  /** Milliseconds since the epoch of the reader's last sign-out everywhere, if any. */
  signedOutAt(readerId: string): Promise<number | undefined>;
  /** Ends every session of the reader that began before `at`. */
  signOutEverywhere(readerId: string, at: number): Promise<void>;
}

/**
 * Sign-outs kept in the server process. `docs serve` keeps them in its database instead
 * (`StoreSignOuts`), so they hold across restarts and across servers sharing PostgreSQL.
 */
export class MemorySignOuts implements SignOuts {
  readonly #at = new Map<string, number>();

  async signedOutAt(readerId: string): Promise<number | undefined> {
    return this.#at.get(readerId);
  }

  async signOutEverywhere(readerId: string, at: number): Promise<void> {
    this.#at.set(readerId, Math.max(at, this.#at.get(readerId) ?? 0));
  }
}
