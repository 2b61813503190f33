// Issue 21, finding 3: the playground proxy of `docs serve` passes on only response headers that
// describe the API's answer, fails a body that goes silent past the time limit, and never carries
// credentials across a redirect to another origin, declared or not.
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from '@docwright/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildFixture, serveSite, stackFrame } from './serve-helpers.ts';

interface Api {
  readonly origin: string;
  readonly server: Server;
}

/** Headers that act on the origin that receives them, which the docs origin must never get from an API. */
const acting: Record<string, string> = {
  'clear-site-data': '"cache", "cookies", "storage"',
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'access-control-allow-origin': '*',
  'access-control-allow-credentials': 'true',
  'access-control-allow-headers': '*',
  'access-control-expose-headers': '*',
  refresh: '0; url=https://evil.example/',
  link: '<https://evil.example/x.js>; rel=preload; as=script',
  'alt-svc': 'h3=":443"; ma=86400',
  'www-authenticate': 'Basic realm="docs"',
  'content-security-policy': "default-src 'none'",
  'cache-control': 'public, max-age=31536000, immutable',
  'permissions-policy': 'camera=*',
  'cross-origin-opener-policy': 'unsafe-none',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?0',
  'x-frame-options': 'ALLOWALL',
  nel: '{"report_to":"x","max_age":31536000}',
  'report-to': '{"group":"x","max_age":31536000,"endpoints":[{"url":"https://evil.example/r"}]}',
  'reporting-endpoints': 'x="https://evil.example/r"',
  'service-worker-allowed': '/',
  'timing-allow-origin': '*',
  location: 'https://evil.example/',
  'content-location': '/llms.txt',
  'x-docwright-proxy': 'refused',
};
/** Headers that only describe the API's answer, which the playground shows as they are. */
const describing: Record<string, string> = {
  'content-type': 'application/json',
  etag: '"v1"',
  'x-request-id': 'req-123',
  'x-ratelimit-remaining': '41',
  'retry-after': '5',
};

async function startApi(
  handle: (url: URL, headers: IncomingHttpHeaders, response: ServerResponse) => void,
): Promise<Api> {
  const server = createServer((request, response) => {
    request.resume();
    handle(new URL(request.url ?? '/', 'http://api'), request.headers, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

let api: Api;
let other: Api;
let docs: RunningServer;
const logged: string[] = [];

beforeAll(async () => {
  // A second declared API: another origin (another port), where the first one redirects.
  other = await startApi((_url, headers, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(headers));
  });
  api = await startApi((url, headers, response) => {
    if (url.pathname === '/headers') {
      response.setHeader('set-cookie', ['docs_session=stolen; Path=/; HttpOnly']);
      response.writeHead(200, { ...acting, ...describing });
      response.end('{"ok":true}');
    } else if (url.pathname === '/silent') {
      // Headers and a first chunk, then nothing: the connection stays open.
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('first part of the body\n');
    } else if (url.pathname === '/silent-with-length') {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': '1000' });
      response.write('first part of the body\n');
    } else if (url.pathname === '/away') {
      response.writeHead(Number(url.searchParams.get('status') ?? 307), {
        location: url.searchParams.get('to') ?? '/',
      });
      response.end();
    } else {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(headers));
    }
  });
  const dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Proxy',
      api: { openapi: 'openapi.json' },
      navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
    }),
    'openapi.json': JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'API', version: '1' },
      servers: [{ url: api.origin }, { url: other.origin }],
      paths: { '/echo': { get: { summary: 'Echo', responses: { '200': { description: 'ok' } } } } },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nHome.\n',
  });
  docs = await serveSite(dist, { proxy: { timeoutMs: 600 } });
  for (const method of ['error', 'warn', 'info', 'log'] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((arg) => (arg instanceof Error ? (arg.stack ?? '') : String(arg))).join(' '));
    });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await docs?.close();
  for (const { server } of [api, other].filter(Boolean)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const send = (target: string, headers: Record<string, string> = {}) =>
  fetch(`${docs.url}/_docwright/proxy`, {
    method: 'POST',
    headers: { 'x-docwright-target': target, 'x-docwright-method': 'GET', ...headers },
  });

describe('docs serve: the playground proxy', () => {
  it('passes on headers that describe the answer, and none that act on the docs origin', async () => {
    const response = await send(`${api.origin}/headers`);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-docwright-proxy')).toBe('forwarded');
    for (const [name, value] of Object.entries(acting)) {
      if (name === 'x-docwright-proxy') continue;
      const passed = response.headers.get(name);
      // Ours may stand in its place (the sandbox policy, no-store, the llms.txt Link), never the API's.
      expect(passed === null || !passed.includes(value), `${name}: ${passed}`).toBe(true);
      expect(response.headers.get(`x-docwright-upstream-${name}`), name).toBe(value);
    }
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-docwright-set-cookie')).toBe('docs_session=stolen; Path=/; HttpOnly');
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const [name, value] of Object.entries(describing))
      expect(response.headers.get(name), name).toBe(value);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('fails a body the API stops sending past the time limit, instead of ending it as complete', async () => {
    for (const path of ['/silent', '/silent-with-length']) {
      const started = Date.now();
      const response = await send(`${api.origin}${path}`);
      expect(response.status, path).toBe(200);
      await expect(response.text(), path).rejects.toThrow();
      expect(Date.now() - started, path).toBeLessThan(10_000);
    }
    for (const line of logged) expect(line).not.toMatch(stackFrame);
  });

  it('drops every credential header on a redirect to another declared origin', async () => {
    const credentials = {
      authorization: 'Bearer secret-token',
      'x-api-key': 'secret-api-key',
      'api-key': 'secret-api-key-2',
      'x-auth-token': 'secret-auth-token',
      'private-token': 'secret-private-token',
      'x-docwright-cookie': 'session=secret-cookie',
    };
    for (const status of [301, 302, 303, 307, 308]) {
      const target = `${api.origin}/away?status=${status}&to=${encodeURIComponent(`${other.origin}/echo`)}`;
      const response = await send(target, { ...credentials, accept: 'application/json' });
      expect(response.status, String(status)).toBe(200);
      const received = JSON.stringify(await response.json());
      expect(received, String(status)).not.toContain('secret');
      expect(JSON.parse(received).accept, String(status)).toBe('application/json');
    }
    // Within one origin, the reader's credentials follow the redirect as they would in a browser.
    const same = await send(`${api.origin}/away?to=/echo`, credentials);
    const echoed = await same.json();
    expect(echoed['x-api-key']).toBe('secret-api-key');
    expect(echoed.cookie).toBe('session=secret-cookie');
  });
});
