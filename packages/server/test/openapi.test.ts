// The admin API's OpenAPI description ships twice: with the package and in the example site.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '@docwright/site-builder';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers/backends.ts';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

describe('admin API description', () => {
  it('is the same file in the package and in examples/admin-api', () => {
    expect(read('../../../examples/admin-api/admin-api.yaml')).toBe(read('../openapi/admin-api.yaml'));
  });

  it('describes every route the admin app serves', () => {
    const spec = read('../openapi/admin-api.yaml');
    expect(spec).toMatch(/^openapi: 3\.1\.\d/);
    for (const path of [
      '/v2/agent/{projectId}/job:',
      '/v2/agent/{projectId}/job/{id}:',
      '/v2/agent/{projectId}/job/{id}/logs:',
      '/v2/agent/{projectId}/job/{id}/archive:',
      '/v2/agent/{projectId}/jobs:',
      '/v2/project/{projectId}/update:',
      '/v2/project/{projectId}/update/{id}:',
      '/v2/project/{projectId}/feedback:',
      '/v2/project/{projectId}/page-views:',
    ])
      expect(spec).toContain(`\n  ${path}\n`);
  });

  it('builds as the examples/admin-api site with no errors, one page per operation', async () => {
    const result = await buildSite({
      dir: fileURLToPath(new URL('../../../examples/admin-api', import.meta.url)),
      outDir: join(tempDir('docwright-admin-site-'), 'dist'),
      baseUrl: 'http://127.0.0.1:4000',
    });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(result.ok).toBe(true);
    // One page per operation: the methods under `paths`, counted from the description itself.
    const operations = read('../openapi/admin-api.yaml').match(/^ {4}(get|post|put|patch|delete):/gm) ?? [];
    expect(operations.length).toBe(9);
    expect(result.endpoints).toBe(operations.length);
  });
});
