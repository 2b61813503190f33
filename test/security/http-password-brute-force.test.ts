// A shared-password site under attack (issue 37): guesses are limited per client address (read
// from X-Forwarded-For only behind trusted proxies), the right password is refused too once a
// client is over its limit, forms posted from other sites are refused, and the return address
// stays on the site.
import type { RunningServer } from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, serveSite } from './serve-helpers.ts';

const password = 'the-one-shared-password';
let dist: string;
const servers: RunningServer[] = [];

beforeAll(async () => {
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Password',
      navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nHome body text.\n',
  });
});

afterAll(async () => {
  for (const server of servers) await server.close();
});

async function passwordSite(trustedProxies = 0): Promise<RunningServer> {
  // One attempt a minute after the burst of ten: the eleventh is refused however slowly the test runs.
  const server = await serveSite(dist, {
    auth: { password, trustedProxies, passwordAttemptsPerMinute: 1, cookieSecure: false },
  });
  servers.push(server);
  return server;
}

const attempt = (
  server: RunningServer,
  value: string,
  headers: Record<string, string> = {},
  redirect = '/',
) =>
  fetch(`${server.url}/_docwright/auth/password?redirect=${encodeURIComponent(redirect)}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ password: value }).toString(),
  });

describe('a shared-password site under attack', () => {
  it('limits guesses per client, refuses even the right password once over the limit, and ignores a spoofed X-Forwarded-For', async () => {
    const server = await passwordSite();
    for (let guess = 0; guess < 10; guess++) {
      const response = await attempt(server, `guess-${guess}`, { 'x-forwarded-for': `203.0.113.${guess}` });
      expect(response.status, `guess ${guess}`).toBe(401);
    }
    const limited = await attempt(server, 'guess-10', { 'x-forwarded-for': '198.51.100.7' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('Too many attempts');
    const right = await attempt(server, password);
    expect(right.status).toBe(429);
    expect(right.headers.get('set-cookie')).toBeNull();
  });

  it('behind a trusted proxy, limits each forwarded client on its own', async () => {
    const server = await passwordSite(1);
    for (let guess = 0; guess < 10; guess++)
      expect((await attempt(server, `guess-${guess}`, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(
        401,
      );
    expect((await attempt(server, 'guess', { 'x-forwarded-for': '203.0.113.1' })).status).toBe(429);
    // A spoofed entry left of the proxy's own does not make a new client.
    expect((await attempt(server, 'guess', { 'x-forwarded-for': '10.9.9.9, 203.0.113.1' })).status).toBe(429);
    const other = await attempt(server, password, { 'x-forwarded-for': '203.0.113.2' });
    expect(other.status).toBe(303);
  });

  it('refuses a form posted from another site, and sends readers back to this site only', async () => {
    const server = await passwordSite();
    const crossSite = await attempt(server, password, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();
    for (const redirect of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const response = await attempt(server, password, {}, redirect);
      expect(response.status, redirect).toBe(303);
      expect(response.headers.get('location'), redirect).toBe('/');
    }
    const form = await fetch(
      `${server.url}/_docwright/auth/password?redirect=${encodeURIComponent('"><script>alert(1)</script>')}`,
    );
    expect(await form.text()).not.toContain('<script>alert(1)');
  });

  it('refuses a form too large to be a password', async () => {
    const server = await passwordSite();
    const response = await attempt(server, 'x'.repeat(64 * 1024));
    expect(response.status).toBe(413);
  });
});
