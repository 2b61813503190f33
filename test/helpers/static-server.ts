import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.md': 'text/markdown',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** A POST the server received: its path and body. */
export interface RecordedPost {
  readonly path: string;
  readonly contentType: string | undefined;
  readonly body: string;
}

/**
 * A plain static file server over a built folder, standing in for any static host:
 * `/a/b` serves `a/b/index.html`, unknown paths get `404.html` with status 404.
 * With `posts`, it records every POST there (answering 204) instead, like `docs serve` would, and
 * answers `GET /_docwright/feedback` with 204 as it does.
 */
export async function serveStatic(
  root: string,
  options: { posts?: RecordedPost[] } = {},
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const { posts } = options;
    // `docs serve` for a project says so: the feedback widget shows only where answers are kept.
    if (posts && request.method === 'GET' && request.url === '/_docwright/feedback.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"stored":true}');
      return;
    }
    if (posts && request.method === 'POST') {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      posts.push({
        path: new URL(request.url ?? '/', 'http://x').pathname,
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(204).end();
      return;
    }
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    for (const candidate of [join(root, path, 'index.html'), join(root, path)]) {
      try {
        const body = await readFile(candidate);
        response
          .writeHead(200, { 'content-type': types[extname(candidate)] ?? 'application/octet-stream' })
          .end(body);
        return;
      } catch {}
    }
    response
      .writeHead(404, { 'content-type': 'text/html' })
      .end(await readFile(join(root, '404.html')).catch(() => 'Not found'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
