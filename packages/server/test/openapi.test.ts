// The admin API's OpenAPI description ships twice: with the package and in the example site.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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
    ])
      expect(spec).toContain(`\n  ${path}\n`);
  });
});
