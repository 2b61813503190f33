// Issue 21, finding 6a: `If-None-Match` is compared as RFC 9110 says for GET and HEAD: a list of
// entity tags, weak comparison, and `*`.
import type { RunningServer } from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, serveSite } from './serve-helpers.ts';

let server: RunningServer;
let etag: string;

beforeAll(async () => {
  const dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Conditional',
      navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nHome.\n',
  });
  server = await serveSite(dist);
  etag = (await fetch(`${server.url}/_docwright/site.css`)).headers.get('etag') ?? '';
});

afterAll(async () => {
  await server?.close();
});

const ask = (ifNoneMatch: string, method = 'GET') =>
  fetch(`${server.url}/_docwright/site.css`, { method, headers: { 'if-none-match': ifNoneMatch } });

describe('docs serve: If-None-Match', () => {
  it('answers 304 when any tag of a list matches, weakly, and for *, else the file', async () => {
    expect(etag).toMatch(/^W\/"[^"]+"$/);
    const strong = etag.slice(2);
    for (const header of [
      etag,
      `"a", ${etag}`,
      `${etag}, "b"`,
      `"a",${etag} , W/"b"`,
      strong,
      `"x", ${strong}`,
      '*',
      ' * ',
    ])
      for (const method of ['GET', 'HEAD']) {
        const response = await ask(header, method);
        expect(response.status, `${method} ${header}`).toBe(304);
        expect(response.headers.get('etag')).toBe(etag);
        expect(await response.text()).toBe('');
      }
    // And the file itself when no tag matches.
    for (const header of ['"a", "b"', 'W/"a"', `${etag}x`, '"*"', '']) {
      const response = await ask(header);
      expect(response.status, header).toBe(200);
      expect((await response.text()).length).toBeGreaterThan(100);
    }
  });
});
