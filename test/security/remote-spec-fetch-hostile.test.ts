// An update fetches the remote specs its repository's docs.json names and publishes their bytes:
// the server's own network (loopback, private addresses) is refused, redirects included, unless
// DOCWRIGHT_ALLOW_LOCAL_REPOS=1; a redirect loop or a non-http(s) target is an error naming the spec.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSpec, SpecFetchError } from '../../packages/server/src/updates/remote-specs.ts';

describe('remote spec fetching for updates', () => {
  let server: Server;
  let base: string;
  const hosts: (string | undefined)[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hosts.push(req.headers.host);
      if (req.url === '/spec.json' && req.headers['if-none-match'] === '"1"') res.writeHead(304).end();
      else if (req.url === '/spec.json') res.writeHead(200, { etag: '"1"' }).end('{"openapi":"3.0.3"}');
      else if (req.url === '/loop') res.writeHead(302, { location: '/loop' }).end();
      else if (req.url === '/to-file') res.writeHead(302, { location: 'file:///etc/passwd' }).end();
      else if (req.url === '/to-spec') res.writeHead(301, { location: '/spec.json' }).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('refuses loopback, private and link-local addresses unless local ones are allowed', async () => {
    for (const url of [
      `${base}/spec.json`,
      'http://localhost:1/spec.json',
      'http://[::1]:1/spec.json',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/spec.json',
      'http://[::ffff:127.0.0.1]:1/spec.json',
    ])
      await expect(fetchSpec(url, { allowLocal: false }), url).rejects.toThrow(
        /address .*which updates do not fetch from \(DOCWRIGHT_ALLOW_LOCAL_REPOS=1 allows it\)/,
      );
    const fetched = await fetchSpec(`${base}/spec.json`, { allowLocal: true });
    expect(fetched.kind === 'fetched' && fetched.bytes.toString()).toBe('{"openapi":"3.0.3"}');
  });

  it('follows redirects by hand: a loop and a file: target are errors naming the spec', async () => {
    await expect(fetchSpec(`${base}/loop`, { allowLocal: true })).rejects.toThrow(
      new SpecFetchError(`the spec ${base}/loop redirects more than 5 times`),
    );
    await expect(fetchSpec(`${base}/to-file`, { allowLocal: true })).rejects.toThrow(/is not http\(s\)/);
    const followed = await fetchSpec(`${base}/to-spec`, { allowLocal: true });
    expect(followed.kind).toBe('fetched');
  });

  it('connects to the addresses it checked: a second DNS answer cannot rebind the host to the server’s network', async () => {
    const port = new URL(base).port;
    const answers: string[] = [];
    // A rebinding resolver: public the first time it is asked, loopback after.
    const rebinding = async (host: string) => {
      answers.push(host);
      return [{ address: answers.length === 1 ? '203.0.113.7' : '127.0.0.1', family: 4 }];
    };
    // Checked as public, so the fetch goes to 203.0.113.7 (unroutable) and never to the loopback
    // server; the resolver is asked once, not again at connection time.
    const controller = new AbortController();
    const attempt = fetchSpec(`http://specs.rebind.test:${port}/spec.json`, {
      allowLocal: false,
      resolve: rebinding,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 2_000);
    await expect(attempt).rejects.toThrow(SpecFetchError);
    expect(answers).toEqual(['specs.rebind.test']);
    // The name exists only in the resolver: reaching the server proves the connection used the
    // checked address, and the Host header still names the host.
    const local = async () => [{ address: '127.0.0.1', family: 4 }];
    const fetched = await fetchSpec(`http://specs.rebind.test:${port}/spec.json`, {
      allowLocal: true,
      resolve: local,
    });
    expect(fetched.kind === 'fetched' && fetched.bytes.toString()).toBe('{"openapi":"3.0.3"}');
    expect(hosts.at(-1)).toBe(`specs.rebind.test:${port}`);
  });

  it('a conditional request answered 304 is unchanged', async () => {
    const again = await fetchSpec(`${base}/spec.json`, {
      allowLocal: true,
      previous: { etag: '"1"', lastModified: null },
    });
    expect(again.kind).toBe('unchanged');
    const other = await fetchSpec(`${base}/spec.json`, {
      allowLocal: true,
      previous: { etag: '"0"', lastModified: null },
    });
    expect(other.kind).toBe('fetched');
  });
});
