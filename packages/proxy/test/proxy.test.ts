import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ProxyOptions, proxyAllowlist } from '../src/index.ts';
import { startProxy, type TestProxy } from './proxy-server.ts';
import { type EchoedRequest, specWithServers, startUpstream, type TestUpstream } from './upstream.ts';

let upstream: TestUpstream;
let other: TestUpstream;
const proxies: TestProxy[] = [];

beforeAll(async () => {
  upstream = await startUpstream();
  other = await startUpstream();
});

afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await upstream.close();
  await other.close();
});

/** A proxy for a site whose one spec declares `servers`. */
async function proxyFor(
  servers: Parameters<typeof specWithServers>[0],
  options: Omit<ProxyOptions, 'allowlist'> = {},
): Promise<TestProxy> {
  const proxy = await startProxy({ allowlist: proxyAllowlist([specWithServers(servers)]), ...options });
  proxies.push(proxy);
  return proxy;
}

async function expectRefusal(response: Response, status: number, ...mentions: (string | RegExp)[]) {
  const body = (await response.json()) as { error: string };
  expect({ status: response.status, error: body.error }).toMatchObject({ status });
  expect(response.headers.get('x-docwright-proxy')).toBe(
    status === 403 || status === 413 ? 'refused' : 'error',
  );
  for (const mention of mentions) expect(body.error).toMatch(mention);
  return body.error;
}

describe('forwarding', () => {
  let proxy: TestProxy;
  beforeAll(async () => {
    proxy = await proxyFor([`${upstream.origin}/v1`]);
  });

  it('forwards method, path, query, headers and body, and mirrors the answer', async () => {
    const response = await proxy.call(`${upstream.origin}/echo/pets?limit=2&name=a%20b`, {
      method: 'PATCH',
      headers: {
        authorization: 'Bearer reader-token',
        cookie: 'docs_session=secret',
        'x-docwright-cookie': 'api_session=1; theme=dark',
        'content-type': 'application/json',
        'x-request-id': 'abc',
        'sec-fetch-site': 'same-origin',
      },
      body: JSON.stringify({ name: 'Rex' }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-docwright-proxy')).toBe('forwarded');
    expect(response.headers.get('x-upstream')).toBe('yes');
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.method).toBe('PATCH');
    expect(echoed.url).toBe('/echo/pets?limit=2&name=a%20b');
    expect(echoed.headers).toMatchObject({
      authorization: 'Bearer reader-token',
      cookie: 'api_session=1; theme=dark',
      'content-type': 'application/json',
      'x-request-id': 'abc',
      host: `127.0.0.1:${upstream.port}`,
    });
    expect(echoed.headers.cookie).not.toContain('docs_session');
    for (const name of Object.keys(echoed.headers))
      expect(name).not.toMatch(/^(x-docwright-|sec-fetch-|origin$)/);
    expect(Buffer.from(echoed.body, 'base64').toString()).toBe('{"name":"Rex"}');
  });

  it('keeps a binary multipart body byte for byte', async () => {
    const form = new FormData();
    form.append('description', 'every byte');
    form.append('file', new Blob([Uint8Array.from({ length: 256 }, (_, i) => i)]), 'bytes.bin');
    const encoded = new Request('http://encode.invalid/', { method: 'POST', body: form });
    const contentType = encoded.headers.get('content-type') ?? '';
    const bytes = Buffer.from(await encoded.arrayBuffer());
    const response = await proxy.call(`${upstream.origin}/echo/upload`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: bytes,
    });
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.headers['content-type']).toBe(contentType);
    expect(echoed.headers['content-length']).toBe(String(bytes.length));
    expect(Buffer.from(echoed.body, 'base64').equals(bytes)).toBe(true);
  });

  it('sends no body for GET even when the proxy request has one', async () => {
    const response = await proxy.call(`${upstream.origin}/echo`, { method: 'GET', body: 'ignored' });
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed.method).toBe('GET');
    expect(echoed.body).toBe('');
  });

  it("exposes the API's cookies as x-docwright-set-cookie, never as the docs origin's", async () => {
    const response = await proxy.call(`${upstream.origin}/cookies`);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-docwright-set-cookie')).toBe('session=abc; Path=/; HttpOnly, theme=dark');
  });

  it('follows a redirect within the declared servers, keeping method and body for 307', async () => {
    const response = await proxy.call(`${upstream.origin}/redirect?status=307&to=/echo/moved`, {
      method: 'POST',
      body: 'payload',
      headers: { 'content-type': 'text/plain' },
    });
    const echoed = (await response.json()) as EchoedRequest;
    expect(echoed).toMatchObject({ method: 'POST', url: '/echo/moved' });
    expect(Buffer.from(echoed.body, 'base64').toString()).toBe('payload');
  });

  it('streams server-sent events as they are sent', async () => {
    upstream.lastEventSentAt = undefined;
    const response = await proxy.call(`${upstream.origin}/events`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    const firstAt = Date.now();
    expect(new TextDecoder().decode(first.value)).toContain('data: event 1');
    expect(upstream.lastEventSentAt).toBeUndefined();
    let rest = '';
    for (let next = await reader.read(); !next.done; next = await reader.read())
      rest += new TextDecoder().decode(next.value);
    expect(rest).toContain('data: event 3');
    expect(upstream.lastEventSentAt).toBeGreaterThanOrEqual(firstAt + 300);
  });
});

describe("with a caller's fetch", () => {
  it('forwards through it and still applies the allowlist', async () => {
    const proxy = await proxyFor([upstream.origin], { fetch });
    const response = await proxy.call(`${upstream.origin}/echo?via=fetch`, { method: 'PUT', body: 'hi' });
    expect(response.status).toBe(201);
    expect((await response.json()) as EchoedRequest).toMatchObject({ method: 'PUT', url: '/echo?via=fetch' });
    await expectRefusal(await proxy.call(`${other.origin}/echo`), 403, `${other.origin} is not a server`);
  });
});

describe('refusals', () => {
  it('refuses a host no spec declares, naming it and the fix', async () => {
    const proxy = await proxyFor([upstream.origin]);
    const error = await expectRefusal(
      await proxy.call('https://evil.example.com/steal'),
      403,
      'https://evil.example.com',
    );
    expect(error).toContain("Add it to the spec's `servers`");
    expect(error).toContain(`declared: ${upstream.origin}`);
  });

  it('refuses private, link-local and loopback addresses a spec does not name', async () => {
    const proxy = await proxyFor([upstream.origin]);
    await expectRefusal(await proxy.call('http://10.0.0.1/'), 403, 'http://10.0.0.1 is not a server');
    await expectRefusal(
      await proxy.call('http://169.254.169.254/latest/meta-data/'),
      403,
      'http://169.254.169.254',
    );
    await expectRefusal(await proxy.call('http://[::1]:8080/'), 403, 'http://[::1]:8080');
    await expectRefusal(await proxy.call('http://[::ffff:127.0.0.1]/'), 403, 'http://[::ffff:7f00:1]');
  });

  it('refuses those addresses even when a server pattern matches them', async () => {
    // Four free labels match any dotted IPv4 address; only the address rules stand in the way.
    const proxy = await proxyFor(['http://{a}.{b}.{c}.{d}']);
    await expectRefusal(await proxy.call('http://10.0.0.1/'), 403, /10\.0\.0\.1, a private address/);
    await expectRefusal(
      await proxy.call('http://169.254.169.254/latest/meta-data/'),
      403,
      /169\.254\.169\.254, a link-local address/,
      'http://*.*.*.*',
    );
  });

  it('refuses a host name that resolves to loopback unless a server names it', async () => {
    const byAddress = await proxyFor([upstream.origin]);
    await expectRefusal(
      await byAddress.call(`http://localhost:${upstream.port}/echo`),
      403,
      `http://localhost:${upstream.port} is not a server`,
    );
    const byPattern = await proxyFor([`http://{host}:${upstream.port}`]);
    await expectRefusal(
      await byPattern.call(`http://localhost:${upstream.port}/echo`),
      403,
      /resolves to (127\.0\.0\.1|::1), a loopback address/,
      `add "http://localhost:${upstream.port}" to the spec's`,
    );
    const byName = await proxyFor([`http://localhost:${upstream.port}`]);
    expect((await byName.call(`http://localhost:${upstream.port}/echo`)).status).toBe(201);
    await expectRefusal(
      await byName.call(`http://localhost:${other.port}/echo`),
      403,
      `http://localhost:${other.port} is not a server`,
    );
  });

  it('re-checks every redirect', async () => {
    const proxy = await proxyFor([upstream.origin]);
    const to = encodeURIComponent(`${other.origin}/echo`);
    await expectRefusal(
      await proxy.call(`${upstream.origin}/redirect?to=${to}`),
      403,
      `${other.origin} is not a server`,
      `through a redirect from ${upstream.origin}`,
    );
    await expectRefusal(await proxy.call(`${upstream.origin}/redirect`), 502, 'more than 5 times');
  });

  it('refuses schemes other than http and https', async () => {
    const proxy = await proxyFor([upstream.origin]);
    await expectRefusal(await proxy.call('file:///etc/passwd'), 403, 'not file:');
    await expectRefusal(await proxy.call('ftp://ftp.example.com/file'), 403, 'not ftp:');
  });

  it('refuses a request body over the limit with 413', async () => {
    const proxy = await proxyFor([upstream.origin], { maxRequestBytes: 1000 });
    await expectRefusal(
      await proxy.call(`${upstream.origin}/echo`, { method: 'POST', body: 'x'.repeat(5000) }),
      413,
      'limit of 1000 bytes',
    );
    // Without a length up front, the body is counted as it arrives.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 5; i++) controller.enqueue(new Uint8Array(400));
        controller.close();
      },
    });
    await expectRefusal(
      await proxy.call(`${upstream.origin}/echo`, { method: 'POST', body: stream }),
      413,
      'limit of 1000 bytes',
    );
  });

  it('answers 504 when the upstream is too slow', async () => {
    const proxy = await proxyFor([upstream.origin], { timeoutMs: 300 });
    await expectRefusal(
      await proxy.call(`${upstream.origin}/slow`),
      504,
      `${upstream.origin} did not answer within 300 ms`,
    );
  });

  it('answers 502 for a response over the limit, and cuts a stream that grows past it', async () => {
    const proxy = await proxyFor([upstream.origin], { maxResponseBytes: 1_000_000 });
    await expectRefusal(await proxy.call(`${upstream.origin}/large`), 502, 'limit of 1000000');
    const streamed = await proxy.call(`${upstream.origin}/large-stream`);
    expect(streamed.status).toBe(200);
    await expect(streamed.arrayBuffer()).rejects.toThrow();
  });

  it('answers 502 naming an upstream that is not listening', async () => {
    const closed = await startUpstream();
    await closed.close();
    const proxy = await proxyFor([closed.origin]);
    await expectRefusal(
      await proxy.call(`${closed.origin}/echo`),
      502,
      `Cannot reach ${closed.origin}`,
      'ECONNREFUSED',
    );
  });

  it('takes only POST with a target and a method', async () => {
    const proxy = await proxyFor([upstream.origin]);
    const missing = await fetch((await proxy.call(upstream.origin)).url, { method: 'POST' });
    await expectRefusal(missing, 400, 'x-docwright-target');
    const get = await fetch((await proxy.call(upstream.origin)).url);
    await expectRefusal(get, 405, 'only takes POST');
  });
});
