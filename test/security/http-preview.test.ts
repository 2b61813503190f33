// `docs preview` is an HTTP server a user starts on a build, often of a repository they just
// cloned. Through the real process on 127.0.0.1: it serves only the built folder (no traversal, no
// link out of it), has no admin API or sign-in to reach, its proxy refuses what the specs do not
// declare, and a bad port is one line.
import { once } from 'node:events';
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, type DocsProcess, runDocsProcess, servedUrl, stackFrame } from './serve-helpers.ts';

const secret = 'PREVIEW-OUTSIDE-SECRET';
let dist: string;
let url: string;
let preview: DocsProcess;
let loopback: Server;
let loopbackHits = 0;

/** A GET with the request target exactly as written (fetch would resolve `..` first). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  loopback = createServer((_req, res) => {
    loopbackHits++;
    res.end(secret);
  });
  loopback.listen(0, '127.0.0.1');
  await once(loopback, 'listening');
  dist = await buildFixture({
    'docs.json': JSON.stringify({
      name: 'Preview',
      navigation: { groups: [{ group: 'Docs', pages: ['index', 'GET /pets'] }] },
      api: { openapi: 'openapi.json', playground: { proxy: true } },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nPreviewed home.\n',
    'openapi.json': JSON.stringify({
      openapi: '3.0.3',
      info: { title: 'Pets', version: '1' },
      servers: [{ url: 'https://api.pets.example' }],
      paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'ok' } } } } },
    }),
  });
  const outside = join(dirname(dist), 'outside');
  await mkdir(outside, { recursive: true });
  await writeFile(join(outside, 'secret.txt'), secret);
  await symlink(join(outside, 'secret.txt'), join(dist, 'linked.txt'));
  await symlink('/etc', join(dist, 'etc'));
  preview = runDocsProcess(['preview', dist, '--port', '0'], {});
  url = await servedUrl(preview, 90_000, /Docwright preview: (http:\/\/\S+?)\/? /);
}, 300_000);

afterAll(async () => {
  await preview?.stop();
  loopback?.close();
});

describe('docs preview: hostile requests', () => {
  it('serves the built site', async () => {
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Previewed home.');
  });

  it('serves nothing outside the built folder, by traversal or by a link', async () => {
    for (const path of [
      '/../outside/secret.txt',
      '/%2e%2e/outside/secret.txt',
      '/%2e%2e%2foutside%2fsecret.txt',
      '/..%2foutside%2fsecret.txt',
      '/..%5coutside%5csecret.txt',
      '//../outside/secret.txt',
      '/linked.txt',
      '/etc/passwd',
      '/etc/hostname',
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const { status, body } = await rawGet(path);
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(body, path).not.toContain(secret);
      expect(body, path).not.toMatch(/^root:/m);
    }
  });

  it('has no admin API, sign-in or update route to reach', async () => {
    for (const [method, path] of [
      ['GET', '/v2/agent/project/job/1'],
      ['POST', '/v2/project/project/update'],
      ['GET', '/v2/project/project/updates'],
      ['GET', '/_docwright/auth/callback?token=x'],
    ] as const) {
      const response = await fetch(`${url}${path}`, { method, redirect: 'manual' });
      // A static host's answers: not found, or this method not allowed on a file path.
      expect([404, 405], `${method} ${path}: ${response.status}`).toContain(response.status);
      expect(response.headers.get('content-type') ?? '', path).not.toContain('application/json');
    }
  });

  it('proxies to no destination the spec does not declare', async () => {
    const target = `http://127.0.0.1:${(loopback.address() as AddressInfo).port}/`;
    for (const destination of [
      target,
      'http://localhost:1/',
      'file:///etc/passwd',
      'https://evil.example/',
    ]) {
      const response = await fetch(`${url}/_docwright/proxy`, {
        method: 'POST',
        headers: { 'x-docwright-target': destination, 'x-docwright-method': 'GET' },
      });
      expect(response.status, destination).toBeGreaterThanOrEqual(400);
      expect(response.headers.get('x-docwright-proxy'), destination).toBe('refused');
      expect(await response.text()).not.toContain(secret);
    }
    expect(loopbackHits).toBe(0);
  });

  it('answers a bad --port or PORT in one line, exit 2', async () => {
    for (const [args, env, name] of [
      [['--port', '80;id'], {}, '--port'],
      [['--port=-1'], {}, '--port'],
      [[], { PORT: '$(id)' }, 'PORT'],
      [[], { PORT: '70000' }, 'PORT'],
    ] as const) {
      const docs = runDocsProcess(['preview', dist, ...args], env);
      expect(await docs.exited).toBe(2);
      expect(docs.output()).toContain(`${name} must be a port number`);
      expect(docs.output()).not.toMatch(stackFrame);
    }
  });
});
