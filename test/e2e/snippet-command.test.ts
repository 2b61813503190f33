import { loadSpec } from '@docwright/api-model';
import { languageAliases, languageKeys } from '@docwright/config';
import { createRequest, findTarget } from '@docwright/snippets';
import { describe, expect, it } from 'vitest';
import { corpusDir, repoRoot, runDocs } from '../helpers/cli.ts';

const stripe = 'openapi/stripe/spec3.json';

/** Runs `task` over `items`, `limit` at a time. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index] as T);
      }
    }),
  );
  return results;
}

describe('docs snippet', () => {
  it('prints every language key and alias for a Stripe operation, the same code for a key and its aliases', async () => {
    const { spec } = await loadSpec(corpusDir, stripe);
    const operation = spec?.operations.find((candidate) => candidate.key === 'GET /v1/customers/{customer}');
    if (!spec || !operation) throw new Error('Stripe did not load');
    const request = createRequest(spec, operation);
    const names = languageKeys.flatMap((key) =>
      [key, ...languageAliases[key]].map((name) => ({ key, name })),
    );
    const results = await mapLimit(names, 4, async ({ key, name }) => ({
      key,
      name,
      result: await runDocs([
        'snippet',
        `${corpusDir}${stripe}`,
        'GET /v1/customers/{customer}',
        '--lang',
        name,
      ]),
    }));
    for (const { key, name, result } of results) {
      expect(result.code, `${name}: ${result.stderr}`).toBe(0);
      expect(result.stdout, name).toBe(findTarget(key)?.generate(request));
      // The customer's ID is for the reader to fill in: `{customer}`, as the path template writes it.
      expect(result.stdout, name).toContain('https://api.stripe.com/v1/customers/{customer}');
    }
    expect(results.length).toBeGreaterThan(30);
  });

  it('reads a site folder and its api.examples.defaults', async () => {
    const result = await runDocs(['snippet', 'examples/petstore', 'GET /pets', '--lang', 'curl'], {
      cwd: repoRoot,
    });
    expect(result.code, result.stderr).toBe(0);
    // `{cursor}`, a value to fill in, has curl read braces literally (`--globoff`).
    expect(result.stdout).toMatch(/^curl --globoff \\\n {2}--url 'https:\/\/[^']+\/pets\?/);
    expect(result.stdout).toContain('&cursor={cursor}');
  });

  it('takes a server and defaults from the command line', async () => {
    const result = await runDocs([
      'snippet',
      `${corpusDir}${stripe}`,
      'GET /v1/customers',
      '--lang',
      'py',
      '--server',
      'http://127.0.0.1:4010',
      '--defaults',
      'required',
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('url = "http://127.0.0.1:4010/v1/customers"\n');
  });

  it('exits 1 with the nearest operations for an unknown one', async () => {
    const result = await runDocs([
      'snippet',
      `${corpusDir}${stripe}`,
      'GET /v1/customer/{customer}',
      '--lang',
      'go',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no operation "GET /v1/customer/{customer}"');
    expect(result.stderr).toMatch(/Nearest: GET \/v1\/customers\/\{customer\}/);
  });

  it('exits 1 with the nearest languages for an unknown one', async () => {
    const result = await runDocs([
      'snippet',
      `${corpusDir}${stripe}`,
      'GET /v1/customers',
      '--lang',
      'pyhton',
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('unknown language "pyhton". Nearest: python');
  });

  it('exits 2 on bad usage', async () => {
    const result = await runDocs(['snippet', `${corpusDir}${stripe}`, 'GET /v1/customers']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--lang is required');
  });
});
