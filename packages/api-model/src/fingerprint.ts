import { createHash } from 'node:crypto';

/** A short, stable digest of any JSON-compatible value. */
export function fingerprint(value: unknown): string {
  return createHash('sha1')
    .update(JSON.stringify(value) ?? 'undefined')
    .digest('base64url')
    .slice(0, 16);
}
