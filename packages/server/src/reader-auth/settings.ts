/** Reader authentication for `docs serve` (docs/server.md, Reader authentication): how tokens from the identity provider are checked. */
export interface ReaderAuthSettings {
  /** HS256: the secret the identity provider signs reader tokens with. */
  readonly secret?: string;
  /** RS256: the identity provider's public key (PEM, SPKI). */
  readonly publicKey?: string;
  /** Where readers sign in; they come back to `/_docwright/auth/callback?token=...&redirect=...`. */
  readonly loginUrl?: string;
  /** Checked against the token's `iss` / `aud` when set. */
  readonly issuer?: string;
  readonly audience?: string;
  /** Signs the session cookie; generated per process when absent (sessions then end with the process). */
  readonly sessionSecret?: string;
  /** Sessions end when the token expires, and at the latest after this many seconds (default 7 days). */
  readonly maxSessionSeconds?: number;
  /**
   * `DOCWRIGHT_COOKIE_SECURE`: the session cookie is `Secure` always (true) or never (false); unset,
   * when the site's base URL is https or the request came over https.
   */
  readonly cookieSecure?: boolean;
}
