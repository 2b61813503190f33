// A git host's push event: who sent it (GitHub's HMAC signature or GitLab's token, checked against
// the project's webhook secret in constant time) and which branch it moved.
import { createHmac, timingSafeEqual } from 'node:crypto';

type Headers = (name: string) => string | undefined;

/**
 * Whether the delivery carries the project's secret: GitHub's `X-Hub-Signature-256`
 * (`sha256=` + HMAC-SHA256 of the raw body) or GitLab's `X-Gitlab-Token` (the secret itself).
 */
export function verifiedDelivery(secret: string, rawBody: Uint8Array, header: Headers): boolean {
  const signature = header('x-hub-signature-256');
  if (signature !== undefined) {
    const expected = `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
    return constantTimeEqual(signature, expected);
  }
  const token = header('x-gitlab-token');
  if (token !== undefined) return constantTimeEqual(token, secret);
  return false;
}

/** Compares digests of both, so neither the content nor the length of `expected` leaks through timing. */
export function constantTimeEqual(given: string, expected: string): boolean {
  const digest = (text: string) => createHmac('sha256', 'docwright-compare').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export type PushEvent =
  | { readonly kind: 'ping' }
  | { readonly kind: 'push'; readonly ref: string; readonly defaultBranch: string | null }
  | { readonly kind: 'other'; readonly event: string };

/** The event a verified delivery carries, from its event header and JSON body; null when the body is not JSON. */
export function readPushEvent(rawBody: Uint8Array, header: Headers): PushEvent | null {
  const event = header('x-github-event') ?? header('x-gitlab-event') ?? '';
  if (event === 'ping') return { kind: 'ping' };
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(rawBody));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { ref, repository, project } = body as Record<string, unknown>;
  if ((event !== 'push' && event !== 'Push Hook') || typeof ref !== 'string')
    return { kind: 'other', event: event || 'unknown' };
  // GitHub: repository.default_branch; GitLab: project.default_branch.
  const owner = (event === 'push' ? repository : project) as Record<string, unknown> | undefined;
  const defaultBranch = typeof owner?.default_branch === 'string' ? owner.default_branch : null;
  return { kind: 'push', ref, defaultBranch };
}
