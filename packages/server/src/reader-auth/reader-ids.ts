/**
 * How a reader signed in. A reader's id names it (`jwt:<sub>`, `oidc:<sub>`), so a JWT handoff's
 * `sub` and an OpenID Connect provider's equal `sub` are two readers: signing one out everywhere,
 * or their personalized pages, never reach the other.
 */
export type SignInMethod = 'jwt' | 'oidc' | 'password';

const methods: readonly SignInMethod[] = ['jwt', 'oidc', 'password'];

/** The id of the reader a sign-in method knows as `subject`. */
export function readerId(method: SignInMethod, subject: string): string {
  return `${method}:${subject}`;
}

/** Whether `id` names its sign-in method (sessions from before ids did are not read). */
export function isReaderId(id: string): boolean {
  const at = id.indexOf(':');
  return at > 0 && at < id.length - 1 && (methods as readonly string[]).includes(id.slice(0, at));
}

/** The reader of a shared-password site: everyone who knows the password is this one reader. */
export const passwordReaderId = readerId('password', 'site');
