import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpReader, runScoreCheck } from '../src/index.ts';

describe('createHttpReader', () => {
  const server = createServer((request, response) => {
    if (request.url === '/docs/robots.txt') response.writeHead(503).end('busy');
    else if (request.url === '/docs/big.txt')
      response.writeHead(200, { 'content-type': 'text/plain' }).end('x'.repeat(5000));
    else if (request.url === '/docs/accept')
      response.writeHead(200, { 'Content-Type': 'text/plain' }).end(request.headers.accept);
    else response.writeHead(404).end();
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/docs`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads paths under the base URL with the Accept header asked for, and lowercased header names', async () => {
    const response = await createHttpReader(url).read('/accept', { accept: 'text/markdown' });
    expect(response).toMatchObject({
      status: 200,
      text: 'text/markdown',
      headers: { 'content-type': 'text/plain' },
    });
  });

  it('cuts bodies at maxBytes', async () => {
    const response = await createHttpReader(url, { maxBytes: 1000 }).read('/big.txt');
    expect(response.text.length).toBe(1000);
  });

  it('fails robotsTxtAllowsAI when robots.txt answers a server error, as crawlers then stay out', async () => {
    const result = await runScoreCheck(createHttpReader(url), 'robotsTxtAllowsAI');
    expect(result.status).toBe('fail');
    expect(result.reason).toContain('answered 503');
  });

  it('reports a request that fails as status 0 with the reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const response = await createHttpReader(`http://127.0.0.1:${port}/`).read('/');
    expect(response.status).toBe(0);
    expect(response.error).toMatch(/ECONNREFUSED/);
  });
});
