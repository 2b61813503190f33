// Issue 21, finding 1: every redirect whose target comes from the request stays on the site as the
// browser parses `Location` (WHATWG URL: tabs and newlines dropped, `\` read as `/`), and a target
// with control characters is refused cleanly instead of a 500.
import type { RunningServer } from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildFixture,
  get,
  loginUrl,
  readerSecret,
  readerToken,
  serveSite,
  stackFrame,
} from './serve-helpers.ts';

// Targets that leave the site once a browser parses them, or that are no valid header value.
const hostile = [
  '%2F%09%2Fevil.example/x',
  '%2F%09%5Cevil.example/x',
  '%2F%5C%09evil.example',
  '%2F%0A%2Fevil.example',
  '%2F%0D%2Fevil.example',
  '%09%2F%2Fevil.example',
  '%20%2F%2Fevil.example',
  '%2F%0B%2Fevil.example',
  '%2F%00%2Fevil.example',
  '%2F%7F',
  '%2F..%2F%2Fevil.example%2F',
  '%2F.%2F%2Fevil.example%2F',
  '%2F%2F%2Fevil.example',
  '%5C%5Cevil.example',
  'https%3A%2F%2Fevil.example%2F',
  'javascript%3Aalert(1)',
  '%E0%A4%A',
];

let server: RunningServer;
let origin: string;
const logged: string[] = [];

beforeAll(async () => {
  const page = (title: string, extra = '') =>
    `---\ntitle: ${title}\ndescription: ${title}\n${extra}---\n\n${title} text.\n`;
  const dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Redirects',
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'guide'] }] },
      redirects: [{ source: '/docs/:slug*', destination: '/:slug*' }],
    }),
    'index.mdx': page('Home', 'public: true\n'),
    'guide.mdx': page('Guide'),
  });
  server = await serveSite(dist, { auth: { secret: readerSecret, loginUrl } });
  origin = new URL(server.url).origin;
  for (const method of ['error', 'warn', 'info', 'log'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

/** Where a browser goes for this `Location`, parsed against the server's origin. */
function browserTarget(response: Response): URL {
  const location = response.headers.get('location');
  expect(location, 'a Location header').not.toBeNull();
  return new URL(location ?? '', server.url);
}

async function expectHome(response: Response, probe: string) {
  expect(response.status, probe).toBe(303);
  expect(response.headers.get('location'), probe).toBe('/');
}

describe('docs serve: redirect targets from the request stay on the site', () => {
  it('sends logout to / for every target a browser would take off-site, GET and POST', async () => {
    for (const probe of hostile) {
      await expectHome(await get(server, `/_docwright/auth/logout?redirect=${probe}`), probe);
      const posted = await fetch(`${server.url}/_docwright/auth/logout?redirect=${probe}`, {
        method: 'POST',
        redirect: 'manual',
      });
      await expectHome(posted, probe);
    }
  });

  it('keeps same-site targets, normalized as the browser sends them', async () => {
    const kept = await get(
      server,
      `/_docwright/auth/logout?redirect=${encodeURIComponent('/guide?tab=1#setup')}`,
    );
    expect(kept.headers.get('location')).toBe('/guide?tab=1#setup');
    const encoded = await get(server, `/_docwright/auth/logout?redirect=${encodeURIComponent('/a b/é')}`);
    expect(encoded.status).toBe(303);
    expect(encoded.headers.get('location')).toBe('/');
    const unicode = await get(server, `/_docwright/auth/logout?redirect=${encodeURIComponent('/é')}`);
    expect(unicode.headers.get('location')).toBe('/%C3%A9');
  });

  it('applies the same rule to the sign-in callback and Mintlify’s /login/jwt-callback', async () => {
    for (const path of ['/_docwright/auth/callback', '/login/jwt-callback'])
      for (const probe of hostile) {
        const response = await get(server, `${path}?token=${await readerToken([])}&redirect=${probe}`);
        expect(response.status, `${path} ${probe}`).toBe(303);
        expect(response.headers.get('location'), `${path} ${probe}`).toBe('/');
        expect(response.headers.get('set-cookie'), probe).toContain('dw_reader=');
      }
  });

  it('sends signed-out readers to sign in with a return path on the site', async () => {
    const doubled = await get(server, '//guide');
    expect(doubled.status).toBe(302);
    const login = new URL(doubled.headers.get('location') ?? '');
    expect(`${login.origin}${login.pathname}`).toBe(loginUrl);
    const back = login.searchParams.get('redirect') ?? '';
    expect(new URL(back, server.url).origin).toBe(origin);
    expect(back.startsWith('//')).toBe(false);
    const plain = new URL((await get(server, '/guide?tab=1')).headers.get('location') ?? '');
    expect(plain.searchParams.get('redirect')).toBe('/guide?tab=1');
  });

  it('keeps _redirects captures inside the site path, and answers control characters cleanly', async () => {
    for (const probe of [
      '%09/evil.example',
      '%09%5Cevil.example',
      '%0B/evil.example',
      '%0A/evil.example',
      '%7F/x',
    ]) {
      const response = await get(server, `/docs/${probe}`);
      expect(response.status, probe).not.toBe(500);
      if (response.status >= 300 && response.status < 400)
        expect(browserTarget(response).origin, probe).toBe(origin);
      else expect(response.status, probe).toBe(404);
    }
    const followed = await get(server, '/docs/guide');
    expect(followed.status).toBe(308);
    expect(followed.headers.get('location')).toBe('/guide');
  });

  it('printed no stack trace and sent no error text', async () => {
    const answers = await Promise.all(
      hostile.map(async (probe) => (await get(server, `/_docwright/auth/logout?redirect=${probe}`)).text()),
    );
    for (const text of answers) expect(text).not.toMatch(/TypeError|Error:|at .*:\d+:\d+/);
    for (const line of logged) expect(line).not.toMatch(stackFrame);
  });
});
