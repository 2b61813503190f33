// Random identifiers and secrets: base62 characters drawn without modulo bias.
import { randomBytes } from 'node:crypto';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 62 * 4 = 248: bytes from 248 up would favour the first letters, so they are skipped.
      if (byte < 248) out += alphabet[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export const newJobId = (): string => `job_${randomBase62(24)}`;
export const newUpdateId = (): string => `upd_${randomBase62(24)}`;
export const newKeyId = (): string => `key_${randomBase62(16)}`;
/** An admin API key: `dw_` and 43 base62 characters (256 bits). */
export const newApiKey = (): string => `dw_${randomBase62(43)}`;
