/** OAuth 2.0 / OpenID Connect sign-in (docs/server.md, Reader sign-in): the provider and this site's client there. */
export interface OidcSettings {
  /** The provider's issuer URL; its settings are read from `<issuer>/.well-known/openid-configuration`. */
  readonly issuer: string;
  readonly clientId: string;
  /** A confidential client's secret (sent with HTTP Basic); without one the client is public (PKCE alone). Server-side only. */
  readonly clientSecret?: string;
  /** Scopes asked for (default `openid profile email`; `openid` is always asked for). */
  readonly scopes?: readonly string[];
  /** The claim holding the reader's groups, in the ID token or at the userinfo endpoint (default `groups`). */
  readonly groupsClaim?: string;
  /** Provider group → Docwright group; when set, groups it does not name are dropped. */
  readonly groupMap?: Readonly<Record<string, string>>;
  /** The callback address registered at the provider (default: this server's `/_docwright/auth/oidc/callback`). */
  readonly redirectUri?: string;
}

/** Reader authentication for `docs serve` (docs/server.md, Reader authentication): how tokens from the identity provider are checked. */
export interface ReaderAuthSettings {
  /** HS256: the secret the identity provider signs reader tokens with. */
  readonly secret?: string;
  /** RS256 or EdDSA: the identity provider's RSA or Ed25519 public key (PEM, SPKI); the key's type sets the algorithm. */
  readonly publicKey?: string;
  /** OAuth 2.0 / OpenID Connect sign-in. */
  readonly oidc?: OidcSettings;
  /** A shared-password site: readers type this password on the server's sign-in form. */
  readonly password?: string;
  /**
   * Reverse proxies in front of the server (`DOCWRIGHT_TRUSTED_PROXIES`): password attempts are
   * limited per client address, read from `X-Forwarded-For` only behind that many proxies.
   */
  readonly trustedProxies?: number;
  /** Password attempts a client address may make a minute (default 10, in bursts of up to 10). */
  readonly passwordAttemptsPerMinute?: number;
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
