import { createHmac, createPublicKey, randomBytes } from 'node:crypto';
import { importSPKI, jwtVerify, SignJWT } from 'jose';
import { isReaderId, passwordReaderId, readerId } from './reader-ids.ts';
import type { ReaderAuthSettings } from './settings.ts';
import { MemorySignOuts, type SignOuts } from './sign-outs.ts';
import { readUserData, type UserData, userDataClaims } from './user-data.ts';

/** A signed-in reader, as the identity provider's token describes them (with their user data). */
export interface Reader extends UserData {
  readonly id: string;
  readonly groups: readonly string[];
  /** Seconds since the epoch. */
  readonly expiresAt: number;
}

export class ReaderTokenError extends Error {}

const weekInSeconds = 7 * 24 * 3600;
const sessionIssuer = 'docwright-session';
const transactionIssuer = 'docwright-sign-in';
// Browsers keep cookies up to 4096 bytes, name and attributes included.
const maxSessionBytes = 3800;

/** Checks reader tokens from the identity provider and issues and reads the server's own session tokens. */
export class ReaderTokens {
  readonly #settings: ReaderAuthSettings;
  readonly #sessionKey: Uint8Array;
  #publicKey: Promise<CryptoKey> | undefined;
  readonly #publicKeyAlgorithms: readonly string[] = [];
  #signOuts: SignOuts = new MemorySignOuts();

  constructor(settings: ReaderAuthSettings) {
    if (!settings.secret && !settings.publicKey && !settings.password && !settings.oidc)
      throw new Error(
        'Reader authentication needs a token secret (HS256), a public key (RS256 or EdDSA), an OpenID Connect provider or a site password.',
      );
    this.#settings = settings;
    if (!settings.secret && settings.publicKey)
      this.#publicKeyAlgorithms = algorithmsOfKey(settings.publicKey);
    this.#sessionKey = settings.sessionSecret
      ? new TextEncoder().encode(settings.sessionSecret)
      : new Uint8Array(randomBytes(32));
  }

  /**
   * The reader a token from the identity provider names. The algorithm is pinned by the
   * configuration (HS256 with a secret, RS256 with an RSA public key, EdDSA with an Ed25519 one),
   * so a token cannot pick it.
   * Claims: `sub` and `exp` (or Mintlify's `expiresAt`), which are required, and `groups`.
   */
  async verifyIdentityToken(token: string): Promise<Reader> {
    const { secret, publicKey, issuer, audience } = this.#settings;
    if (!secret && !publicKey) throw new ReaderTokenError('this site takes no sign-in tokens');
    try {
      const key = secret ? new TextEncoder().encode(secret) : await this.#verificationKey(publicKey ?? '');
      const { payload } = await jwtVerify(token, key, {
        algorithms: secret ? ['HS256'] : [...this.#publicKeyAlgorithms],
        ...(issuer && { issuer }),
        ...(audience && { audience }),
      });
      const expiresAt =
        typeof payload.exp === 'number'
          ? payload.exp
          : typeof payload.expiresAt === 'number'
            ? payload.expiresAt
            : undefined;
      if (expiresAt === undefined) throw new ReaderTokenError('the token has no expiry (`exp`)');
      if (expiresAt * 1000 <= Date.now()) throw new ReaderTokenError('the token has expired');
      const groups = Array.isArray(payload.groups)
        ? payload.groups.filter((group): group is string => typeof group === 'string')
        : [];
      const subject = payload.sub;
      if (typeof subject !== 'string' || subject.trim() === '')
        throw new ReaderTokenError('the token has no subject (`sub`)');
      const id = readerId('jwt', subject);
      // A handoff issued before the reader signed out everywhere (a stolen one, say) starts nothing.
      const signedOutAt = await this.#signOuts.signedOutAt(id);
      if (signedOutAt !== undefined && typeof payload.iat === 'number' && payload.iat * 1000 <= signedOutAt)
        throw new ReaderTokenError('the token was issued before its reader signed out everywhere');
      const maxSeconds = this.#settings.maxSessionSeconds ?? weekInSeconds;
      return {
        id,
        groups,
        expiresAt: Math.min(expiresAt, Math.floor(Date.now() / 1000) + maxSeconds),
        ...readUserData(payload),
      };
    } catch (error) {
      if (error instanceof ReaderTokenError) throw error;
      throw new ReaderTokenError(`the token is not valid (${(error as Error).message})`);
    }
  }

  /** Keeps "sign out everywhere" in `signOuts` (the server's database) from now on. */
  keepSignOutsIn(signOuts: SignOuts): void {
    this.#signOuts = signOuts;
  }

  /** Ends every session the reader has, in every browser (docs/server.md, Sign out everywhere). */
  signOutEverywhere(readerId: string): Promise<void> {
    return this.#signOuts.signOutEverywhere(readerId, Date.now());
  }

  /**
   * The session cookie's value for a reader: a token signed with the server's own key. It carries
   * their user data, so one that would not fit in a cookie is refused rather than lost.
   */
  async issueSession(reader: Reader): Promise<string> {
    const session = await new SignJWT({
      groups: [...reader.groups],
      ...userDataClaims(reader),
      // When the session began, to end it by a later "sign out everywhere" (milliseconds).
      began: Date.now(),
      ...(reader.id === passwordReaderId && { password: this.#passwordTag() }),
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(reader.id)
      .setIssuer(sessionIssuer)
      .setExpirationTime(reader.expiresAt)
      .sign(this.#sessionKey);
    if (session.length > maxSessionBytes)
      throw new ReaderTokenError(
        `the token's \`groups\`, \`content\` and \`apiPlaygroundInputs\` make a ${session.length}-byte session cookie, more than the ${maxSessionBytes} bytes browsers keep: send less user data`,
      );
    return session;
  }

  /** The reader a session cookie names, or undefined when it is missing, forged or expired. */
  async readSession(value: string | undefined): Promise<Reader | undefined> {
    if (!value) return undefined;
    try {
      const { payload } = await jwtVerify(value, this.#sessionKey, {
        algorithms: ['HS256'],
        issuer: sessionIssuer,
      });
      const id = payload.sub ?? '';
      if (!isReaderId(id)) return undefined;
      // A password session ends when the site's password changes (or stops being the way in).
      if (id === passwordReaderId && payload.password !== this.#passwordTag()) return undefined;
      const began = typeof payload.began === 'number' ? payload.began : 0;
      const signedOutAt = await this.#signOuts.signedOutAt(id);
      if (signedOutAt !== undefined && began <= signedOutAt) return undefined;
      const groups = Array.isArray(payload.groups)
        ? payload.groups.filter((group): group is string => typeof group === 'string')
        : [];
      return { id, groups, expiresAt: payload.exp ?? 0, ...readUserData(payload) };
    } catch {
      return undefined;
    }
  }

  /** A short-lived value only this server can have written (a sign-in in progress), signed with the session key. */
  sealTransaction(claims: Record<string, string>, seconds: number): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(transactionIssuer)
      .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
      .sign(this.#sessionKey);
  }

  /** What `sealTransaction` sealed, or undefined when it is missing, forged or expired. */
  async openTransaction(value: string | undefined): Promise<Record<string, unknown> | undefined> {
    if (!value) return undefined;
    try {
      const { payload } = await jwtVerify(value, this.#sessionKey, {
        algorithms: ['HS256'],
        issuer: transactionIssuer,
      });
      return payload;
    } catch {
      return undefined;
    }
  }

  /** The reader a right password signs in: one shared identity, in no group, for the longest session. */
  passwordReader(): Reader {
    const maxSeconds = this.#settings.maxSessionSeconds ?? weekInSeconds;
    return { id: passwordReaderId, groups: [], expiresAt: Math.floor(Date.now() / 1000) + maxSeconds };
  }

  /** Ties a password session to the password it was opened with, without putting the password in it. */
  #passwordTag(): string {
    const password = this.#settings.password;
    if (!password) return '';
    return createHmac('sha256', this.#sessionKey).update(password).digest('base64url').slice(0, 22);
  }

  #verificationKey(pem: string): Promise<CryptoKey> {
    this.#publicKey ??= importSPKI(pem, this.#publicKeyAlgorithms[0] ?? 'RS256');
    return this.#publicKey;
  }
}

/**
 * The token algorithms a public key verifies: RS256 for an RSA key, EdDSA (and its fully specified
 * name, Ed25519) for an Ed25519 key. Throws for a key that is neither, naming what it is.
 */
function algorithmsOfKey(pem: string): readonly string[] {
  let type: string | undefined;
  try {
    type = createPublicKey(pem).asymmetricKeyType;
  } catch (error) {
    throw new Error(`The reader token public key is not a PEM public key: ${(error as Error).message}`);
  }
  if (type === 'rsa') return ['RS256'];
  if (type === 'ed25519') return ['EdDSA', 'Ed25519'];
  throw new Error(
    `The reader token public key is a ${type ?? 'unknown'} key; use an RSA key (RS256) or an Ed25519 key (EdDSA).`,
  );
}
