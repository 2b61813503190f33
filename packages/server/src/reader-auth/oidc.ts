import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oauth from 'oauth4webapi';
import type { OidcSettings } from './settings.ts';
import { ReaderTokenError } from './tokens.ts';

/** What the callback needs of a sign-in it started: kept in a sealed cookie, never sent to the provider but the challenge. */
export interface OidcTransaction {
  readonly state: string;
  readonly nonce: string;
  readonly verifier: string;
}

/** A signed-in reader as the provider describes them: the subject and their Docwright groups. */
export interface OidcIdentity {
  readonly id: string;
  readonly groups: readonly string[];
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * This site as an OpenID Connect client (authorization code with PKCE S256, state and nonce):
 * discovery, the authorization URL, the code exchange, the ID token's signature against the
 * provider's JWKS, and the reader's groups from the configured claim (ID token, else userinfo).
 */
export class OidcClient {
  readonly #settings: OidcSettings;
  readonly #issuer: URL;
  readonly #client: oauth.Client;
  readonly #auth: oauth.ClientAuth;
  #server: Promise<oauth.AuthorizationServer> | undefined;
  #jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(settings: OidcSettings) {
    this.#settings = settings;
    this.#issuer = new URL(settings.issuer);
    this.#client = { client_id: settings.clientId };
    this.#auth = settings.clientSecret ? oauth.ClientSecretBasic(settings.clientSecret) : oauth.None();
  }

  /** Requests to the provider: https only, but for a provider on this machine (development and tests). */
  get #requestOptions() {
    return loopbackHosts.has(this.#issuer.hostname) ? { [oauth.allowInsecureRequests]: true } : {};
  }

  /** The provider's metadata, discovered once (and again after a failed discovery). */
  server(): Promise<oauth.AuthorizationServer> {
    this.#server ??= oauth
      .discoveryRequest(this.#issuer, { algorithm: 'oidc', ...this.#requestOptions })
      .then((response) => oauth.processDiscoveryResponse(this.#issuer, response))
      .catch((error: unknown) => {
        this.#server = undefined;
        throw new ReaderTokenError(
          `the OpenID Connect provider ${this.#issuer.href} could not be discovered (${(error as Error).message})`,
        );
      });
    return this.#server;
  }

  /** A new sign-in: what to remember, and where to send the reader. */
  async begin(redirectUri: string): Promise<{ transaction: OidcTransaction; url: URL }> {
    const as = await this.server();
    if (!as.authorization_endpoint)
      throw new ReaderTokenError('the provider names no authorization endpoint');
    const transaction = {
      state: oauth.generateRandomState(),
      nonce: oauth.generateRandomNonce(),
      verifier: oauth.generateRandomCodeVerifier(),
    };
    const url = new URL(as.authorization_endpoint);
    const scopes = new Set(['openid', ...(this.#settings.scopes ?? ['profile', 'email'])]);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: this.#settings.clientId,
      redirect_uri: redirectUri,
      scope: [...scopes].join(' '),
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: await oauth.calculatePKCECodeChallenge(transaction.verifier),
      code_challenge_method: 'S256',
    }).toString();
    return { transaction, url };
  }

  /**
   * The reader the provider's answer at the callback names: the state must be the one this
   * browser's sign-in began with, the code is exchanged with its PKCE verifier, and the ID token
   * must be signed by the provider's keys, for this client, with this sign-in's nonce.
   */
  async finish(callback: URL, transaction: OidcTransaction, redirectUri: string): Promise<OidcIdentity> {
    const as = await this.server();
    try {
      const params = oauth.validateAuthResponse(as, this.#client, callback, transaction.state);
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        this.#client,
        this.#auth,
        params,
        redirectUri,
        transaction.verifier,
        this.#requestOptions,
      );
      const result = await oauth.processAuthorizationCodeResponse(as, this.#client, response, {
        expectedNonce: transaction.nonce,
        requireIdToken: true,
      });
      const claims = await this.#verifiedIdToken(as, result.id_token ?? '');
      const id = claims.sub;
      if (typeof id !== 'string' || id === '') throw new ReaderTokenError('the ID token names no subject');
      const groupsClaim = this.#settings.groupsClaim ?? 'groups';
      let groups = claims[groupsClaim];
      if (groups === undefined && as.userinfo_endpoint) {
        const info = await oauth.processUserInfoResponse(
          as,
          this.#client,
          id,
          await oauth.userInfoRequest(as, this.#client, result.access_token, this.#requestOptions),
        );
        groups = info[groupsClaim];
      }
      return { id, groups: this.#mapGroups(groups) };
    } catch (error) {
      if (error instanceof ReaderTokenError) throw error;
      throw new ReaderTokenError(describe(error));
    }
  }

  /** The provider's sign-out address for this client, when it publishes one. */
  async endSessionUrl(postLogoutRedirectUri: string): Promise<URL | undefined> {
    const as = await this.server().catch(() => undefined);
    if (!as?.end_session_endpoint) return undefined;
    const url = new URL(as.end_session_endpoint);
    url.searchParams.set('client_id', this.#settings.clientId);
    url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
    return url;
  }

  /** The ID token's signature by the provider's published keys, and its issuer and audience, checked again here. */
  async #verifiedIdToken(as: oauth.AuthorizationServer, idToken: string) {
    if (!as.jwks_uri) throw new ReaderTokenError('the provider publishes no signing keys (jwks_uri)');
    this.#jwks ??= createRemoteJWKSet(new URL(as.jwks_uri));
    const { payload } = await jwtVerify(idToken, this.#jwks, {
      issuer: as.issuer,
      audience: this.#settings.clientId,
    });
    return payload;
  }

  /** The claim's groups (a list, or one space-separated string) as Docwright groups, through the map when set. */
  #mapGroups(value: unknown): readonly string[] {
    const names = Array.isArray(value)
      ? value.filter((name): name is string => typeof name === 'string')
      : typeof value === 'string'
        ? value.split(/\s+/).filter(Boolean)
        : [];
    const map = this.#settings.groupMap;
    if (!map) return names;
    return [...new Set(names.flatMap((name) => (Object.hasOwn(map, name) ? [map[name] as string] : [])))];
  }
}

/** What went wrong, in the words the reader's error page shows. */
function describe(error: unknown): string {
  if (error instanceof oauth.AuthorizationResponseError)
    return `the provider refused the sign-in (${error.error}${error.error_description ? `: ${error.error_description}` : ''})`;
  if (error instanceof oauth.ResponseBodyError)
    return `the provider refused the code (${error.error}${error.error_description ? `: ${error.error_description}` : ''})`;
  return `the sign-in could not be checked (${(error as Error).message})`;
}
