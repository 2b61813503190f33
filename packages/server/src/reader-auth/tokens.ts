import { randomBytes } from 'node:crypto';
import { importSPKI, jwtVerify, SignJWT } from 'jose';
import type { ReaderAuthSettings } from './settings.ts';
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
// Browsers keep cookies up to 4096 bytes, name and attributes included.
const maxSessionBytes = 3800;

/** Checks reader tokens from the identity provider and issues and reads the server's own session tokens. */
export class ReaderTokens {
  readonly #settings: ReaderAuthSettings;
  readonly #sessionKey: Uint8Array;
  #publicKey: Promise<CryptoKey> | undefined;

  constructor(settings: ReaderAuthSettings) {
    if (!settings.secret && !settings.publicKey)
      throw new Error('Reader authentication needs a token secret (HS256) or a public key (RS256).');
    this.#settings = settings;
    this.#sessionKey = settings.sessionSecret
      ? new TextEncoder().encode(settings.sessionSecret)
      : new Uint8Array(randomBytes(32));
  }

  /**
   * The reader a token from the identity provider names. The algorithm is pinned by the
   * configuration (HS256 with a secret, RS256 with a public key), so a token cannot pick it.
   * Claims: `sub` and `exp` (or Mintlify's `expiresAt`), which are required, and `groups`.
   */
  async verifyIdentityToken(token: string): Promise<Reader> {
    const { secret, publicKey, issuer, audience } = this.#settings;
    try {
      const key = secret ? new TextEncoder().encode(secret) : await this.#rsaKey(publicKey ?? '');
      const { payload } = await jwtVerify(token, key, {
        algorithms: [secret ? 'HS256' : 'RS256'],
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
      const id = payload.sub;
      if (typeof id !== 'string' || id.trim() === '')
        throw new ReaderTokenError('the token has no subject (`sub`)');
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

  /**
   * The session cookie's value for a reader: a token signed with the server's own key. It carries
   * their user data, so one that would not fit in a cookie is refused rather than lost.
   */
  async issueSession(reader: Reader): Promise<string> {
    const session = await new SignJWT({ groups: [...reader.groups], ...userDataClaims(reader) })
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
      const groups = Array.isArray(payload.groups)
        ? payload.groups.filter((group): group is string => typeof group === 'string')
        : [];
      return { id: payload.sub ?? '', groups, expiresAt: payload.exp ?? 0, ...readUserData(payload) };
    } catch {
      return undefined;
    }
  }

  #rsaKey(pem: string): Promise<CryptoKey> {
    this.#publicKey ??= importSPKI(pem, 'RS256');
    return this.#publicKey;
  }
}
