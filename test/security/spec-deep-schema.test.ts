import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir, writeSite } from '../helpers/site.ts';

const deepSchema = (levels: number) =>
  `${'{"type":"object","properties":{"a":'.repeat(levels)}{"type":"string"}${'}}'.repeat(levels)}`;

const specAround = (schema: string) =>
  `{"openapi":"3.0.0","info":{"title":"Deep","version":"1"},"paths":{"/a":{"post":{"summary":"A","requestBody":{"content":{"application/json":{"schema":${schema}}}},"responses":{"200":{"description":"ok"}}}}}}`;

async function build(files: Record<string, string>) {
  const site = await writeSite(files, 'sec-deep');
  const out = join(await tempDir('sec-deep-out'), 'dist');
  const started = Date.now();
  const result = await runDocs(['build', site, '--out', out]);
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

const stackTrace = /RangeError|Maximum call stack|\n\s+at .+:\d+:\d+\)?\n/;

describe('deeply nested documents (issue 21)', () => {
  it('a JSON schema nested 5,000 levels deep is a located error, not a stack trace', async () => {
    const result = await build({
      'docs.json': JSON.stringify({
        name: 'Deep',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
      }),
      'openapi.json': specAround(deepSchema(5000)),
    });
    expect(result.seconds).toBeLessThan(10);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error spec\/too-deep {2}openapi\.json:1:\d+\n/);
    expect(result.stderr + result.stdout).not.toMatch(stackTrace);
  }, 30_000);

  it('a YAML spec nested 5,000 levels deep is a located error', async () => {
    const result = await build({
      'docs.json': JSON.stringify({
        name: 'Deep',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.yaml' }] },
      }),
      'openapi.yaml': `openapi: 3.0.0\ninfo: {title: Deep, version: "1"}\npaths: {}\nx-deep: ${'['.repeat(5000)}${']'.repeat(5000)}\n`,
    });
    expect(result.seconds).toBeLessThan(10);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error spec\/too-deep {2}openapi\.yaml:4:\d+/);
    expect(result.stderr + result.stdout).not.toMatch(stackTrace);
  }, 30_000);

  it('a file a $ref names that nests 5,000 levels deep is a located error', async () => {
    const result = await build({
      'docs.json': JSON.stringify({
        name: 'Deep',
        navigation: { groups: [{ group: 'API', openapi: 'openapi.json' }] },
      }),
      'openapi.json': specAround('{"$ref":"./deep.json"}'),
      'deep.json': deepSchema(5000),
    });
    expect(result.seconds).toBeLessThan(10);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error spec\/too-deep {2}deep\.json:1:\d+/);
    expect(result.stderr + result.stdout).not.toMatch(stackTrace);
  }, 30_000);

  it('a docs.json nested 5,000 levels deep is a located error', async () => {
    const result = await build({
      'docs.json': `{"name":"Deep","navigation":{"groups":[]},"x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(result.seconds).toBeLessThan(10);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/error config\/invalid {2}docs\.json:1:\d+/);
    expect(result.stderr + result.stdout).not.toMatch(stackTrace);
  }, 30_000);
});
