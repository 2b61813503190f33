import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../src/index.ts';

const corpus = join(import.meta.dirname, '../../../../shared/corpus/openapi/oai-examples/v2.0');

describe('multi-file specs', () => {
  it.each(['json', 'yaml'])('inline $refs into other files (petstore-separate, %s)', async (format) => {
    const { spec, diagnostics, externalFiles } = await loadSpec(
      join(corpus, format, 'petstore-separate'),
      `spec/swagger.${format}`,
    );
    expect(diagnostics).toEqual([]);
    expect(spec?.operations.map((op) => op.key)).toEqual([
      'GET /pets',
      'POST /pets',
      'GET /pets/{id}',
      'DELETE /pets/{id}',
    ]);
    const list = spec?.operations[0];
    expect(list?.parameters.map((p) => p.name)).toEqual(['tags', 'limit']);
    expect(list?.responses.find((r) => r.status === 'default')?.content[0]?.schema).toMatchObject({
      type: 'object',
      required: ['code', 'message'],
    });
    expect(externalFiles.length).toBeGreaterThanOrEqual(3);
    expect(externalFiles.every((f) => !f.startsWith('..'))).toBe(true);
  });
});
