// `npm create docwright --openapi <url>` downloads the description into the new site. A hostile
// or broken server must not fill the memory or the disk: the download stops past a bound, with
// an error naming the URL and what to do instead. A real HTTP server on 127.0.0.1 sends the bodies.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadOpenApi,
  maxDownloadBytes,
  OpenApiError,
} from '../../packages/create-docwright/src/openapi-source.ts';

const chunk = Buffer.alloc(64 * 1024, 'a');
let server: Server;
let base: string;
/** Bytes the endless route had sent when the client went away. */
let endlessSent = 0;

/** Writes chunks for as long as the client reads them. */
function sendForever(response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"openapi": "3.1.0", "info": {"title": "');
  const more = () => {
    while (!response.destroyed && response.write(chunk)) endlessSent += chunk.length;
    if (!response.destroyed) response.once('drain', more);
  };
  more();
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/endless.json') return sendForever(response);
    if (request.url === '/declared-huge.json') {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(4 * 1024 ** 3),
      });
      return response.write('{"openapi"');
    }
    if (request.url === '/small.json')
      return response.end(
        JSON.stringify({ openapi: '3.1.0', info: { title: 'Small', version: '1' }, paths: {} }),
      );
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

describe('create-docwright downloading an OpenAPI description', () => {
  it('stops a body that never ends past its bound, naming the URL and the way round', async () => {
    const url = `${base}/endless.json`;
    const error = await loadOpenApi(url, process.cwd(), { maxBytes: 1024 * 1024 }).catch((e) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    expect(error.message).toContain(url);
    expect(error.message).toContain('larger than 1 MB');
    expect(error.message).toContain('--openapi <file>');
    // The client stopped reading: the server could not push much past the bound and its buffers.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(endlessSent).toBeLessThan(64 * 1024 * 1024);
  });

  it('refuses a declared size over the default bound before reading the body', async () => {
    const url = `${base}/declared-huge.json`;
    const error = await loadOpenApi(url, process.cwd()).catch((e) => e);
    expect(error).toBeInstanceOf(OpenApiError);
    expect(error.message).toContain(`larger than ${maxDownloadBytes / 1024 / 1024} MB`);
  });

  it('still downloads a description within the bound', async () => {
    const source = await loadOpenApi(`${base}/small.json`, process.cwd(), { maxBytes: 1024 });
    expect(source).toMatchObject({ format: 'json', downloaded: true });
    expect(JSON.parse(source.text).info.title).toBe('Small');
  });
});
