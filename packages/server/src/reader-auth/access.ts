import type { Reader } from './tokens.ts';

export interface AccessRule {
  readonly public?: boolean;
  readonly groups?: readonly string[];
}

export type AccessDecision = 'allow' | 'sign-in' | 'forbidden';

/** SPEC 5: pages need a signed-in reader unless `public`; with `groups`, one of those groups. */
export function decideAccess(rule: AccessRule | undefined, reader: Reader | undefined): AccessDecision {
  if (rule?.public) return 'allow';
  if (!reader) return 'sign-in';
  return inGroups(rule?.groups, reader) ? 'allow' : 'forbidden';
}

/** A reader belongs when the rule names no group or the reader has one of them. */
export function inGroups(groups: readonly string[] | undefined, reader: Reader): boolean {
  return !groups || groups.length === 0 || groups.some((group) => reader.groups.includes(group));
}
