import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type ApiSpec, loadSpec } from '@docwright/api-model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRequest, type SnippetRequest, snippetTargets } from '../src/index.ts';

// Issue 24 point 10: the URLs the examples show carry no percent-encoded placeholders, deepObject
// names read `created[gt]`, and a URL a target shows more readably than the bytes it sends is
// turned back into exactly those bytes by that target's own client.

const run = promisify(execFile);
const corpus = join(import.meta.dirname, '../../../../shared/corpus/openapi');
let requests: { key: string; request: SnippetRequest }[] = [];

beforeAll(async () => {
  const stripe = (await loadSpec(corpus, 'stripe/spec3.json')).spec as ApiSpec;
  requests = stripe.operations.map((operation) => ({
    key: operation.key,
    request: createRequest(stripe, operation),
  }));
});

/** The URL as a target's code shows it: the first `https://…stripe.com…` up to its closing quote. */
function shownUrl(code: string): string {
  const match = /https:\/\/(?:api|files)\.stripe\.com[^'"\s]*/.exec(code);
  if (!match) throw new Error(`no URL in:\n${code}`);
  return match[0];
}

describe('URLs in the Stripe examples', () => {
  it('show no percent-encoded placeholders and plain deepObject brackets, in every target', () => {
    const problems: string[] = [];
    let bracketed = 0;
    for (const { key, request } of requests) {
      if (request.url.includes('[')) bracketed += 1;
      for (const target of snippetTargets) {
        const url = shownUrl(target.generate(request));
        if (/%3C|%3E|<|>/i.test(url)) problems.push(`${target.key} ${key}: ${url.slice(0, 200)}`);
        const brackets = target.key === 'swift' ? /\[/ : /%5B|%5D/i;
        if (brackets.test(url.split('?')[1] ?? '')) problems.push(`${target.key} ${key} brackets: ${url}`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    expect(bracketed).toBeGreaterThan(100);
  });

  it('writes nested deepObject values as nested brackets, as Stripe reads them', () => {
    const upcoming = requests.find((entry) => entry.key === 'GET /v1/invoices/upcoming')?.request;
    expect(upcoming?.url).toContain('&customer_details[address][city]={city}&');
    const events = requests.find((entry) => entry.key === 'GET /v1/events')?.request;
    expect(events?.url).toContain('?created[gt]=123&');
    expect(events?.url).toContain('&expand[0]={expand}&');
  });

  it('are turned back into the bytes the request sends by the fetch and reqwest targets (WHATWG URL)', () => {
    for (const { key, request } of requests) {
      for (const targetKey of ['javascript', 'node', 'typescript', 'rust']) {
        const target = snippetTargets.find((candidate) => candidate.key === targetKey);
        const url = shownUrl(target?.generate(request) ?? '');
        expect(new URL(url).href, `${targetKey} ${key}`).toBe(new URL(request.url).href);
        // A path's `{name}` still to fill in is no URL to send; WHATWG URL would encode its braces.
        if (!/\/\{[^/]*\}/.test(request.url.split('?')[0] ?? ''))
          expect(new URL(request.url).href, key).toBe(request.url);
      }
    }
  });

  it('send the same bytes through Python requests as the URL they stand for', async () => {
    const python = snippetTargets.find((target) => target.key === 'python');
    const pairs = requests.map(({ request }) => [shownUrl(python?.generate(request) ?? ''), request.url]);
    const script = [
      'import json, sys, requests',
      'def sent(url): return requests.Request("GET", url).prepare().url',
      'print(json.dumps([[sent(a), sent(b)] for a, b in json.load(sys.stdin)]))',
    ].join('\n');
    const child = run('python3', ['-c', script], { maxBuffer: 64 * 1024 * 1024 });
    child.child.stdin?.end(JSON.stringify(pairs));
    const sent = JSON.parse((await child).stdout) as [string, string][];
    expect(sent.filter(([shown, canonical]) => shown !== canonical)).toEqual([]);
  });
});
