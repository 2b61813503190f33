import { describe, expect, it } from 'vitest';
import { fileSafeSegment, inlineMarkdownText, maxSegmentBytes, routeSlug, routeTitle } from '../src/index.ts';

// The expected values are what @mintlify/common's prepareStringToBeValidFilename returns
// (test/oracle/openapi-pages-oracle.test.ts compares every corpus spec with it).
describe("routeSlug (Mintlify's rule, docs/output.md)", () => {
  it.each([
    ['List pets', 'list-pets'],
    ["Get a user's profile (v2).", 'get-a-users-profile-v2'],
    ['Retrieve {id} item', 'retrieve--item'],
    ['/v1/charges/{charge}', 'v1charges'],
    ['Create  --  widget', 'create---widget'],
    ['Line\nbreak', 'linebreak'],
  ])('%j -> %s', (input, expected) => {
    expect(routeSlug(input)).toBe(expected);
  });

  it('gives nothing for a missing or empty text, so the caller falls back to method and path', () => {
    expect(routeSlug(undefined)).toBeUndefined();
    expect(routeSlug('')).toBeUndefined();
  });
});

describe('routeTitle (Mintlify slugToTitle)', () => {
  it('spaces dashes and underscores of the last segment and capitalizes it', () => {
    expect(routeTitle('api-reference/payment/post-3d_secure')).toBe('Post 3d secure');
  });
});

describe('fileSafeSegment', () => {
  it('drops ? and # and keeps short segments as they are', () => {
    expect(fileSafeSegment('what-is-this?-#1')).toBe('what-is-this-1');
    expect(fileSafeSegment('list-pets')).toBe('list-pets');
  });

  it('caps a long segment by bytes, stably, and two long segments sharing a prefix stay apart', () => {
    const a = `${'déjà-vu-'.repeat(200)}a`;
    const b = `${'déjà-vu-'.repeat(200)}b`;
    expect(new TextEncoder().encode(fileSafeSegment(a)).length).toBeLessThanOrEqual(maxSegmentBytes);
    expect(fileSafeSegment(a)).toBe(fileSafeSegment(a));
    expect(fileSafeSegment(a)).not.toBe(fileSafeSegment(b));
  });
});

describe('inlineMarkdownText', () => {
  it('keeps what a reader sees of emphasis, code and links', () => {
    expect(inlineMarkdownText('**Create** a `pet` with [tags](/tags) _now_')).toBe(
      'Create a pet with tags now',
    );
    expect(inlineMarkdownText('get_user_by_id * 2')).toBe('get_user_by_id * 2');
  });
});
