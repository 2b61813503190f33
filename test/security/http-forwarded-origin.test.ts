// Behind a reverse proxy that rewrites Host (nginx's default `proxy_set_header Host $proxy_host`),
// the server must compare a form's Origin with the address the reader used, which the proxy keeps
// in X-Forwarded-Host and X-Forwarded-Proto. Those headers are trusted only behind
// DOCWRIGHT_TRUSTED_PROXIES proxies, only the nearest proxy's entry counts, and a value that is not
// a host is ignored.
import type { RunningServer } from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, serveSite } from './serve-helpers.ts';

const password = 'the-one-shared-password';
let dist: string;
const servers: RunningServer[] = [];

beforeAll(async () => {
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Proxied',
      navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nHome body text.\n',
  });
});

afterAll(async () => {
  for (const server of servers) await server.close();
});

async function passwordSite(trustedProxies: number): Promise<RunningServer> {
  const server = await serveSite(dist, { auth: { password, trustedProxies, cookieSecure: false } });
  servers.push(server);
  return server;
}

const post = (server: RunningServer, path: string, headers: Record<string, string>, body = '') =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

const signInForm = (server: RunningServer, headers: Record<string, string>) =>
  post(
    server,
    '/_docwright/auth/password?redirect=%2F',
    headers,
    new URLSearchParams({ password }).toString(),
  );

const proxied = { 'x-forwarded-host': 'docs.example.com', 'x-forwarded-proto': 'https' };

describe('the Origin check behind a proxy that rewrites Host', () => {
  it('accepts the form from the address the reader used, behind a trusted proxy', async () => {
    const server = await passwordSite(1);
    const response = await signInForm(server, { ...proxied, origin: 'https://docs.example.com' });
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/dw_reader=/);
  });

  it('trusts no forwarded header without trusted proxies: any client can send them', async () => {
    const server = await passwordSite(0);
    expect((await signInForm(server, { ...proxied, origin: 'https://docs.example.com' })).status).toBe(403);
    // The server's own address still works without a proxy.
    expect((await signInForm(server, { origin: new URL(server.url).origin })).status).toBe(303);
  });

  it('refuses another site, and reads only the nearest proxy’s entry', async () => {
    const server = await passwordSite(1);
    expect((await signInForm(server, { ...proxied, origin: 'https://evil.example' })).status).toBe(403);
    // The client sent `evil.example`; the proxy appended the address it was reached at.
    const appended = {
      'x-forwarded-host': 'evil.example, docs.example.com',
      'x-forwarded-proto': 'http, https',
    };
    expect((await signInForm(server, { ...appended, origin: 'https://evil.example' })).status).toBe(403);
    expect((await signInForm(server, { ...appended, origin: 'https://docs.example.com' })).status).toBe(303);
  });

  it('ignores a forwarded host that is not one, and a scheme that is not http(s)', async () => {
    const server = await passwordSite(1);
    for (const host of ['docs.example.com/@evil.example', 'evil.example#', 'docs.example.com:99999999', ''])
      expect(
        (await signInForm(server, { 'x-forwarded-host': host, origin: `https://${host}` })).status,
        host,
      ).toBe(403);
    const local = new URL(server.url);
    // Not a scheme: the request's own is kept.
    expect(
      (await signInForm(server, { 'x-forwarded-proto': 'javascript', origin: local.origin })).status,
    ).toBe(303);
  });

  it('checks sign out everywhere the same way', async () => {
    const server = await passwordSite(1);
    const path = '/_docwright/auth/logout-everywhere';
    expect((await post(server, path, { ...proxied, origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(server, path, { ...proxied, origin: 'https://docs.example.com' })).status).toBe(303);
  });
});
