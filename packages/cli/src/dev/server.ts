import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { handleNodeRequest, proxyPath } from '@docwright/proxy';
import { contentTypeOf, prefersMarkdown } from '@docwright/server';
import type { OutputContent } from '@docwright/site-builder';
import { twinFileOfHtml } from '@docwright/site-builder/output-layout';
import type { EarlyPages } from './early-pages.ts';
import { eventsPath, type ReloadChannel } from './reload.ts';
import { readOutput, resolveOutputPath } from './static-files.ts';

export interface DevState {
  /** The last good build's files. */
  files: ReadonlyMap<string, OutputContent>;
  /** Error panel shown over every page while the latest edit does not build. */
  overlay: string | undefined;
  /** While the first build renders: its pages, each as soon as it is ready. */
  early?: EarlyPages | undefined;
}

/** Serves the in-memory site; HTML gets the error overlay while the latest change is broken. */
export function createDevServer(
  state: DevState,
  channel: ReloadChannel,
  proxy: (request: Request) => Promise<Response>,
): Server {
  return createServer((request, response) => {
    handle(state, channel, proxy, request, response).catch((error: unknown) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`Internal error: ${(error as Error).message}`);
    });
  });
}

async function handle(
  state: DevState,
  channel: ReloadChannel,
  proxy: (request: Request) => Promise<Response>,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === eventsPath) {
    channel.attach(response);
    return;
  }
  if (url.pathname === proxyPath) return handleNodeRequest(proxy, request, response);
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const { early } = state;
  if (early && !prefersMarkdown(request.headers.accept)) {
    const file = await early.file(url.pathname);
    if (file) return send(response, request.method, 200, file.path, file.body);
  }
  // Anything else waits for the first build rather than answering 404 meanwhile.
  if (early) await early.finished;
  let path = resolveOutputPath(state.files, url.pathname);
  if (path?.endsWith('.html') && prefersMarkdown(request.headers.accept)) {
    const twin = twinFileOfHtml(path);
    if (twin && state.files.has(twin)) path = twin;
  }
  const status = path ? 200 : 404;
  path ??= state.files.has('404.html') ? '404.html' : undefined;
  const content = path ? state.files.get(path) : undefined;
  if (!path || content === undefined) {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      state.overlay ? `<!doctype html><title>Build failed</title><body>${state.overlay}</body>` : 'Not found',
    );
    return;
  }
  let body = await readOutput(content);
  if (path.endsWith('.html') && state.overlay && typeof body === 'string')
    body = body.replace('</body>', `${state.overlay}</body>`);
  send(response, request.method, status, path, body);
}

function send(
  response: ServerResponse,
  method: string | undefined,
  status: number,
  path: string,
  body: string | Uint8Array,
): void {
  response.writeHead(status, {
    'content-type': contentTypeOf(path),
    'cache-control': 'no-store',
    vary: 'accept',
  });
  response.end(method === 'HEAD' ? undefined : body);
}
