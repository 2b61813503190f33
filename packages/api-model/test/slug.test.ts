import { describe, expect, it } from 'vitest';
import { routeSlug } from '../src/index.ts';

describe("routeSlug (Mintlify's rule, README, What a build writes)", () => {
  it.each([
    ['List pets', 'list-pets'],
    ["Get a user's profile (v2).", 'get-a-users-profile-v2'],
    ['Retrieve {id} item', 'retrieve-item'],
    ['/v1/charges/{charge}', 'v1charges'],
    ['Create  --  widget', 'create-widget'],
    ['Line\nbreak', 'linebreak'],
  ])('%j -> %s', (input, expected) => {
    expect(routeSlug(input)).toBe(expected);
  });
});
