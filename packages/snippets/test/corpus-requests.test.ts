import { join } from 'node:path';
import { type ApiSpec, loadSpec } from '@docwright/api-model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createRequest, findTarget, type SnippetRequest } from '../src/index.ts';
import { uploadFileBytes } from './fixtures.ts';
import { type NamedRequest, proveRequests } from './harness/prove.ts';
import { runners } from './harness/runners.ts';

const corpus = join(import.meta.dirname, '../../../../shared/corpus/openapi');

// Every operation of these ReadMe examples (parameter styles, cookies, every security scheme,
// request examples, file uploads, forms), and Stripe operations with deepObject forms and uploads.
const readmeSpecs = [
  'parameters-style',
  'parameters-cookies',
  'security',
  'request-examples',
  'file-uploads',
  'form-data',
  'schema-encoding-style',
].map((name) => `readme-oas-examples/3.0/json/${name}.json`);
const stripeOperations = [
  'GET /v1/customers',
  'POST /v1/customers',
  'POST /v1/files',
  'DELETE /v1/customers/{customer}',
];

/**
 * The request with the `{name}` values still to fill in filled, as a reader does before sending
 * it: a placeholder is no value, and clients send its braces differently (curl as written, fetch
 * encoded in a path).
 */
function filled(request: SnippetRequest): SnippetRequest {
  return { ...request, url: request.url.replace(/\{([A-Za-z0-9_.-]+)\}/g, 'my_$1') };
}

/** The requests Docwright generates for those operations, aimed at the echo server. */
async function corpusRequests(): Promise<NamedRequest[]> {
  const requests: NamedRequest[] = [];
  const add = (spec: ApiSpec, keys?: readonly string[]) => {
    for (const operation of spec.operations) {
      if (operation.webhook || (keys && !keys.includes(operation.key))) continue;
      requests.push({
        name: `${spec.id} ${operation.key}`,
        request: (origin) => filled(createRequest(spec, operation, { server: origin })),
      });
    }
  };
  for (const id of readmeSpecs) add((await loadSpec(corpus, id)).spec as ApiSpec);
  add((await loadSpec(corpus, 'stripe/spec3.json')).spec as ApiSpec, stripeOperations);
  return requests;
}

describe('requests built from real specs arrive as generated', () => {
  let requests: NamedRequest[];
  beforeAll(async () => {
    requests = await corpusRequests();
  });

  for (const key of ['bash', 'python', 'node']) {
    it(`${key}: every operation's snippet sends its request`, async () => {
      const target = findTarget(key);
      const runner = runners[key];
      if (!target || !runner) throw new Error(`no ${key} target`);
      expect(requests.length).toBeGreaterThan(50);
      const results = await proveRequests(target, runner, requests, uploadFileBytes);
      const failures = results
        .filter((result) => result.problems.length > 0)
        .map((result) => `${result.name} (${result.path}):\n  ${result.problems.join('\n  ')}`);
      expect(failures, failures.join('\n\n')).toEqual([]);
    });
  }
});
