import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocs as runCli } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

/**
 * Outside CI unless a test says otherwise: in CI, `docs build` and so `docs check` warn about the
 * missing base URL, which would add to every list of diagnostics here.
 */
const runDocs = (args: readonly string[], options: { env?: Record<string, string> } = {}) =>
  runCli(args, { env: { CI: '', ...options.env } });

const spec = `openapi: 3.1.0
info: { title: Pets, version: "1" }
paths:
  /pets:
    get:
      tags: [pets]
      summary: List pets
      parameters:
        - { name: limit, in: query, schema: { type: integer } }
      responses: { "200": { description: OK } }
`;

const docsJson = JSON.stringify({
  name: 'Pets',
  description: 'Docs for pets.',
  // As the starter has it: a static host has no playground proxy (build/playground-proxy-static).
  api: { playground: { proxy: false } },
  navigation: {
    tabs: [
      { tab: 'Guides', groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
      { tab: 'API', openapi: 'openapi.yaml' },
    ],
  },
});

const guide = '---\ntitle: Guide\ndescription: How to install.\n---\n\n## Install\n\nRun it.\n';
const home = (body: string) => `---\ntitle: Home\ndescription: Start here.\n---\n\n## Setup\n\n${body}\n`;
const goodLinks =
  'See [install](/guide#install), [the limit](/api-reference/pets/list-pets#limit) and [setup](#setup).';

const site = (files: Record<string, string> = {}) =>
  writeSite({
    'docs.json': docsJson,
    'openapi.yaml': spec,
    'guide.mdx': guide,
    'index.mdx': home(goodLinks),
    ...files,
  });

interface JsonReport {
  exitCode: number;
  strict: boolean;
  ok: boolean;
  target: { kind: string; dir?: string; url?: string };
  diagnostics: {
    code: string;
    severity: string;
    file?: string;
    line?: number;
    column?: number;
    hint?: string;
  }[];
  checks: { id: string; status: string; reason: string }[];
  score: { value: number; pass: number; warn: number; fail: number; skip: number };
}

describe('docs check on a site folder', () => {
  it('exits 0 on a clean site and prints the checks table with the score', async () => {
    const dir = await site();
    const result = await runDocs(['check', dir]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^ {2}pass {2}robotsTxtAllowsAI {12}robots\.txt lets every AI crawler in/m);
    expect(result.stdout).toMatch(
      /^ {2}pass {2}llmsTxtLinksResolve {10}(\d+) of \1 links to this site resolve\.$/m,
    );
    expect(result.stdout).toMatch(/^ {2}skip {2}contentNegotiationMarkdown {3}Needs a running server/m);
    expect(result.stdout).toMatch(
      /^Site score: \d+\/100 \(\d+ passed, \d+ warned, \d+ failed, 2 skipped\)$/m,
    );
    expect(result.stdout).toContain(`No errors in ${dir}`);
    // The check builds elsewhere: the site folder gets no dist/.
    expect(existsSync(join(dir, 'dist'))).toBe(false);
  });

  it('--json prints one object: diagnostics, every check with a reason, and the score', async () => {
    const dir = await site();
    const result = await runDocs(['check', dir, '--json']);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(Object.keys(report)).toEqual([
      'exitCode',
      'strict',
      'target',
      'ok',
      'diagnostics',
      'checks',
      'score',
      'scored',
    ]);
    expect(report).toMatchObject({
      exitCode: 0,
      strict: false,
      ok: true,
      target: { kind: 'directory', dir },
    });
    expect(report.diagnostics).toEqual([]);
    expect(report.checks.map((check) => check.id)).toEqual([
      'robotsTxtAllowsAI',
      'llmsTxtExists',
      'llmsTxtValid',
      'llmsTxtSize',
      'llmsTxtLinksResolve',
      'llmsTxtLinksMarkdown',
      'llmsTxtFullExists',
      'llmsTxtFullSize',
      'llmsTxtFullValid',
      'openApiSpec',
      'sitemapExists',
      'structuredData',
      'contentNegotiationMarkdown',
      'contentNegotiationPlaintext',
    ]);
    for (const check of report.checks) {
      expect(['pass', 'warn', 'fail', 'skip']).toContain(check.status);
      expect(check.reason.length).toBeGreaterThan(10);
    }
    const { pass, warn, fail, skip, value } = report.score;
    expect(pass + warn + fail + skip).toBe(14);
    expect(value).toBe(Math.round((100 * (pass + warn / 2)) / (pass + warn + fail)));
  });

  it('reports a broken heading anchor, a broken parameter anchor and a broken same-page anchor with file, line and the nearest anchor', async () => {
    const dir = await site({
      'index.mdx': home(
        `${goodLinks}\n\nBroken: [a](/guide#instal), [b](/api-reference/pets/list-pets#limt), [c](#setpu).`,
      ),
    });
    const result = await runDocs(['check', dir, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.ok).toBe(false);
    const anchors = report.diagnostics.filter((d) => d.code === 'page/broken-anchor');
    expect(anchors.map((d) => [d.severity, d.file, d.line, d.column])).toEqual([
      ['error', 'index.mdx', 10, 9],
      ['error', 'index.mdx', 10, 29],
      ['error', 'index.mdx', 10, 70],
    ]);
    expect(anchors.map((d) => d.hint?.split('?')[0])).toEqual([
      'Did you mean #install',
      'Did you mean #limit',
      'Did you mean #setup',
    ]);

    const text = await runDocs(['check', dir]);
    expect(text.code).toBe(1);
    expect(text.stderr).toContain('error page/broken-anchor  index.mdx:10:29');
    expect(text.stderr).toContain(
      'The link "/api-reference/pets/list-pets#limt" points at #limt, which no heading, field or element of /api-reference/pets/list-pets has.',
    );
    expect(text.stdout).toContain('Check failed');
  });

  it('treats broken links, in pages and in descriptions, as errors, and a missing description as the build does', async () => {
    const dir = await site({
      'guide.mdx': '---\ntitle: Guide\n---\n\n## Install\n\nSee [gone](/nowhere).\n',
      'index.mdx': '---\ntitle: Home\ndescription: Start [here](/nowhere-else).\n---\n\nHello.\n',
    });
    const result = await runDocs(['check', dir, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.diagnostics.map((d) => [d.code, d.severity, d.file, d.line])).toEqual([
      ['page/broken-link', 'error', 'guide.mdx', 7],
      // The description goes into llms.txt as written, where its link is broken.
      ['check/llms-txt-broken-link', 'error', 'index.mdx', 3],
      ['page/missing-description', 'warning', 'guide.mdx', 1],
    ]);
    expect(report.diagnostics[1]?.column).toBe(27);
    // With --strict, as with `docs build --strict`, the missing description is an error.
    const strict = JSON.parse((await runDocs(['check', dir, '--json', '--strict'])).stdout) as JsonReport;
    expect(strict.diagnostics.find((d) => d.code === 'page/missing-description')?.severity).toBe('error');
    // `docs build` keeps both as warnings.
    const build = await runDocs(['build', dir, '--out', join(await tempDir('check-build'), 'out')]);
    expect(build.code, build.stderr).toBe(0);
  });

  it('reports broken links of a site-provided llms.txt where they are written', async () => {
    const dir = await site({
      'llms.txt':
        '# Pets\n\n## Pages\n\n- [Guide](http://localhost:3000/guide.md)\n- [Gone](http://localhost:3000/gone.md)\n',
    });
    const result = await runDocs(['check', dir, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.diagnostics.map((d) => [d.code, d.file, d.line, d.column])).toEqual([
      ['check/llms-txt-broken-link', 'llms.txt', 6, 3],
    ]);
    expect(report.checks.find((check) => check.id === 'llmsTxtLinksResolve')?.status).toBe('fail');
  });

  it('a failed score check exits 1 only with --strict', async () => {
    const dir = await site({ 'robots.txt': 'User-agent: *\nDisallow: /\n' });
    const relaxed = await runDocs(['check', dir]);
    expect(relaxed.code, relaxed.stderr).toBe(0);
    expect(relaxed.stdout).toMatch(/^ {2}fail {2}robotsTxtAllowsAI .*"Disallow: \/" \(line 2\)/m);
    const strict = await runDocs(['check', dir, '--strict', '--json']);
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.stdout)).toMatchObject({ exitCode: 1, strict: true, ok: true });
  });

  it('exits 1 when the site does not build, with every check skipped', async () => {
    const dir = await site({ 'docs.json': '{ "name": "Pets", ' });
    const result = await runDocs(['check', dir, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.diagnostics[0]).toMatchObject({ code: 'config/json-syntax', file: 'docs.json' });
    expect(new Set(report.checks.map((check) => check.status))).toEqual(new Set(['skip']));
    expect(report).toMatchObject({ scored: false });
  });

  it('reports the warnings docs build gives for the same site, with the same codes and counts', async () => {
    // The proxy on by default and no base URL: two warnings of docs build in CI.
    const dir = await site({ 'docs.json': JSON.stringify({ ...JSON.parse(docsJson), api: {} }) });
    const codes = (output: string) =>
      [...output.matchAll(/^warning (\S+)/gm)].map((match) => match[1] as string).sort();
    for (const CI of ['1', '']) {
      const built = await runDocs(['build', dir, '--out', join(dir, 'dist')], { env: { CI } });
      expect(built.code, built.stderr).toBe(0);
      const checked = await runDocs(['check', dir], { env: { CI } });
      expect(checked.code, checked.stderr).toBe(0);
      const fromBuild = codes(built.stdout + built.stderr);
      expect(fromBuild).toContain('build/playground-proxy-static');
      expect(fromBuild.includes('build/base-url-missing')).toBe(CI === '1');
      expect(codes(checked.stdout + checked.stderr).filter((code) => !code.startsWith('check/'))).toEqual(
        fromBuild,
      );
    }
  });

  it('in a folder without docs.json, prints the error and one line, not a table of skipped checks', async () => {
    const dir = await tempDir('check-no-config');
    const result = await runDocs(['check', dir]);
    expect(result.code).toBe(1);
    const output = result.stdout + result.stderr;
    expect(output).toContain('config/not-found');
    expect(output).toContain('No docs.json in');
    expect(output).not.toMatch(/skip|Site score/);
    expect(result.stdout.trim().split('\n').at(-1)).toBe(
      `Check failed: ${dir} did not build, so the site score checks did not run.`,
    );
  });

  it('bad usage exits 2', async () => {
    expect((await runDocs(['check', 'a', 'b'])).code).toBe(2);
    expect((await runDocs(['check', 'a', '--url', 'http://127.0.0.1:1'])).code).toBe(2);
    expect((await runDocs(['check', '--url', 'ftp://example.com'])).code).toBe(2);
  });
});

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.yaml': 'application/yaml',
};

/**
 * A small static server over a built site that, when `negotiate` is on, answers a page URL asked
 * for with `Accept: text/markdown` or `text/plain` with the page's Markdown twin, as `docs serve`
 * will; with it off, it behaves like a plain static host.
 */
async function serveBuilt(root: () => string): Promise<{ url: string; negotiate: boolean; server: Server }> {
  const state = { negotiate: true };
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /\/+$/,
      '',
    );
    const accept = request.headers.accept ?? '';
    const wantsText = /text\/(markdown|plain)/.test(accept) && !/text\/html/.test(accept);
    const page = join(root(), path, 'index.html');
    if (state.negotiate && wantsText && existsSync(page)) {
      const twin = join(root(), `${path || '/index'}.md`);
      const type = accept.includes('text/markdown') ? 'text/markdown' : 'text/plain';
      response.writeHead(200, { 'content-type': `${type}; charset=utf-8`, vary: 'Accept' });
      response.end(await readFile(twin));
      return;
    }
    for (const file of [page, join(root(), path)]) {
      if ((await stat(file).catch(() => undefined))?.isFile()) {
        response.writeHead(200, {
          'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        });
        response.end(await readFile(file));
        return;
      }
    }
    response.writeHead(404, { 'content-type': 'text/html' }).end('<!doctype html><p>Not found</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(state, { url, server });
}

describe('docs check --url', () => {
  let out = '';
  let served: Awaited<ReturnType<typeof serveBuilt>>;

  beforeAll(async () => {
    served = await serveBuilt(() => out);
    const dir = await site();
    out = join(await tempDir('check-url'), 'out');
    const build = await runDocs(['build', dir, '--out', out, '--base-url', served.url]);
    expect(build.code, build.stderr).toBe(0);
  });

  afterAll(async () => {
    await new Promise((resolve) => served.server.close(resolve));
  });

  it('checks the live site over HTTP, content negotiation included', async () => {
    served.negotiate = true;
    const result = await runDocs(['check', '--url', served.url, '--json']);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.target).toEqual({ kind: 'url', url: served.url });
    const byId = Object.fromEntries(report.checks.map((check) => [check.id, check]));
    expect(byId.contentNegotiationMarkdown).toEqual({
      id: 'contentNegotiationMarkdown',
      status: 'pass',
      reason: 'GET / with Accept: text/markdown answered text/markdown: the Markdown twin (/index.md).',
    });
    expect(byId.contentNegotiationPlaintext?.status).toBe('pass');
    expect(byId.llmsTxtLinksResolve?.reason).toMatch(/^(\d+) of \1 links to this site resolve\.$/);
    for (const id of ['robotsTxtAllowsAI', 'llmsTxtExists', 'llmsTxtValid', 'openApiSpec', 'sitemapExists'])
      expect(byId[id]?.status, `${id}: ${byId[id]?.reason}`).toBe('pass');
  });

  it('fails content negotiation on a host that ignores Accept', async () => {
    served.negotiate = false;
    const result = await runDocs(['check', '--url', served.url]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(
      /^ {2}fail {2}contentNegotiationMarkdown {3}GET \/ with Accept: text\/markdown answered text\/html; serve the Markdown twin \(\/index\.md\) instead\.$/m,
    );
    expect(result.stdout).toMatch(/^ {2}fail {2}contentNegotiationPlaintext/m);
    const strict = await runDocs(['check', '--url', served.url, '--strict']);
    expect(strict.code).toBe(1);
  });

  it('exits 1 when the site cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const result = await runDocs(['check', '--url', url, '--json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(report.diagnostics.map((d) => d.code)).toEqual(['check/site-unreachable']);
  });
});
