// Bearer authentication for the admin API (docs/server.md, Admin API): 401, then the per-key rate limit (429),
// then the project scope (403, the same whether or not the project exists). A client address
// that sent too many unknown keys gets 429 for every further unknown key, while a valid key from it
// still passes, so a guesser cannot lock out whoever shares its address. A correct guess would pass
// as well: keys are 43 random characters so that none is made.
import type { MiddlewareHandler } from 'hono';
import { clientLimitKeyOf } from '../client-address.ts';
import type { KeyIdentity } from '../store/keys.ts';
import type { Store } from '../store/store.ts';
import { errorResponse } from './errors.ts';
import type { RateLimiter } from './rate-limit.ts';

export type AdminEnv = { Variables: { identity: KeyIdentity } };

/** Unknown keys per client address (`failures`), behind `trustedProxies` reverse proxies. */
interface AuthFailureLimit {
  readonly failures: RateLimiter;
  readonly trustedProxies: number;
}

export function requireProjectKey(
  store: Store,
  limiter: RateLimiter,
  { failures, trustedProxies }: AuthFailureLimit,
): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const key = /^Bearer +(\S+) *$/i.exec(header)?.[1];
    // The key is looked at first: a valid one takes nothing from the address's failures, nor gives any back.
    const identity = key === undefined ? null : await store.keys.authenticate(key);
    if (identity === null) {
      const blocked = key === undefined ? undefined : failures.take(clientLimitKeyOf(c, trustedProxies));
      if (blocked && !blocked.allowed) {
        c.header('Retry-After', String(blocked.retryAfter));
        return errorResponse(
          c,
          429,
          `too many unknown API keys from this address; retry in ${blocked.retryAfter} s`,
        );
      }
      c.header('WWW-Authenticate', 'Bearer');
      return errorResponse(
        c,
        401,
        header === ''
          ? 'missing Authorization header: send "Authorization: Bearer <admin API key>"'
          : 'invalid API key: it is unknown, revoked or malformed',
      );
    }
    const decision = limiter.take(identity.keyId);
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfter));
      return errorResponse(c, 429, `too many requests for this API key; retry in ${decision.retryAfter} s`);
    }
    if (identity.projectId !== c.req.param('projectId'))
      return errorResponse(c, 403, 'this API key does not grant access to that project');
    c.set('identity', identity);
    await next();
    return undefined;
  };
}
