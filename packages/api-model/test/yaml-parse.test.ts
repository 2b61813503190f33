import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseSpec } from '../src/index.ts';
import { parseDocumentText } from '../src/parse-document.ts';

const corpus = join(import.meta.dirname, '../../../../shared/corpus');

describe('YAML specs', () => {
  it('read to the same values as the `yaml` library gives, for every YAML file of the corpus', async () => {
    const files = (await readdir(corpus, { recursive: true }))
      .filter((path) => /\.ya?ml$/.test(path))
      .map((path) => join(corpus, path));
    expect(files.length).toBeGreaterThan(50);
    const differing: string[] = [];
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      let expected: unknown;
      try {
        expected = parse(text, { maxAliasCount: -1, uniqueKeys: false });
      } catch {
        continue; // Not YAML the reference library reads: covered by the error test below.
      }
      const parsed = parseDocumentText(text, file);
      if (!parsed.ok || JSON.stringify(parsed.value) !== JSON.stringify(expected))
        differing.push(relative(corpus, file));
    }
    expect(differing).toEqual([]);
  });

  it('still locates a YAML syntax error by line and column', () => {
    const { spec, diagnostics } = parseSpec('openapi: 3.0.3\ninfo:\n  title: "T\n  version: 1\n', 'api.yaml');
    expect(spec).toBeUndefined();
    expect(diagnostics[0]).toMatchObject({ code: 'spec/parse', file: 'api.yaml' });
    expect(diagnostics[0]?.line).toBeGreaterThan(1);
    expect(diagnostics[0]?.message).toMatch(/^Invalid YAML: /);
  });
});
