import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` is the site's password, in time that does not depend on where they differ:
 * both are hashed first, so the comparison is of equal lengths whatever was typed.
 */
export function passwordMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected)) && expected !== '';
}
