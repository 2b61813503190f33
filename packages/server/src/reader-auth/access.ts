import type { Reader } from './tokens.ts';

export interface AccessRule {
  readonly public?: boolean;
  readonly groups?: readonly string[];
}

export type AccessDecision = 'allow' | 'sign-in' | 'forbidden';

/** docs/server.md, Reader authentication: pages need a signed-in reader unless `public`; with `groups`, one of those groups. */
export function decideAccess(rule: AccessRule | undefined, reader: Reader | undefined): AccessDecision {
  if (rule?.public) return 'allow';
  if (!reader) return 'sign-in';
  return inGroups(rule?.groups, reader) ? 'allow' : 'forbidden';
}

/**
 * A spec file (or a file its `$ref`s point into) describes every page it documents: it needs a
 * signed-in reader who may read each of them (`documented` holds their rules), so a reader outside
 * a page's groups cannot read that page's operations through the spec.
 */
export function decideSpecAccess(
  documented: readonly (AccessRule | undefined)[],
  reader: Reader | undefined,
): AccessDecision {
  if (!reader) return 'sign-in';
  return documented.every((rule) => rule?.public || inGroups(rule?.groups, reader)) ? 'allow' : 'forbidden';
}

/** A reader belongs when the rule names no group or the reader has one of them. */
export function inGroups(groups: readonly string[] | undefined, reader: Reader): boolean {
  return !groups || groups.length === 0 || groups.some((group) => reader.groups.includes(group));
}
